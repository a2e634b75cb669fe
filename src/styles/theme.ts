import { BREAKPOINT_MOBILE, DESKTOP_NAV_FROM } from "../lib/constants"

/**
 * The one source of colours, type, spacing, breakpoints and motion for every component.
 *
 * Styled components interpolate it directly (`${theme.colors.primary}`); the templates are
 * evaluated at build time (docs/architecture.md, "Styles"), so every value here ends up in the
 * static CSS and none of it in the pages' JavaScript. Functions of props remain only where a
 * prop is a number (a strip's speed, a banner's shade); they become CSS custom properties on the element.
 */
export const theme = {
  colors: {
    primary: "#0E4D45",
    primaryDark: "#0A3A34",
    primaryTint: "#E3EFEC",
    accent: "#B4531F",
    accentDark: "#93421A",
    sand: "#F4EFE6",
    surface: "#FBF9F5",
    white: "#FFFFFF",
    ink: "#15201E",
    text: "#27312E",
    muted: "#55605C",
    border: "#E2DCD1",
    success: "#1B6E46",
    successTint: "#E6F4EC",
    danger: "#B42318",
    dangerTint: "#FDECEA",
    focus: "#C8602F",
    overlay: "rgba(10, 24, 22, 0.6)",
    /** Text on the dark green and on photographs under a shade: body, quieter, eyebrow, hovered link. */
    onDark: "#E3EBE8",
    onDarkMuted: "#D7E3DF",
    onDarkAccent: "#F3C9A8",
    onDarkBright: "#F1F6F4",
    /** Form controls' and filters' border: darker than `border` so a field stands out (3:1). */
    controlBorder: "#B9B2A6",
    focusRing: "rgba(200, 96, 47, 0.35)",
    /** The page background, nearly opaque, behind the sticky header. */
    surfaceVeil: "rgba(251, 249, 245, 0.97)",
    whatsapp: "#1A7F4B",
    star: "#B7791F",
  },
  /**
   * The faces, through custom properties a page's language sets (global-styles: Malayalam pages
   * put Noto Sans Malayalam first in both, and set headings semibold); `stacks` are the English
   * ones as written.
   */
  fonts: {
    heading: "var(--font-heading)",
    headingWeight: "var(--font-heading-weight)",
    body: "var(--font-body)",
  },
  fontStacks: {
    heading: '"DM Serif Display", Georgia, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    /** Malayalam text in a Malayalam face (src/styles/malayalam-font.css), any Latin in the body face. */
    malayalam:
      '"Noto Sans Malayalam", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  },
  /** The design's type scale: two weights of the body face, and the sizes below (docs/architecture.md §4). */
  fontWeights: { regular: 400, strong: 600 },
  fontSizes: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    /** The heading sizes, through custom properties a page's language sets (headingSizes below). */
    "2xl": "var(--text-2xl)",
    "3xl": "var(--text-3xl)",
    "4xl": "var(--text-4xl)",
    /** A long title (a blog post's, the splash's name): 2xl on a phone, up to 3rem on a wide screen. */
    title: "var(--text-title)",
  },
  /**
   * The heading sizes per language (global-styles sets them as custom properties). Malayalam letters
   * are larger at a size than Latin ones and its words longer, so its headings are set a step smaller:
   * a hero's longest word then fits a 360px phone (docs/behaviour.md §10).
   */
  headingSizes: {
    en: {
      "2xl": "1.75rem",
      "3xl": "2.25rem",
      "4xl": "clamp(2.25rem, 5vw, 3.5rem)",
      title: "clamp(1.75rem, 4.5vw, 3rem)",
    },
    ml: {
      "2xl": "1.5rem",
      "3xl": "1.875rem",
      "4xl": "clamp(1.75rem, 4.5vw, 3rem)",
      title: "clamp(1.5rem, 4vw, 2.5rem)",
    },
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", "2xl": "4rem", "3xl": "6rem" },
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    sm: "0 1px 2px rgba(21, 32, 30, 0.08)",
    md: "0 8px 24px rgba(21, 32, 30, 0.10)",
    lg: "0 18px 48px rgba(21, 32, 30, 0.16)",
  },
  /** xs: below it the home hero drops a button; ml: the similar-projects carousel's third slide. */
  breakpoints: { xs: 400, sm: 576, md: BREAKPOINT_MOBILE, ml: 992, lg: 1024, xl: 1280 },
  maxWidth: "1200px",
  headerHeight: "72px",
  motion: { fast: "150ms", normal: "250ms", slow: "500ms", easing: "cubic-bezier(0.2, 0.7, 0.2, 1)" },
  z: { header: 50, dropdown: 60, chat: 70, menu: 80, preloader: 100 },
} as const

/** The site's dark green shade (over photographs) at an opacity: `shade(0.9)`. */
export function shade(alpha: number): string {
  return `rgba(8, 30, 27, ${alpha})`
}

/** White at an opacity, for lines and panels on the dark green: `veil(0.12)`. */
export function veil(alpha: number): string {
  return `rgba(255, 255, 255, ${alpha})`
}

/** Media queries by name: `${mq.md} { ... }` applies from 768px up. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  ml: `@media (min-width: ${theme.breakpoints.ml}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  belowXs: `@media (max-width: ${theme.breakpoints.xs - 0.02}px)`,
  belowMd: `@media (max-width: ${theme.breakpoints.md - 0.02}px)`,
  /** Tablets: the desktop navigation is shown, in less room than on a laptop. */
  mdToLg: `@media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.lg - 0.02}px)`,
  /** Tablets and small laptops: the English header's row is shared by the navigation and the language switch. */
  mdToXl: `@media (min-width: ${theme.breakpoints.md}px) and (max-width: ${theme.breakpoints.xl - 0.02}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  motionAllowed: "@media (prefers-reduced-motion: no-preference)",
  print: "@media print",
} as const

/**
 * Rules for a Malayalam page where an English header shows the desktop navigation and a Malayalam
 * one still the menu button (768px up to DESKTOP_NAV_FROM.ml): `${inMalayalamMenuWidths("display: none;")}`.
 */
export const inMalayalamMenuWidths = (rules: string): string => `
  @media (min-width: ${theme.breakpoints.md}px) and (max-width: ${DESKTOP_NAV_FROM.ml - 0.02}px) {
    html[lang="ml"] & {
      ${rules}
    }
  }
`
