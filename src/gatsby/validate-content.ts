import fs from "fs"
import path from "path"
import {
  blogSlugProblem,
  checkAgainst,
  checkUnique,
  CONTENT_TYPES,
  type ContentProblem,
  type ContentType,
} from "../lib/content-model"
import { bodyImageProblems } from "../lib/content/body-images"
import { serviceSlugKey } from "../lib/listing/slug"
import { filesIn, readContentFile, subdirs, type ContentFileResult } from "./content-files"

/**
 * Reads every content file under `contentDir` and returns all problems, each naming file and field:
 * every file is checked against its type in the content model, then the rules across files
 * (no two projects share a slug or number, no two services a slug in any casing).
 */
export function validateContent(contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const existsFrom = (dir: string) => (relative: string) => fs.existsSync(path.resolve(dir, relative))
  const entries = new Map<string, { file: string; value: Record<string, unknown> }[]>()

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
    if (isRecord(read.value))
      entries.set(type.name, [...(entries.get(type.name) ?? []), { file: rel(file), value: read.value }])
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
        const file = path.join(dir, folder, source.file)
        if (!fs.existsSync(file)) {
          // A blog post is its folder, so a folder without its file is a mistake worth naming.
          if (source.format === "markdown")
            problems.push({
              file: rel(path.join(dir, folder)),
              field: source.file,
              message: `is missing: every post folder needs an ${source.file}`,
            })
          continue
        }
        if (type.name === "blog") {
          const slugProblem = blogSlugProblem(folder)
          if (slugProblem) problems.push({ file: rel(file), field: "slug", message: slugProblem })
        }
        check(type, file, readContentFile(file, source.format))
      }
    } else if (source.kind === "files") {
      for (const name of source.required ?? []) {
        const file = path.join(contentDir, source.dir, name)
        if (!fs.existsSync(file))
          problems.push({
            file: rel(file),
            field: "(file)",
            message: `is missing: the ${type.label.toLowerCase()} need it`,
          })
      }
      for (const file of filesIn(path.join(contentDir, source.dir), source.extension))
        check(type, file, readContentFile(file, source.format))
    } else {
      const file = path.join(contentDir, source.path)
      if (!fs.existsSync(file)) {
        if (source.required)
          problems.push({
            file: rel(file),
            field: "(file)",
            message: `is missing: the ${type.label.toLowerCase()} are required`,
          })
        continue
      }
      check(type, file, readContentFile(file, source.format))
    }
  }

  const values = (name: string, field: string) =>
    (entries.get(name) ?? []).map((entry) => ({ file: entry.file, value: entry.value[field] }))
  problems.push(...checkUnique(values("projects", "slug"), "slug"))
  problems.push(...checkUnique(values("projects", "id"), "id"))
  // Service paths are matched case-insensitively, so GFRG and gfrg are the same slug.
  problems.push(...checkUnique(values("services", "slug"), "slug", serviceSlugKey))
  return problems
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
