/**
 * The heading font (DM Serif Display 400, Latin, from @fontsource/dm-serif-display) in two parts
 * (docs/architecture.md §4, "The heading font"): the characters nearly every heading is written
 * in, in a file a third smaller than the whole Latin one, which every English page preloads; and
 * the rest of the Latin set (accented letters and rarer signs), in @fontsource's own file, which a
 * browser fetches only for a page whose headings use one of them (CSS `unicode-range`).
 * `npm run font` (scripts/heading-font.ts) writes the first file and the stylesheet from here.
 */

/** @fontsource's range for its Latin file (its unicode.json, "latin"). */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"

type Range = readonly [from: number, to: number]

const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The first part: printable ASCII, the no-break space, and the typographic signs of English text
 * (dashes, curly quotes, bullet, ellipsis, primes, ©, ®, ·, ×, €, ™).
 */
export const BASIC_CODE_POINTS: readonly number[] = [
  ...span(0x20, 0x7e),
  0xa0,
  0xa9,
  0xae,
  0xb7,
  0xd7,
  ...span(0x2010, 0x2014),
  ...span(0x2018, 0x201e),
  0x2022,
  0x2026,
  0x2032,
  0x2033,
  0x20ac,
  0x2122,
]

export function parseUnicodeRange(css: string): Range[] {
  return css.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-") as [string, string?]
    return [parseInt(from, 16), parseInt(to, 16)] as const
  })
}

/** Code points as the shortest `unicode-range` list (sorted, neighbours joined). */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const cp of sorted) {
    const last = ranges[ranges.length - 1]
    if (last && cp === last[1] + 1) last[1] = cp
    else ranges.push([cp, cp])
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0")
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",")
}

const latin = parseUnicodeRange(LATIN_RANGE).flatMap(([from, to]) => span(from, to))
const basic = new Set(BASIC_CODE_POINTS)

/** The first part's range. */
export const BASIC_RANGE = formatUnicodeRange(BASIC_CODE_POINTS)
/** The second part's: the Latin set without the first part. */
export const REST_OF_LATIN_RANGE = formatUnicodeRange(latin.filter((cp) => !basic.has(cp)))

export const BASIC_FILE = "dm-serif-display-latin-basic-400-normal.woff2"

/** The stylesheet (src/styles/heading-font.css); the two ranges do not overlap. */
export function headingFontCss(): string {
  const face = (src: string, range: string) =>
    [
      "@font-face {",
      '  font-family: "DM Serif Display";',
      "  font-style: normal;",
      "  font-display: swap;",
      "  font-weight: 400;",
      `  src: ${src};`,
      `  unicode-range: ${range};`,
      "}",
    ].join("\n")
  return [
    "/* Written by `npm run font` from src/lib/first-visit/heading-font.ts: do not edit. DM Serif Display, SIL Open Font License 1.1. */",
    face(
      'url("~@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2") format("woff2")',
      REST_OF_LATIN_RANGE,
    ),
    face(`url("./fonts/${BASIC_FILE}") format("woff2")`, BASIC_RANGE),
    "",
  ].join("\n")
}
