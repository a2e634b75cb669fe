import yaml from "js-yaml"
import { checkAgainst, CONTENT_TYPES, translatedFacts } from "../lib/content-model"
import { LANG_NAMES_IN_ENGLISH, isLang } from "../lib/i18n/lang"

/**
 * How the editor writes an entry's languages (docs/architecture.md §11). Decap's i18n writes a file
 * for every language of an entry it saves, whatever was typed in it. The formats below write a
 * language nobody has typed in as a blank file (Decap ends every file with a newline), which the
 * build reads as no translation (`isBlankTranslation`); Decap's own JSON would write `{}`, which the
 * build would refuse as a translation missing every field. A translation that is begun must be
 * whole: `translationProblems` is the build's own check (the content model, and the English entry's
 * facts), asked before a save.
 */

/** Whether a language's data holds anything typed: text that is not blank, a number, a yes or no. */
export function hasContent(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== ""
  if (typeof value === "number" || typeof value === "boolean") return true
  if (Array.isArray(value)) return value.some(hasContent)
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasContent)
  return false
}

type Data = Record<string, unknown>

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/

/** The names the collections use for the formats below (src/cms/collections.ts). */
export const MARKDOWN_BY_LANGUAGE = "frontmatter-by-language"
export const JSON_BY_LANGUAGE = "json-by-language"

/**
 * Markdown with YAML frontmatter, as the build reads it (js-yaml's core schema keeps dates as the
 * text written), and a blank file for a language with nothing in it.
 */
export const markdownByLanguage = {
  fromFile: (text: string): Data => {
    const match = FRONTMATTER.exec(text)
    if (!match) return { body: text }
    const meta = yaml.load(match[1] ?? "", { schema: yaml.CORE_SCHEMA }) as Data | null
    return { ...meta, body: (match[2] ?? "").replace(/^\r?\n/, "") }
  },
  toFile: (data: Data): string => {
    if (!hasContent(data)) return ""
    const { body, ...meta } = data
    const text = typeof body === "string" ? body.trim() : ""
    return `---\n${yaml.safeDump(meta, { lineWidth: -1, skipInvalid: true })}---\n\n${text}\n`
  },
}

/** JSON as Decap writes it, and a blank file for a language with nothing in it. */
export const jsonByLanguage = {
  fromFile: (text: string): Data => JSON.parse(text) as Data,
  toFile: (data: Data): string => (hasContent(data) ? `${JSON.stringify(data, null, 2)}\n` : ""),
}

/**
 * What the build would refuse in an entry's translation, in an editor's words: each field the
 * content model refuses, and each fact that differs from the English entry. A language with
 * nothing typed in is no translation yet, and nothing is asked of it.
 */
export function translationProblems(collection: string, english: Data, translated: Data): string[] {
  const type = CONTENT_TYPES.find((t) => t.name === collection)
  if (!type || !hasContent(translated)) return []
  const asFile = (data: Data): Data => {
    if (type.source.kind === "file" || type.source.format !== "markdown") return data
    const { body: _, ...frontmatter } = data
    return frontmatter
  }
  const value = asFile(translated)
  return [
    ...checkAgainst(collection, type.schema, value, () => true).map((p) => `${p.field} ${p.message}`),
    ...translatedFacts(asFile(english), value).map(
      (field) => `${field} must be as in English: a translation changes words, not facts`,
    ),
  ]
}

/** Decap's entry as the preSave event hands it over (an Immutable.js map). */
interface DecapEntry {
  get(key: "collection"): string
  getIn(path: readonly string[]): { toJS(): unknown } | undefined
}

/**
 * The editor's check before a save (Decap's preSave event): a translation the build would refuse is
 * not saved, and the message says which fields to mend. Throwing stops the save; Decap shows the
 * message ("Failed to persist entry: ...").
 */
export function refuseIncompleteTranslations({ entry }: { entry: DecapEntry }): undefined {
  const english = (entry.getIn(["data"])?.toJS() ?? {}) as Data
  const languages = (entry.getIn(["i18n"])?.toJS() ?? {}) as Record<string, { data?: Data }>
  for (const [lang, { data }] of Object.entries(languages)) {
    const problems = translationProblems(entry.get("collection"), english, data ?? {})
    if (problems.length > 0 && isLang(lang))
      throw new Error(
        `The ${LANG_NAMES_IN_ENGLISH[lang]} translation is not complete, so nothing was saved: ${problems.join("; ")}.`,
      )
  }
  return undefined
}
