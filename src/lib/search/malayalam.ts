/**
 * Malayalam text as search compares it (docs/behaviour.md §11). Malayalam has two encodings of its
 * chillu letters (a consonant without its vowel): the atomic letters of Unicode 5.1 (ൺ ൻ ർ ൽ ൾ ൿ)
 * and the older sequence consonant + virama + zero width joiner (ന്‍), which older keyboards,
 * fonts and copied text still produce. They look the same and a reader cannot tell them apart, so
 * the index (built from the pages, src/gatsby/search-index.ts) and every query are brought to the
 * atomic letters before they meet. The same for ന്റ ("nta"), written ന്‍റ or ൻറ by the same tools.
 * Joiners left over after that only steer a font's ligatures and are dropped.
 */

const VIRAMA = "\u0D4D"
const ZWJ = "\u200D"
const ZWNJ = "\u200C"

/** consonant → its atomic chillu */
const CHILLU: Readonly<Record<string, string>> = {
  "\u0D23": "\u0D7A", // ണ → ൺ
  "\u0D28": "\u0D7B", // ന → ൻ
  "\u0D30": "\u0D7C", // ര → ർ
  "\u0D32": "\u0D7D", // ല → ൽ
  "\u0D33": "\u0D7E", // ള → ൾ
  "\u0D15": "\u0D7F", // ക → ൿ
}

const NTA = "\u0D28\u0D4D\u0D31" // ന്റ
const OLD_NTA = new RegExp(`(?:\u0D28${VIRAMA}${ZWJ}|\u0D7B)\u0D31`, "g") // ന്‍റ, ൻറ
const OLD_CHILLU = new RegExp(`([${Object.keys(CHILLU).join("")}])${VIRAMA}${ZWJ}`, "g")
const JOINERS = new RegExp(`[${ZWJ}${ZWNJ}]`, "g")

/** `text` with every chillu atomic, ന്റ in one spelling and no joiners; other text as it was. */
export function normalizeMalayalam(text: string): string {
  if (!/[\u0D00-\u0D7F]/.test(text)) return text
  return text
    .replace(OLD_NTA, NTA)
    .replace(OLD_CHILLU, (_, consonant: string) => CHILLU[consonant] ?? consonant)
    .replace(JOINERS, "")
}
