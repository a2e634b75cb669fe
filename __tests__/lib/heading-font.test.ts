/** @jest-environment node */
// (subset-font's WebAssembly takes only Node's own byte arrays, not a browser stand-in's.)
import fs from "fs"
import path from "path"
import {
  BASIC_CODE_POINTS,
  BASIC_RANGE,
  formatUnicodeRange,
  headingFontCss,
  LATIN_RANGE,
  parseUnicodeRange,
  REST_OF_LATIN_RANGE,
} from "../../src/lib/first-visit/heading-font"
import { basicPart, BASIC_OUT, CSS_OUT } from "../../scripts/heading-font"

const codePoints = (range: string) =>
  parseUnicodeRange(range).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))

describe("the heading font in two parts", () => {
  it("splits @fontsource's Latin file's range exactly: no character in both parts, none lost", () => {
    const unicode = JSON.parse(
      fs.readFileSync(require.resolve("@fontsource/dm-serif-display/unicode.json"), "utf8"),
    ) as Record<string, string>
    expect(LATIN_RANGE).toBe(unicode.latin)
    const basic = codePoints(BASIC_RANGE)
    const rest = codePoints(REST_OF_LATIN_RANGE)
    expect(basic.filter((cp) => rest.includes(cp))).toEqual([])
    expect([...basic, ...rest].sort((a, b) => a - b)).toEqual(
      [...new Set(codePoints(LATIN_RANGE))].sort((a, b) => a - b),
    )
  })

  it("puts plain English text and its typographic signs in the first part", () => {
    const basic = new Set(codePoints(BASIC_RANGE))
    for (const text of [
      "GFRG Homes: Cost & Time, 2024 (Kerala)",
      "Building Dreams, Crafting Realities.",
      "“Panel” — it’s 10–12 days…",
    ])
      for (const ch of text) expect(basic.has(ch.codePointAt(0) ?? 0)).toBe(true)
    expect(basic.has("é".codePointAt(0) ?? 0)).toBe(false)
  })

  it("writes ranges the shortest way and reads them back", () => {
    expect(formatUnicodeRange([0x41, 0x20, 0x42, 0x43, 0x2014])).toBe("U+0020,U+0041-0043,U+2014")
    expect(parseUnicodeRange("U+0020,U+0041-0043")).toEqual([
      [0x20, 0x20],
      [0x41, 0x43],
    ])
    expect(formatUnicodeRange(codePoints(BASIC_RANGE))).toBe(BASIC_RANGE)
  })

  it("has its written files up to date with src/lib/first-visit/heading-font.ts (npm run font)", async () => {
    expect(fs.readFileSync(CSS_OUT, "utf8")).toBe(headingFontCss())
    const written = fs.readFileSync(BASIC_OUT)
    expect(Buffer.compare(written, await basicPart())).toBe(0)
    // Half the whole Latin file it is cut from, and small enough to arrive in the first round trip
    // of its connection: a TCP initial window (10 segments, 14,600 bytes) holds it with its
    // response headers (docs/architecture.md §4, "The heading font").
    expect(written.length).toBeLessThan(13_000)
    const latin = fs.statSync(
      path.join(
        path.dirname(require.resolve("@fontsource/dm-serif-display/unicode.json")),
        "files/dm-serif-display-latin-400-normal.woff2",
      ),
    ).size
    expect(written.length).toBeLessThan(latin * 0.5)
    expect(BASIC_CODE_POINTS.length).toBeGreaterThan(95)
  })
})
