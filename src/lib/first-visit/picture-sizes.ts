/**
 * Which widths of a picture the build makes (docs/architecture.md §4, pictures). A constrained
 * picture's `sizes` is "(min-width: W) W, 100vw": a browser wants min(W, viewport width) × its
 * device pixel ratio image pixels, so with a ratio of 1 or more (a page not zoomed out) and no
 * viewport narrower than a small phone, a copy narrower than min(W, 320) is never chosen, only
 * written into every page's HTML and page data. W is the width asked for; gatsby-plugin-image
 * clamps it to the source's width, so a source narrower than W would need its own W here (every
 * source is wider than its W today, and the browser test in first-paint.spec.ts would fail).
 */

/** The narrowest screen the site is laid out for, in CSS pixels (a small phone). */
export const NARROWEST_SCREEN = 320

/** The multiples of its width a card's picture is made in: 0.75x and 1.5x give a phone (about 720
 * device pixels across) an 840 px service card instead of the 1,120 px one. */
const CARD_DENSITIES = [0.25, 0.5, 0.75, 1, 1.5, 2] as const

/** The multiples a screen can pick for a picture shown at most `width` pixels wide (1x always). */
export function pickableDensities(width: number, densities: readonly number[] = CARD_DENSITIES): number[] {
  const least = Math.min(width, NARROWEST_SCREEN)
  // Rounded as gatsby-plugin-image rounds the widths it writes.
  return densities.filter((d) => d === 1 || Math.round(d * width) >= least)
}

/** The smallest copy a screen can pick for a `sizes` of "(min-width: W) W, 100vw" (null for others). */
export function leastPickableWidth(sizes: string): number | null {
  const match = /^\(min-width: (\d+)px\) \1px, 100vw$/.exec(sizes.trim())
  return match ? Math.min(Number(match[1]), NARROWEST_SCREEN) : null
}
