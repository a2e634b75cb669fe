import fs from "fs"
import path from "path"
import matter from "gray-matter"
import yaml from "js-yaml"
import { type z } from "zod"
import { checkAgainst, formatProblems } from "../lib/content-model"
import { DEFAULT_LANG, langOfFileName } from "../lib/i18n/lang"

/** A content file read as data, or the problem that stopped it being read. */
export type ContentFileResult =
  { ok: true; value: unknown; body?: string } | { ok: false; problem: { field: string; message: string } }

/** A content file's language and its name without it, from its path: content/blog/x/index.ml.md → ml, "index". */
export const langOfFile = (file: string) => langOfFileName(path.basename(file, path.extname(file)))

/**
 * A translation file with nothing in it. The editor writes one for a language nobody has typed in
 * whenever it saves an entry (Decap's i18n writes a file for every language, and a blank one for an
 * empty language: src/cms/translations.ts). It is no translation: the build leaves it out, as if it
 * were not there (docs/behaviour.md §10). An English file is never blank in this sense: it is refused.
 */
export function isBlankTranslation(file: string): boolean {
  const named = langOfFile(file)
  if (!named || named.lang === DEFAULT_LANG || !/\.(md|json)$/.test(file)) return false
  try {
    const stat = fs.statSync(file)
    return stat.isFile() && stat.size < 64 && fs.readFileSync(file, "utf8").trim() === ""
  } catch {
    return false
  }
}

/** Reads a JSON file, or a markdown file's frontmatter and body, without judging what it holds. */
export function readContentFile(file: string, format: "json" | "markdown"): ContentFileResult {
  const text = fs.readFileSync(file, "utf8")
  if (format === "json") {
    try {
      return { ok: true, value: JSON.parse(text) as unknown }
    } catch (error) {
      return { ok: false, problem: { field: "(file)", message: `is not valid JSON: ${(error as Error).message}` } }
    }
  }
  try {
    // The core schema keeps an unquoted 2024-02-30 as written instead of rolling it into March.
    const parsed = matter(text, {
      engines: { yaml: (source: string) => yaml.load(source, { schema: yaml.CORE_SCHEMA }) as object },
    })
    return { ok: true, value: parsed.data, body: parsed.content }
  } catch (error) {
    return { ok: false, problem: { field: "(frontmatter)", message: `cannot be read: ${(error as Error).message}` } }
  }
}

/**
 * A JSON content file as its type in the content model, for scripts such as the brochure; a file
 * that breaks the model throws the build's message naming the file and the field.
 */
export function loadJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  if (!fs.existsSync(file)) throw new Error(formatProblems([{ file, field: "(file)", message: "is missing" }]))
  const read = readContentFile(file, "json")
  if (!read.ok) throw new Error(formatProblems([{ file, ...read.problem }]))
  const result = schema.safeParse(read.value)
  if (!result.success) throw new Error(formatProblems(checkAgainst(file, schema, read.value, () => true)))
  return result.data
}

/** The folders directly inside `dir`, by name; none when it does not exist. */
export const subdirs = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : []

/** The files in `dir` whose names end with `extension`, by name; none when it does not exist. */
export const filesIn = (dir: string, extension: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(extension))
        .sort()
        .map((f) => path.join(dir, f))
    : []
