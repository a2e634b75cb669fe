import type { Lang } from "./i18n/lang"

/** The product's numbers from docs/behaviour.md §9, named once. */
export const BREAKPOINT_MOBILE = 768
/**
 * Where the header's desktop navigation takes over from the menu button, per language: Malayalam's
 * words take about a third more room, so its header keeps the menu button up to 1280px (docs/behaviour.md §10).
 */
export const DESKTOP_NAV_FROM = { en: BREAKPOINT_MOBILE, ml: 1280 } as const satisfies Record<Lang, number>
export const DROPDOWN_CLOSE_DELAY_MS = 150

export const PRELOADER = {
  totalMs: 5000,
  revealMs: 1500,
  slideUpMs: 1000,
  staggerMs: 500,
  words: ["Innovative", "Creative", "Efficient"],
  sessionKey: "preloaderShown",
} as const

/** How many of each the home page shows, at the most. */
export const ON_HOME = { services: 6, featuredProjects: 6, blogs: 6, leaders: 3, videos: 3 } as const
export const BLOG_PAGE_SIZE = 6
export const PROJECTS_PAGE_SIZE = 9
export const SIMILAR_PROJECTS = 3
export const RELATED_POSTS = 3

export const COUNT_UP = { durationMs: 2500, threshold: 0.1 } as const
export const CAROUSEL = { intervalMs: 3000, fadeMs: 700 } as const
export const SHOWCASE_SPEEDS = { slow: 80, normal: 60, fast: 40 } as const
export const SHOWCASE_FADE_THRESHOLD = 0.3

export const HEADING_ID_MAX = 50
/** Scrolling to a #heading: the room left above it (the sticky header) and the wait for the layout. */
export const HASH_SCROLL = { offsetPx: 130, delayMs: 100 } as const
export const PROJECTS_SCROLL_OFFSET = 150

export const BOT_CHECK = { pollMs: 100, retryAfterLoadMs: 500 } as const
/** The estimator's area: the spec's browser hint, declared as `min` and said in the hint; never enforced. */
export const ESTIMATOR_AREA_HINT_MIN = 100
