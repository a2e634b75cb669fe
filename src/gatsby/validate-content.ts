import fs from "fs"
import path from "path"
import matter from "gray-matter"
import yaml from "js-yaml"
import {
  checkBlogPost,
  checkCompany,
  checkLegalPage,
  checkProject,
  checkService,
  checkUnique,
  type ContentProblem,
  type Rec,
} from "../lib/content-rules"
import { ESTIMATE_RATES_FILE, readEstimateRates } from "../lib/estimate/rates"

/** Reads every content file under `contentDir` and returns all problems, each naming file and field. */
export function validateContent(contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const existsFrom = (dir: string) => (relative: string) => fs.existsSync(path.resolve(dir, relative))

  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as unknown
    } catch (error) {
      problems.push({ file: rel(file), field: "(file)", message: `is not valid JSON: ${(error as Error).message}` })
      return undefined
    }
  }
  const readFrontmatter = (file: string): Rec | undefined => {
    try {
      // The core schema keeps an unquoted 2024-02-30 as written instead of rolling it into March.
      const parsed = matter(fs.readFileSync(file, "utf8"), {
        engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object },
      })
      return parsed.data
    } catch (error) {
      problems.push({ file: rel(file), field: "(frontmatter)", message: `cannot be read: ${(error as Error).message}` })
      return undefined
    }
  }
  const subdirs = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
          .sort()
      : []
  const files = (dir: string, ext: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(ext))
          .sort()
          .map((f) => path.join(dir, f))
      : []

  // Blog posts: content/blog/<slug>/index.md
  const blogDir = path.join(contentDir, "blog")
  for (const slug of subdirs(blogDir)) {
    const file = path.join(blogDir, slug, "index.md")
    if (!fs.existsSync(file)) {
      problems.push({
        file: rel(path.join(blogDir, slug)),
        field: "index.md",
        message: "is missing: every post folder needs an index.md",
      })
      continue
    }
    const fm = readFrontmatter(file)
    if (fm) problems.push(...checkBlogPost(rel(file), slug, fm, existsFrom(path.dirname(file))))
  }

  // Projects: content/projects/<folder>/project.json
  const projectsDir = path.join(contentDir, "projects")
  const projects: { file: string; record: Rec }[] = []
  for (const folder of subdirs(projectsDir)) {
    const file = path.join(projectsDir, folder, "project.json")
    if (!fs.existsSync(file)) continue
    const record = readJson(file)
    if (record === undefined) continue
    if (!isRecord(record)) {
      problems.push({ file: rel(file), field: "(file)", message: "must hold one JSON object" })
      continue
    }
    projects.push({ file: rel(file), record })
    problems.push(...checkProject(rel(file), record, existsFrom(path.dirname(file))))
  }
  problems.push(
    ...checkUnique(
      projects.map((p) => ({ file: p.file, value: p.record.slug })),
      "slug",
    ),
  )
  problems.push(
    ...checkUnique(
      projects.map((p) => ({ file: p.file, value: p.record.id })),
      "id",
    ),
  )

  // Services: content/services/<Slug>.json
  const servicesDir = path.join(contentDir, "services")
  const services: { file: string; record: Rec }[] = []
  for (const file of files(servicesDir, ".json")) {
    const record = readJson(file)
    if (record === undefined) continue
    if (!isRecord(record)) {
      problems.push({ file: rel(file), field: "(file)", message: "must hold one JSON object" })
      continue
    }
    services.push({ file: rel(file), record })
    problems.push(...checkService(rel(file), record, existsFrom(servicesDir)))
  }
  // Service paths are matched case-insensitively, so GFRG and gfrg are the same slug.
  problems.push(
    ...checkUnique(
      services.map((s) => ({ file: s.file, value: s.record.slug })),
      "slug",
      (v) => v.toLowerCase(),
    ),
  )

  // Site facts
  const siteDir = path.join(contentDir, "site")
  const companyFile = path.join(siteDir, "company.json")
  if (!fs.existsSync(companyFile)) {
    problems.push({ file: rel(companyFile), field: "(file)", message: "is missing: the company facts are required" })
  } else {
    const company = readJson(companyFile)
    if (isRecord(company)) problems.push(...checkCompany(rel(companyFile), company))
  }
  // The cost calculator's rates have their own model (src/lib/estimate/rates.ts).
  const ratesFile = path.join(contentDir, ESTIMATE_RATES_FILE)
  problems.push(...readEstimateRates(ratesFile, rel(ratesFile)).problems)
  for (const file of files(siteDir, ".json")) {
    const data = readJson(file)
    if (!Array.isArray(data)) continue
    data.forEach((item: unknown, i: number) => {
      if (!isRecord(item)) return
      for (const field of ["src", "imageUrl"]) {
        const value = item[field]
        if (typeof value === "string" && value.startsWith("./") && !fs.existsSync(path.resolve(siteDir, value))) {
          problems.push({
            file: rel(file),
            field: `[${i}].${field}`,
            message: `names an image file that does not exist: ${value}`,
          })
        }
      }
    })
  }

  // Legal pages
  for (const file of files(path.join(contentDir, "legal"), ".md")) {
    const fm = readFrontmatter(file)
    if (fm) problems.push(...checkLegalPage(rel(file), fm))
  }

  return problems
}

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
