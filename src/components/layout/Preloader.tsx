import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { useEffect, useState } from "react"
import { PRELOADER } from "../../lib/constants"
import { afterSplash, SPLASH_DONE_EVENT, SPLASH_SHOWING_CLASS } from "../../lib/first-visit/splash"
import { theme } from "../../styles/theme"

/**
 * The splash's whole life, run by an inline head script before first paint, so nothing about it
 * waits for the app's scripts or hydration (docs/architecture.md §4):
 * - this session has seen it: `html.no-preloader`, and it is never painted;
 * - first visit: `html.preloading` (page scroll locked) and, 5 s after the navigation started, the
 *   session flag is recorded, the classes swap (the splash is hidden, scrolling returns) and
 *   SPLASH_DONE_EVENT tells the component to leave the document, and what waits for the splash
 *   to start (src/lib/first-visit/splash.ts).
 */
export const PRELOADER_HEAD_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(
  PRELOADER.sessionKey,
)},s=${JSON.stringify(SPLASH_SHOWING_CLASS)};try{if(sessionStorage.getItem(k)){d.classList.add("no-preloader");return}}catch(e){d.classList.add("no-preloader");return}d.classList.add(s);setTimeout(function(){try{sessionStorage.setItem(k,"1")}catch(e){}d.classList.remove(s);d.classList.add("no-preloader");window.dispatchEvent(new Event(${JSON.stringify(
  SPLASH_DONE_EVENT,
)}))},Math.max(0,${PRELOADER.totalMs}-(window.performance?performance.now():0)))})();`

const seconds = (ms: number) => `${ms / 1000}s`

/**
 * The splash's styles: static CSS written into the head of every page (gatsby-ssr), ahead of the
 * site's stylesheet, so the splash covers the page from the first paint. The timeline is CSS animations
 * alone, so without JavaScript the splash still reveals its words and slides away.
 */
export const PRELOADER_CSS = `
@keyframes preloader-slide-up { to { transform: translateY(-100%); visibility: hidden; } }
@keyframes preloader-reveal { from { opacity: 0; transform: translateY(14px); } to { opacity: 1; transform: none; } }
.preloader {
  position: fixed; inset: 0; z-index: ${theme.z.preloader};
  display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 1.25rem; padding: 2rem;
  background: linear-gradient(160deg, ${theme.colors.primaryDark}, ${theme.colors.primary});
  color: ${theme.colors.white}; text-align: center;
  animation: preloader-slide-up ${seconds(PRELOADER.slideUpMs)} cubic-bezier(0.7, 0, 0.3, 1)
    ${seconds(PRELOADER.totalMs - PRELOADER.slideUpMs)} forwards;
}
.no-preloader .preloader { display: none; }
.preloader-name {
  margin: 0; font-family: ${theme.fonts.heading}; font-size: ${theme.fontSizes.title}; line-height: 1.1;
  animation: preloader-reveal 0.8s ease-out both;
}
.preloader-words {
  display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem 1.25rem; margin: 0;
  font-size: ${theme.fontSizes.lg}; letter-spacing: 0.18em; text-transform: uppercase; color: ${theme.colors.sand};
}
.preloader-words span {
  opacity: 0;
  animation: preloader-reveal 0.6s ease-out ${seconds(PRELOADER.revealMs)} forwards;
}
.preloader-words span:nth-child(2) { animation-delay: ${seconds(PRELOADER.revealMs + PRELOADER.staggerMs)}; }
.preloader-words span:nth-child(3) { animation-delay: ${seconds(PRELOADER.revealMs + 2 * PRELOADER.staggerMs)}; }
.preloader-building {
  width: min(220px, 50vw); height: auto; opacity: 0;
  animation: preloader-reveal 0.9s ease-out ${seconds(PRELOADER.revealMs)} forwards;
}
`

/**
 * The first-visit splash: plain markup over a page that is already rendered beneath it. It
 * leaves the document when the head script says its time is up (or at once when this session
 * has seen it, or when its time was up before the app started).
 */
export function Preloader({ companyName }: { companyName: string }) {
  const [visible, setVisible] = useState(true)
  const t = useStrings(LAYOUT)

  useEffect(() => afterSplash(window, () => setVisible(false)), [])

  if (!visible) return null
  return (
    <div id="preloader" className="preloader" data-testid="preloader" aria-hidden="true">
      <p className="preloader-name">{companyName}</p>
      <p className="preloader-words">
        {t.preloaderWords.map((word) => (
          <span key={word}>{word}</span>
        ))}
      </p>
      <PreloaderBuilding />
    </div>
  )
}

/**
 * The splash's building, drawn inline. As an `<img>` of an SVG file it cost a document of its own:
 * the browser builds a separate page for every SVG image, about 20 ms of main-thread work while
 * the HTML is parsed on every first visit (docs/architecture.md §4, first paint).
 */
function PreloaderBuilding() {
  const { sand, focus: terracotta } = theme.colors
  return (
    <svg
      className="preloader-building"
      viewBox="0 0 220 220"
      width={220}
      height={220}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={sand}
      strokeWidth="3"
      strokeLinejoin="round"
    >
      <path d="M20 200h180" />
      <path d="M40 200V90l70-50 70 50v110" />
      <path d="M30 97l80-57 80 57" stroke={terracotta} strokeWidth="5" />
      <path d="M60 200v-40h30v40M130 120h30v30h-30zM60 110h30v30H60zM130 165h30v35" />
      <path d="M40 150h140M110 40v160" opacity="0.45" />
      <path d="M196 200V70M176 70h40M196 70l-20 25" stroke={terracotta} />
    </svg>
  )
}
