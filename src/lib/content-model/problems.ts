/**
 * Content problems as the build reports them: one line per file and field, every problem at
 * once, so an editor's mistake never becomes a blank page (docs/behaviour.md §3).
 */
import { z } from "zod"
import { imagesIn } from "./shape"

export interface ContentProblem {
  file: string
  field: string
  message: string
}

/** Answers whether a relative path (from the content file's folder) names an existing file. */
export type FileExists = (relativePath: string) => boolean

/**
 * A zod issue path as an editor reads it: address.line1, images[0].src, [2].label. A problem with
 * one item of a list of texts is reported on the list (keywords, not keywords[3]).
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const segments = path.length > 1 && typeof path[path.length - 1] === "number" ? path.slice(0, -1) : path
  const name = segments
    .map((segment, i) => (typeof segment === "number" ? `[${segment}]` : `${i === 0 ? "" : "."}${String(segment)}`))
    .join("")
  return name === "" ? "(file)" : name
}

/** Checks one content value against its schema and its pictures against the files beside it. */
export function checkAgainst(
  file: string,
  schema: z.core.$ZodType,
  value: unknown,
  exists: FileExists,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const seen = new Set<string>()
  const add = (field: string, message: string) => {
    const key = `${field}\u0000${message}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ file, field, message })
  }
  const result = z.safeParse(schema, value)
  if (!result.success)
    for (const issue of result.error.issues) {
      // A group that refuses unknown fields reports each one as a field of its own.
      if (issue.code === "unrecognized_keys")
        for (const key of issue.keys) add(fieldName([...issue.path, key]), issue.message)
      else add(fieldName(issue.path), issue.message)
    }
  for (const { field, path } of imagesIn(schema, value))
    if (!exists(path)) add(field, `names an image file that does not exist: ${path}`)
  return problems
}

/** Records that must not share a key: reports every file after the first that reuses one. */
export function checkUnique(
  records: { file: string; value: unknown }[],
  field: string,
  normalise: (v: string) => string = (v) => v,
): ContentProblem[] {
  const seen = new Map<string, string>()
  const problems: ContentProblem[] = []
  for (const { file, value } of records) {
    if (value === undefined || value === null) continue
    const text = typeof value === "string" ? value : JSON.stringify(value)
    const key = normalise(text)
    const first = seen.get(key)
    if (first !== undefined) problems.push({ file, field, message: `duplicates "${text}" already used by ${first}` })
    else seen.set(key, file)
  }
  return problems
}

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  - ${p.file}: field "${p.field}" ${p.message}`)
  return `Content error${problems.length === 1 ? "" : "s"} (${problems.length}); fix and build again:\n${lines.join("\n")}`
}

/**
 * Where a translation's facts differ from its English entry's: its numbers, yes-or-no fields and the
 * lengths of its lists of records (a translation changes words, not facts; docs/behaviour.md §10).
 * The build and the editor both ask it.
 */
export function differentFacts(english: unknown, translated: unknown, at: string): string[] {
  if (typeof english === "number" || typeof english === "boolean") return english === translated ? [] : [at || "(file)"]
  if (Array.isArray(english)) {
    // A list of words (keywords, tags) may be as long as the language needs; a list of records may not.
    if (english.every((item) => typeof item === "string")) return []
    if (!Array.isArray(translated) || translated.length !== english.length) return [at || "(file)"]
    return english.flatMap((item, i) => differentFacts(item, translated[i], `${at}[${i}]`))
  }
  if (isRecord(english))
    return Object.entries(english).flatMap(([key, item]) =>
      differentFacts(item, isRecord(translated) ? translated[key] : undefined, at ? `${at}.${key}` : key),
    )
  return []
}

/**
 * Where a translation's facts are not its English file's, as the build and the editor both judge
 * them: differentFacts, except for a project's progress updates, which differentUpdates judges.
 */
export function translatedFacts(english: unknown, translated: unknown): string[] {
  return [
    ...differentFacts(withoutUpdates(english), withoutUpdates(translated), ""),
    ...differentUpdates(english, translated),
  ]
}

/** A project without its progress updates. */
function withoutUpdates(value: unknown): unknown {
  if (!isRecord(value) || !("updates" in value)) return value
  const { updates: _updates, ...rest } = value
  return rest
}

/**
 * Where a translated project's progress updates are not its English file's. A translation may leave
 * out an update not yet translated (the Malayalam page then shows the others), but each update it
 * has is an English one, found by its date: its stage and photos are facts of the build (the
 * stepper, the pictures), only its words change (docs/behaviour.md §10).
 */
function differentUpdates(english: unknown, translated: unknown): string[] {
  const updatesOf = (value: unknown): Record<string, unknown>[] =>
    isRecord(value) && Array.isArray(value.updates) ? value.updates.filter(isRecord) : []
  const photos = (update: Record<string, unknown>) =>
    Array.isArray(update.photos) ? update.photos.map((p: unknown) => (isRecord(p) ? p.src : undefined)) : []
  const originals = updatesOf(english)
  return updatesOf(translated).flatMap((update, i) => {
    const original = originals.find((candidate) => candidate.date === update.date)
    if (!original) return [`updates[${i}].date`]
    return [
      ...(original.stage === update.stage ? [] : [`updates[${i}].stage`]),
      ...(JSON.stringify(photos(original)) === JSON.stringify(photos(update)) ? [] : [`updates[${i}].photos`]),
    ]
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
