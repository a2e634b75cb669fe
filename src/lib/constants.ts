/** The product's numbers from docs/behaviour.md §9, named once. */
export const BREAKPOINT_MOBILE = 768
export const DROPDOWN_CLOSE_DELAY_MS = 150

export const PRELOADER = {
  totalMs: 5000,
  revealMs: 1500,
  slideUpMs: 1000,
  staggerMs: 500,
  words: ["Innovative", "Creative", "Efficient"],
  sessionKey: "preloaderShown",
} as const

export const SERVICES_ON_HOME = 6
export const FEATURED_PROJECTS_ON_HOME = 6
export const BLOGS_ON_HOME = 6
export const BLOG_PAGE_SIZE = 6
export const PROJECTS_PAGE_SIZE = 9
export const SIMILAR_PROJECTS = 3
export const RELATED_POSTS = 3
export const MAX_LEADERS = 3
export const MAX_PROJECT_VIDEOS = 3

export const COUNT_UP = { durationMs: 2500, threshold: 0.1 } as const
export const CAROUSEL = { intervalMs: 3000, fadeMs: 700 } as const
export const SHOWCASE_SPEEDS = { slow: 80, normal: 60, fast: 40 } as const
export const SHOWCASE_FADE_THRESHOLD = 0.3

export const HEADING_ID_MAX = 50
export const HASH_SCROLL_OFFSET = 130
export const HASH_SCROLL_DELAY_MS = 100
export const PROJECTS_SCROLL_OFFSET = 150

export const BOT_CHECK = { pollMs: 100, retryAfterLoadMs: 500 } as const
