/**
 * The attributes of a page's first-screen picture (its largest paint on a phone: a photo banner,
 * the first card of a listing, the home hero's poster): fetched ahead of every other picture, and
 * named for the browser's element timing so the page's app scripts can start once it is painted
 * (src/lib/first-visit/app-scripts.ts). Lower-case, as React 18 passes unknown attributes through to the HTML.
 */
export const FIRST_SCREEN_TIMING = "first-screen"

export const FIRST_SCREEN_PICTURE = { fetchpriority: "high", elementtiming: FIRST_SCREEN_TIMING } as const
