import { css } from "@linaria/core"
import { DEFER_ATTRIBUTE } from "../lib/first-visit/deferred-render"
import type { Lang } from "../lib/i18n/lang"
import { mq, theme } from "./theme"

/** A language's heading sizes as the custom properties theme.fontSizes reads. */
const headingSizes = (lang: Lang): string =>
  Object.entries(theme.headingSizes[lang])
    .map(([name, size]) => `--text-${name}: ${size};`)
    .join(" ")

/**
 * The site's global rules, extracted to static CSS at build time like every component's styles.
 * A module imported for its CSS: src/Root.tsx and the editor (src/cms/cms.tsx) import it; the
 * class name itself is not used.
 * @public
 */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      --font-heading: ${theme.fontStacks.heading};
      --font-heading-weight: ${theme.fontWeights.regular};
      --font-body: ${theme.fontStacks.body};
      ${headingSizes("en")}
    }
    /* Malayalam pages (docs/behaviour.md §10): a Malayalam face for headings and text, room for
       stacked conjuncts and vowel signs above and below, and never capitals or letter spacing,
       which Malayalam does not have. English pages never name the face, so never fetch it. */
    html[lang="ml"] {
      --font-heading: ${theme.fontStacks.malayalam};
      --font-heading-weight: ${theme.fontWeights.strong};
      --font-body: ${theme.fontStacks.malayalam};
      ${headingSizes("ml")}
    }
    html[lang="ml"] body {
      line-height: 1.8;
    }
    html[lang="ml"] :is(h1, h2, h3, h4) {
      line-height: 1.45;
      overflow-wrap: break-word;
    }
    html[lang="ml"] * {
      text-transform: none !important;
      letter-spacing: normal !important;
    }
    body {
      margin: 0;
      font-family: ${theme.fonts.body};
      font-size: 1rem;
      line-height: 1.65;
      color: ${theme.colors.text};
      background: ${theme.colors.surface};
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: ${theme.fonts.heading};
      font-weight: ${theme.fonts.headingWeight};
      color: ${theme.colors.ink};
      line-height: 1.2;
      margin: 0 0 0.5em;
    }
    h5,
    h6 {
      margin: 0 0 0.5em;
      color: ${theme.colors.ink};
    }
    p {
      margin: 0 0 1em;
    }
    /* The body face in two weights, small print in the scale's size (theme.fontWeights). */
    b,
    strong,
    th {
      font-weight: ${theme.fontWeights.strong};
    }
    small {
      font-size: ${theme.fontSizes.sm};
    }
    a {
      color: ${theme.colors.primary};
    }
    img,
    video,
    svg {
      max-width: 100%;
    }
    img,
    video {
      height: auto;
      display: block;
    }
    /* A Picture fills the box it is put in (the box sets the shape); see components/ui/Picture. */
    .picture {
      display: block;
      width: 100%;
      height: 100%;
    }
    /* Beneath the picture until it paints: its dominant colour, read from its data-placeholder
       attribute (no style attribute, so the CSP needs no inline styles: docs/behaviour.md §6);
       a browser without typed attr() shows the sand tone instead. */
    .picture img {
      width: 100%;
      height: 100%;
      object-fit: cover;
      background-color: ${theme.colors.sand};
      background-color: attr(data-placeholder type(<color>), ${theme.colors.sand});
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
      border-radius: 2px;
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    /* html.preloading: while the first-visit splash shows (SPLASH_SHOWING_CLASS, lib/splash). */
    html.preloading,
    html.menu-open {
      overflow: hidden;
    }
    /* Blocks off screen are skipped until they come near the screen (lib/deferred-render). A skipped
       block is its placeholder's height and paints nothing past it (paint containment); overflow:
       hidden says so to an audit that reads it unrendered, which would otherwise measure its text
       over the next block's background (docs/architecture.md §4). */
    [${DEFER_ATTRIBUTE}] {
      content-visibility: auto;
      contain-intrinsic-size: auto 48rem;
      overflow: hidden;
    }
    ${mq.print} {
      [${DEFER_ATTRIBUTE}] {
        content-visibility: visible;
      }
    }
    ${mq.reducedMotion} {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`
