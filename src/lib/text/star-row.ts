/**
 * A row of stars drawn as one SVG path: a testimonial's five stars are one `<svg>` and one `<path>`
 * instead of five icons (ten elements, each an icon to hydrate). docs/architecture.md §4.
 */

/** A star's ten corners in a 24-unit square: the star of the site's former icon set. */
const STAR_CORNERS: readonly (readonly [x: number, y: number])[] = [
  [12, 17.3],
  [18.2, 21],
  [16.6, 14],
  [22, 9.3],
  [14.8, 8.7],
  [12, 2],
  [9.2, 8.7],
  [2, 9.3],
  [7.4, 14],
  [5.8, 21],
]

/** One star's width and height, in the row's units. */
export const STAR_SIZE = 24

/** The space between two stars, in the same units (2.4 px when a star is drawn 18 px tall). */
export const STAR_GAP = 3.2

/** The width of a row of `count` stars, in the row's units (its height is STAR_SIZE). */
export function starRowWidth(count: number): number {
  return round(count * STAR_SIZE + Math.max(0, count - 1) * STAR_GAP)
}

/** The size in pixels of a row of `count` stars drawn `height` px tall, and its view box. */
export function starRowBox(count: number, height: number): { width: number; height: number; viewBox: string } {
  return {
    width: round((starRowWidth(count) * height) / STAR_SIZE),
    height,
    viewBox: `0 0 ${starRowWidth(count)} ${STAR_SIZE}`,
  }
}

/** The path data of a row of `count` stars, each a closed outline of its ten corners. */
export function starRowPath(count: number): string {
  const stars: string[] = []
  for (let i = 0; i < count; i++) {
    const dx = i * (STAR_SIZE + STAR_GAP)
    stars.push(`M${STAR_CORNERS.map(([x, y]) => `${round(x + dx)} ${y}`).join(" ")}z`)
  }
  return stars.join("")
}

/** One decimal: path data without floating-point noise (3.2 * 3 is 9.600000000000001). */
function round(value: number): number {
  return Math.round(value * 10) / 10
}
