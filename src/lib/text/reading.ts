/** Word count and reading time of an article, computed at build time from its text. */

import type { Lang } from "../i18n/lang"

export const WORDS_PER_MINUTE = 200
/**
 * Reading speed by language (docs/behaviour.md §9, decided here): a Malayalam word is often an
 * English phrase joined into one ("വീടുകളിലേക്ക്"), so fewer of them are read in a minute.
 */
export const WORDS_PER_MINUTE_BY_LANG: Record<Lang, number> = { en: WORDS_PER_MINUTE, ml: 140 }

export function countWords(markdownOrHtml: string): number {
  const text = markdownOrHtml
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`|~-]+/g, " ")
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, rounded up, at least 1. */
export function readingMinutes(words: number, lang: Lang = "en"): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE_BY_LANG[lang]))
}
