import { useEffect, useState } from "react"
import styled, { keyframes } from "styled-components"
import { PRELOADER } from "../../lib/constants"
import buildingUrl from "../../images/preloader-building.svg"
import { theme } from "../../styles/theme"

export const PRELOADER_HEAD_SCRIPT = `(function(){var d=document.documentElement;try{if(sessionStorage.getItem(${JSON.stringify(
  PRELOADER.sessionKey,
)})){d.classList.add("no-preloader");return}}catch(e){d.classList.add("no-preloader");return}d.classList.add("preloading")})();`

/** Milliseconds left of the splash, counted from the start of the page load. */
function remainingMs(): number {
  const elapsed = typeof performance !== "undefined" ? performance.now() : 0
  return Math.max(0, PRELOADER.totalMs - elapsed)
}

/**
 * The first-visit splash. Its timeline is pure CSS (so it also leaves without JavaScript);
 * the inline head script hides it before first paint once this session has seen it, and the
 * effect below unlocks scrolling, records the session flag and removes it at the end.
 */
export function Preloader({ companyName }: { companyName: string }) {
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    const root = document.documentElement
    if (root.classList.contains("no-preloader")) {
      setVisible(false)
      return undefined
    }
    const timer = setTimeout(() => {
      try {
        window.sessionStorage.setItem(PRELOADER.sessionKey, "1")
      } catch {
        // Storage can be disabled; the splash then simply shows again next time.
      }
      root.classList.remove("preloading")
      root.classList.add("no-preloader")
      setVisible(false)
    }, remainingMs())
    return () => clearTimeout(timer)
  }, [])

  if (!visible) return null
  return (
    <Splash id="preloader" data-testid="preloader" aria-hidden="true">
      <Name>{companyName}</Name>
      <Words>
        {PRELOADER.words.map((word) => (
          <Word key={word}>{word}</Word>
        ))}
      </Words>
      <Building src={buildingUrl} alt="" width={220} height={220} />
    </Splash>
  )
}

const seconds = (ms: number) => `${ms / 1000}s`

const slideUp = keyframes`
  to { transform: translateY(-100%); visibility: hidden; }
`
const reveal = keyframes`
  from { opacity: 0; transform: translateY(14px); }
  to { opacity: 1; transform: none; }
`

const Splash = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.preloader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.25rem;
  padding: 2rem;
  background: linear-gradient(160deg, ${theme.colors.primaryDark}, ${theme.colors.primary});
  color: ${theme.colors.white};
  text-align: center;
  animation: ${slideUp} ${seconds(PRELOADER.slideUpMs)} cubic-bezier(0.7, 0, 0.3, 1)
    ${seconds(PRELOADER.totalMs - PRELOADER.slideUpMs)} forwards;
  .no-preloader & {
    display: none;
  }
`

const Name = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: clamp(1.75rem, 6vw, 3rem);
  line-height: 1.1;
  animation: ${reveal} 0.8s ease-out both;
`

const Words = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.4rem 1.25rem;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${theme.colors.sand};
`

const Word = styled.span`
  opacity: 0;
  animation: ${reveal} 0.6s ease-out forwards;
  animation-delay: ${seconds(PRELOADER.revealMs)};
  &:nth-child(2) {
    animation-delay: ${seconds(PRELOADER.revealMs + PRELOADER.staggerMs)};
  }
  &:nth-child(3) {
    animation-delay: ${seconds(PRELOADER.revealMs + 2 * PRELOADER.staggerMs)};
  }
`

const Building = styled.img`
  width: min(220px, 50vw);
  height: auto;
  opacity: 0;
  animation: ${reveal} 0.9s ease-out ${seconds(PRELOADER.revealMs)} forwards;
`
