import { bodyImages } from "./body-images"
import { countWords, readingMinutes } from "../text/reading"
import { pathIn, type Lang } from "../i18n/lang"

/**
 * The house standard of a blog post that the content model cannot enforce field by field
 * (docs/behaviour.md §3): 950 to 1,250 words (5 to 7 minutes), `##` and `###` headings, a list,
 * a link to /contact and about ten keywords. The build accepts a post that misses it; the
 * editor's preview shows each miss as a warning, and the blog's own test holds the published
 * posts to it.
 */
export const WORDS_MIN = 950
export const WORDS_MAX = 1250
export const KEYWORDS_MIN = 8
export const KEYWORDS_MAX = 12

/**
 * A Malayalam post's length (docs/behaviour.md §10): Malayalam joins into one word what English
 * writes as several ("വീടുകളിലേക്ക്", "to the houses"), so the same article has about a quarter fewer
 * words: 650 to 1,000.
 */
export const WORDS_BY_LANG: Record<Lang, { min: number; max: number }> = {
  en: { min: WORDS_MIN, max: WORDS_MAX },
  ml: { min: 650, max: 1000 },
}

export interface DraftPost {
  body: string
  keywords: readonly string[]
  /** The post's language (index.ml.md: Malayalam); English when not given. */
  lang?: Lang
}

export function editorialWarnings({ body, keywords, lang = "en" }: DraftPost): string[] {
  const warnings: string[] = []
  // Not the house standard but a rule of the build (docs/behaviour.md §5), which the editor's
  // picture dialog does not enforce: said here first, so it is fixed before publishing.
  for (const { src } of bodyImages(body).filter((image) => !image.alt))
    warnings.push(
      `Describe the picture ${src || "without a file"} (Alt Text): the site is not built with a picture left undescribed.`,
    )
  const words = countWords(body)
  const { min, max } = WORDS_BY_LANG[lang]
  if (lang === "en" && (words < min || words > max)) {
    warnings.push(
      `The article has ${words.toLocaleString("en-IN")} words (${readingMinutes(words)} min read); the house standard is 950 to 1,250 words (5 to 7 minutes).`,
    )
  } else if (words < min || words > max) {
    warnings.push(
      `The Malayalam article has ${words.toLocaleString("en-IN")} words; the Malayalam house standard is ${min.toLocaleString("en-IN")} to ${max.toLocaleString("en-IN")} words.`,
    )
  }
  if (!/^## \S/m.test(body)) warnings.push("Add section headings (## Heading): they become the table of contents.")
  if (!/^### \S/m.test(body)) warnings.push("Add at least one sub-heading (### Heading) inside a section.")
  if (!/^(?:[-*] |\d+\. )\S/m.test(body)) warnings.push("Add a list: readers scan steps and checklists first.")
  const contact = pathIn(lang, "/contact")
  if (!body.includes(`](${contact})`) && !body.includes(`href="${contact}"`))
    warnings.push(`End with a link to ${contact}.`)
  if (keywords.length < KEYWORDS_MIN || keywords.length > KEYWORDS_MAX) {
    warnings.push(`There are ${keywords.length} keywords; about ten (8 to 12) are expected.`)
  }
  return warnings
}
