/**
 * Writes src/lib/i18n/language-name.ts: the word "മലയാളം" drawn as one SVG path, in Noto Sans
 * Malayalam semibold as fontkit shapes it (docs/behaviour.md §10, the language switch).
 *   npm run font
 * English pages show the switch's "മലയാളം" as this drawing, so they need no Malayalam font (a
 * device without one, such as Debian's Chromium, would show empty boxes) and fetch none; the word
 * itself stays in the link as text for screen readers and search. The unit test fails while the
 * written file and this drawing disagree.
 */
import fs from "fs"
import path from "path"
import * as fontkit from "fontkit"

const root = path.resolve(__dirname, "..")
const FONT = path.join(
  root,
  "node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-600-normal.woff2",
)
export const NAME_OUT = path.join(root, "src/lib/i18n/language-name.ts")
export const WORD = "മലയാളം"

/** The word's outline: one path in font units (y downwards, whole units) and its box. */
export function drawWord(): { viewBox: string; d: string } {
  const font = fontkit.create(fs.readFileSync(FONT)) as fontkit.Font
  const run = font.layout(WORD)
  let pen = 0
  const parts = run.glyphs.map((glyph, i) => {
    const position = run.positions[i]
    const dx = pen + (position?.xOffset ?? 0)
    const dy = position?.yOffset ?? 0
    pen += position?.xAdvance ?? 0
    // Absolute coordinates in pairs: moved along the line and turned the right way up.
    return glyph.path
      .toSVG()
      .replace(
        /(-?[\d.]+)[ ,](-?[\d.]+)/g,
        (_, x: string, y: string) => `${Math.round(Number(x) + dx)} ${Math.round(-(Number(y) + dy))}`,
      )
  })
  const em = font.unitsPerEm
  // The line's box: from an em above the baseline to 0.4 em below it, room for Malayalam's signs.
  return { viewBox: `0 ${-em} ${Math.round(pen)} ${Math.round(em * 1.4)}`, d: parts.join("") }
}

export function languageNameModule({ viewBox, d }: { viewBox: string; d: string }): string {
  return [
    "// Written by `npm run font` (scripts/language-name.ts) from Noto Sans Malayalam, SIL Open Font License 1.1: do not edit.",
    "",
    `/** "${WORD}" drawn as one SVG path, for the language switch on English pages (docs/behaviour.md §10). */`,
    "export const MALAYALAM_NAME_DRAWING = {",
    `  viewBox: ${JSON.stringify(viewBox)},`,
    `  d: ${JSON.stringify(d)},`,
    "}",
    "",
  ].join("\n")
}

if (require.main === module) {
  fs.writeFileSync(NAME_OUT, languageNameModule(drawWord()))
  console.log(`wrote ${path.relative(root, NAME_OUT)}`)
}
