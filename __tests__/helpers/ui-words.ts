import { DICTIONARIES } from "../../src/lib/i18n/ui"

/** Every text of a dictionary, with where it is: functions are left out (their words are data). */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key))
  return []
}

/**
 * The interface's English words that Malayalam says otherwise (docs/behaviour.md §10): none of them
 * may show on a Malayalam page. Words both languages write the same (GFRG, WhatsApp) are left out,
 * and so are short words and signs.
 */
export function englishOnlyWords(): string[] {
  const all = Object.values(DICTIONARIES)
  // A word some Malayalam entry writes as it is (a brand, WhatsApp) is Malayalam usage too.
  const malayalamTexts = new Set(all.flatMap((dictionary) => texts(dictionary.ml, "").map(([, text]) => text.trim())))
  const words = new Set<string>()
  for (const dictionary of all) {
    const malayalam = new Map(texts(dictionary.ml, ""))
    for (const [at, english] of texts(dictionary.en, ""))
      if (
        english.trim().length >= 3 &&
        /[A-Za-z]{3}/.test(english) &&
        malayalam.get(at) !== english &&
        !malayalamTexts.has(english.trim())
      )
        words.add(english.trim())
  }
  return [...words]
}
