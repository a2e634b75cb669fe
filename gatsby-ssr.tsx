import type { GatsbySSR } from "gatsby"
import headingFont from "./src/styles/fonts/dm-serif-display-latin-basic-400-normal.woff2"
import malayalamFont from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2"
import { PRELOADER_CSS, PRELOADER_HEAD_SCRIPT } from "./src/components/layout/Preloader"
import { SCRIPTS_ON_HEAD_SCRIPT } from "./src/lib/first-visit/scripts-on"
import { CLICKS_BEFORE_START_HEAD_SCRIPT } from "./src/lib/first-visit/clicks-before-start"
import { appStylesheetFirst } from "./src/lib/first-visit/stylesheet-order"
import { langOfPath } from "./src/lib/i18n/lang"

export { wrapPageElement } from "./src/Root"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const lang = langOfPath(pathname)
  setHtmlAttributes({ lang })
  setHeadComponents([
    // Runs before first paint: a visitor who has seen the splash this session never sees it flash,
    // and a first visit's splash is timed, recorded and hidden without waiting for the app.
    <script key="preloader-flag" dangerouslySetInnerHTML={{ __html: PRELOADER_HEAD_SCRIPT }} />,
    // The splash's styles, ahead of the site's stylesheet (docs/architecture.md, "Styles").
    <style key="preloader-css" dangerouslySetInnerHTML={{ __html: PRELOADER_CSS }} />,
    // Before first paint too: reveal effects may hide content only when scripts run.
    <script key="scripts-on" dangerouslySetInnerHTML={{ __html: SCRIPTS_ON_HEAD_SCRIPT }} />,
    // A button clicked before the app has started is clicked again once it has (src/lib/first-visit/clicks-before-start.ts).
    <script key="clicks-before-start" dangerouslySetInnerHTML={{ __html: CLICKS_BEFORE_START_HEAD_SCRIPT }} />,
    // The one web font (headings; body text is in the device's UI font) is fetched with the HTML,
    // so headings are first painted in their own font and do not move when a fallback is swapped
    // out (layout shift): its first part, the characters of nearly every heading
    // (src/lib/first-visit/heading-font.ts). docs/architecture.md, "gatsby-ssr.tsx".
    // A Malayalam page's text, its headings and the logo's name are in Noto Sans Malayalam (one
    // file, src/styles/malayalam-font.css) and the device's UI font; the file is fetched with the HTML
    // for the same reason. Such a page names no DM Serif, and an English page no Noto Sans Malayalam.
    ...(lang === "ml" ? [malayalamFont] : [headingFont]).map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ])
}

/** The app's stylesheet ahead of the template's, so a template's rules win over the app's (src/lib/first-visit/stylesheet-order). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(appStylesheetFirst(getHeadComponents()))
}
