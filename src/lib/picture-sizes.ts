/**
 * Which widths of a picture the build makes (docs/architecture.md §4, pictures). A constrained
 * picture's `sizes` is "(min-width: W) W, 100vw": the browser wants at least min(W, screen width)
 * pixels per device pixel, and no screen is narrower than a small phone, so a copy narrower than
 * that is never chosen, only written into every page's HTML and page data.
 */

/** The narrowest screen the site is laid out for, in CSS pixels (a small phone). */
export const NARROWEST_SCREEN = 320

/** The multiples of its width a card's picture is made in: 0.75x and 1.5x give a phone (about 720
 * device pixels across) an 840 px service card instead of the 1,120 px one. */
const CARD_DENSITIES = [0.25, 0.5, 0.75, 1, 1.5, 2] as const

/** The multiples a screen can pick for a picture shown at most `width` pixels wide (1x always). */
export function pickableDensities(width: number, densities: readonly number[] = CARD_DENSITIES): number[] {
  const least = Math.min(width, NARROWEST_SCREEN)
  return densities.filter((d) => d === 1 || d * width >= least)
}

/** The smallest copy a screen can pick for a `sizes` of "(min-width: W) W, 100vw" (null for others). */
export function leastPickableWidth(sizes: string): number | null {
  const match = /^\(min-width: (\d+)px\) \1px, 100vw$/.exec(sizes.trim())
  return match ? Math.min(Number(match[1]), NARROWEST_SCREEN) : null
}
