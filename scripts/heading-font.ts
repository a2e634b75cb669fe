/**
 * Writes the heading font's first part and its stylesheet (src/lib/first-visit/heading-font.ts):
 *   npm run font
 * Run it after upgrading @fontsource/dm-serif-display or changing the characters of the first
 * part; the unit tests fail while the written files and src/lib/first-visit/heading-font.ts disagree.
 */
import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import { BASIC_CODE_POINTS, BASIC_FILE, headingFontCss } from "../src/lib/first-visit/heading-font"

const root = path.resolve(__dirname, "..")
export const LATIN_FILE = path.join(
  root,
  "node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
)
export const BASIC_OUT = path.join(root, "src/styles/fonts", BASIC_FILE)
export const CSS_OUT = path.join(root, "src/styles/heading-font.css")

/**
 * The first part's file, cut from @fontsource's Latin file (the same bytes for the same inputs),
 * without the TrueType hinting instructions: a third of the cut file, which only Windows' renderer
 * reads, and only for small text (docs/architecture.md §4, "The heading font").
 */
export async function basicPart(): Promise<Buffer> {
  return subsetFont(fs.readFileSync(LATIN_FILE), String.fromCodePoint(...BASIC_CODE_POINTS), {
    targetFormat: "woff2",
    noHinting: true,
  })
}

async function main(): Promise<void> {
  fs.mkdirSync(path.dirname(BASIC_OUT), { recursive: true })
  const font = await basicPart()
  fs.writeFileSync(BASIC_OUT, font)
  fs.writeFileSync(CSS_OUT, headingFontCss())
  console.log(
    `wrote ${path.relative(root, BASIC_OUT)} (${font.length} bytes; the whole Latin file is ${fs.statSync(LATIN_FILE).size}) and ${path.relative(root, CSS_OUT)}`,
  )
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
