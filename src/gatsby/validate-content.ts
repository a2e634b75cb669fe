import fs from "fs"
import path from "path"
import {
  blogSlugProblem,
  checkAgainst,
  checkUnique,
  CONTENT_TYPES,
  translatedFacts,
  type ContentProblem,
  type ContentType,
} from "../lib/content-model"
import { bodyImageProblems } from "../lib/content/body-images"
import { DEFAULT_LANG, fileNameIn, LANG_NAMES_IN_ENGLISH, LANGS, type Lang } from "../lib/i18n/lang"
import { serviceSlugKey } from "../lib/listing/slug"
import {
  filesIn,
  isBlankTranslation,
  langOfFile,
  readContentFile,
  subdirs,
  type ContentFileResult,
} from "./content-files"

/**
 * Reads every content file under `contentDir` and returns all problems, each naming file and field:
 * every file is checked against its type in the content model, then the rules across files
 * (no two projects share a slug or number, no two services a slug in any casing).
 *
 * Every content file says its language in its name (`index.en.md`, `company.ml.json`), as the
 * editor reads and writes them. A translation is checked against the same model as its English
 * file, which it needs beside it; a required file is required in every language, and a translated
 * site file needs its twin in every language (docs/behaviour.md §10).
 */
export function validateContent(contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const existsFrom = (dir: string) => (relative: string) => fs.existsSync(path.resolve(dir, relative))
  const entries = new Map<string, { file: string; value: Record<string, unknown> }[]>()
  const translatedFiles: { file: string; value: unknown }[] = []
  const missing = (file: string, message: string) => problems.push({ file: rel(file), field: "(file)", message })
  const langOf = (file: string): Lang => langOfFile(file)?.lang ?? DEFAULT_LANG
  const englishOf = (file: string) => path.join(path.dirname(file), fileNameIn(DEFAULT_LANG, path.basename(file)))
  const translations = (type: ContentType) => (type.translated ? LANGS : [DEFAULT_LANG])
  /** A content file whose name says no language: the editor would not find it. */
  const unnamed = (file: string): boolean => {
    if (langOfFile(file)) return false
    const name = path.basename(file)
    missing(
      file,
      `must say its language in its name: ${fileNameIn("en", name)} for English, ${fileNameIn("ml", name)} for Malayalam`,
    )
    return true
  }
  /** A file that is there and says something (a blank translation is none: isBlankTranslation). */
  const present = (file: string) => fs.existsSync(file) && !isBlankTranslation(file)
  /** A translation whose English file is not beside it, which would be a page of no language. */
  const orphan = (file: string): boolean => {
    if (langOf(file) === DEFAULT_LANG) return false
    const english = englishOf(file)
    if (fs.existsSync(english)) return false
    missing(
      file,
      `is a ${LANG_NAMES_IN_ENGLISH[langOf(file)]} translation without its English file ${path.basename(english)} beside it`,
    )
    return true
  }

  const check = (type: ContentType, file: string, read: ContentFileResult) => {
    if (!read.ok) {
      problems.push({ file: rel(file), ...read.problem })
      return
    }
    const isObjectFile = type.source.kind !== "file"
    if (isObjectFile && !isRecord(read.value)) {
      problems.push({ file: rel(file), field: "(file)", message: "must hold one JSON object" })
      return
    }
    const lang = langOf(file)
    const key = `${type.name}:${lang}`
    if (lang !== DEFAULT_LANG) translatedFiles.push({ file, value: read.value })
    if (isRecord(read.value)) entries.set(key, [...(entries.get(key) ?? []), { file: rel(file), value: read.value }])
    problems.push(...checkAgainst(rel(file), type.schema, read.value, existsFrom(path.dirname(file))))
    if (read.body !== undefined)
      for (const message of bodyImageProblems(read.body, existsFrom(path.dirname(file))))
        problems.push({ file: rel(file), field: "body", message })
  }

  for (const type of CONTENT_TYPES) {
    const source = type.source
    if (source.kind === "folders") {
      const dir = path.join(contentDir, source.dir)
      for (const folder of subdirs(dir)) {
        const bare = path.join(dir, folder, source.file)
        if (fs.existsSync(bare)) unnamed(bare)
        const file = path.join(dir, folder, fileNameIn(DEFAULT_LANG, source.file))
        if (!fs.existsSync(file)) {
          // A blog post is its folder, so a folder without its file is a mistake worth naming.
          if (source.format === "markdown")
            problems.push({
              file: rel(path.join(dir, folder)),
              field: path.basename(file),
              message: `is missing: every post folder needs an ${path.basename(file)}`,
            })
          continue
        }
        if (type.name === "blog") {
          const slugProblem = blogSlugProblem(folder)
          if (slugProblem) problems.push({ file: rel(file), field: "slug", message: slugProblem })
        }
        check(type, file, readContentFile(file, source.format))
        for (const lang of translations(type).filter((l) => l !== DEFAULT_LANG)) {
          const twin = path.join(dir, folder, fileNameIn(lang, source.file))
          if (present(twin)) check(type, twin, readContentFile(twin, source.format))
        }
      }
    } else if (source.kind === "files") {
      for (const name of source.required ?? [])
        for (const lang of translations(type)) {
          const file = path.join(contentDir, source.dir, fileNameIn(lang, name))
          if (!present(file)) missing(file, `is missing: the ${type.label.toLowerCase()} need it`)
        }
      for (const file of filesIn(path.join(contentDir, source.dir), source.extension))
        if (!isBlankTranslation(file) && !unnamed(file) && !orphan(file))
          check(type, file, readContentFile(file, source.format))
    } else {
      const bare = path.join(contentDir, source.path)
      if (fs.existsSync(bare)) unnamed(bare)
      const english = fileNameIn(DEFAULT_LANG, bare)
      if (!fs.existsSync(english)) {
        if (source.required) missing(english, `is missing: the ${type.label.toLowerCase()} are required`)
        continue
      }
      for (const lang of translations(type)) {
        const file = path.join(path.dirname(english), fileNameIn(lang, path.basename(english)))
        if (present(file)) check(type, file, readContentFile(file, source.format))
        else
          missing(file, `is missing: the ${LANG_NAMES_IN_ENGLISH[lang]} edition needs its ${type.label.toLowerCase()}`)
      }
    }
  }

  // A translation says the same facts: its numbers, yes-or-no fields and the lengths of its lists of
  // records are the English file's (the estimate rates' figures, a project's area, the statistics).
  for (const { file, value } of translatedFiles) {
    const english = englishOf(file)
    const read = fs.existsSync(english) ? readContentFile(english, file.endsWith(".md") ? "markdown" : "json") : null
    if (read?.ok)
      for (const field of translatedFacts(read.value, value))
        problems.push({
          file: rel(file),
          field,
          message: `must be as in ${path.basename(english)}: a translation changes words, not facts`,
        })
  }

  const values = (name: string, field: string) =>
    (entries.get(name) ?? []).map((entry) => ({ file: entry.file, value: entry.value[field] }))
  for (const lang of LANGS) {
    problems.push(...checkUnique(values(`projects:${lang}`, "slug"), "slug"))
    problems.push(...checkUnique(values(`projects:${lang}`, "id"), "id"))
    // Service paths are matched case-insensitively, so GFRG and gfrg are the same slug.
    problems.push(...checkUnique(values(`services:${lang}`, "slug"), "slug", serviceSlugKey))
  }
  return problems
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
