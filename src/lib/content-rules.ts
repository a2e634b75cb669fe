/**
 * The content model's rules, as pure functions over parsed records. The build
 * (src/gatsby/validate-content.ts) reads the files and reports every problem at once,
 * each naming the file and the field, so an editor's mistake never becomes a blank page.
 */

export const BLOG_CATEGORIES = [
  "GFRG",
  "ARCHITECTURE",
  "STRUCTURAL DESIGN",
  "PROJECT MANAGEMENT",
  "MEP",
  "CONSTRUCTION",
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const PROJECT_TYPES = ["Residential", "Commercial", "Institutional", "Hospitality"] as const
export const PROJECT_STATUSES = ["Ongoing", "Upcoming", "Completed"] as const
export const SERVICE_ICONS = [
  "gfrg",
  "construction",
  "architecture",
  "structure",
  "mep",
  "management",
  "documentation",
] as const

export interface ContentProblem {
  file: string
  field: string
  message: string
}

export type Rec = Record<string, unknown>

/** Answers whether a relative path (from the record's folder) names an existing file. */
export type FileExists = (relativePath: string) => boolean

const isString = (v: unknown): v is string => typeof v === "string"
const isNonEmptyString = (v: unknown): v is string => isString(v) && v.trim().length > 0

/** A calendar date written YYYY-MM-DD that really exists (2024-02-30 does not). */
export function isIsoDate(value: unknown): boolean {
  if (!isString(value) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

class Checker {
  readonly problems: ContentProblem[] = []
  constructor(
    private readonly file: string,
    private readonly record: Rec,
  ) {}

  add(field: string, message: string): void {
    this.problems.push({ file: this.file, field, message })
  }

  value(field: string): unknown {
    return this.record[field]
  }

  requiredString(field: string): string | undefined {
    const v = this.value(field)
    if (v === undefined || v === null || (isString(v) && v.trim() === "")) {
      this.add(field, "is required")
      return undefined
    }
    if (!isString(v)) {
      this.add(field, `must be text (got ${JSON.stringify(v)})`)
      return undefined
    }
    return v
  }

  optionalString(field: string): string | undefined {
    const v = this.value(field)
    if (v === undefined || v === null) return undefined
    if (!isString(v)) {
      this.add(field, `must be text (got ${JSON.stringify(v)})`)
      return undefined
    }
    return v
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T | undefined {
    const v = this.requiredString(field)
    if (v === undefined) return undefined
    if (!(allowed as readonly string[]).includes(v)) {
      this.add(field, `must be one of ${allowed.join(", ")} (got "${v}")`)
      return undefined
    }
    return v as T
  }

  date(field: string, required = true): void {
    const v = this.value(field)
    if (v === undefined || v === null || v === "") {
      if (required) this.add(field, "is required (a date written YYYY-MM-DD)")
      return
    }
    if (!isIsoDate(v)) this.add(field, `must be a date written YYYY-MM-DD (got ${JSON.stringify(v)})`)
  }

  stringList(
    field: string,
    { required = true, min = 1, exactly }: { required?: boolean; min?: number; exactly?: number } = {},
  ): void {
    const v = this.value(field)
    if (v === undefined || v === null) {
      if (required) this.add(field, "is required (a list)")
      return
    }
    if (!Array.isArray(v) || !v.every(isNonEmptyString)) {
      this.add(field, "must be a list of non-empty texts")
      return
    }
    if (exactly !== undefined && v.length !== exactly)
      this.add(field, `must have exactly ${exactly} items (has ${v.length})`)
    else if (v.length < min) this.add(field, `must have at least ${min} item${min === 1 ? "" : "s"}`)
  }

  positiveNumber(field: string, { required = true, integer = false } = {}): void {
    const v = this.value(field)
    if (v === undefined || v === null) {
      if (required) this.add(field, "is required (a number)")
      return
    }
    if (typeof v !== "number" || !Number.isFinite(v) || v <= 0 || (integer && !Number.isInteger(v))) {
      this.add(field, `must be a positive ${integer ? "whole " : ""}number (got ${JSON.stringify(v)})`)
    }
  }

  image(field: string, exists: FileExists, required = true): void {
    const v = required ? this.requiredString(field) : this.optionalString(field)
    if (v !== undefined && v !== "" && !exists(v)) this.add(field, `names an image file that does not exist: ${v}`)
  }

  url(field: string): void {
    const v = this.optionalString(field)
    if (v === undefined || v === "") return
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(v)) this.add(field, `must be an absolute http(s) URL (got "${v}")`)
  }
}

export function checkBlogPost(file: string, slug: string, fm: Rec, exists: FileExists): ContentProblem[] {
  const c = new Checker(file, fm)
  if (!BLOG_SLUG_PATTERN.test(slug))
    c.add("slug", `the folder name "${slug}" must be lowercase words joined by hyphens`)
  for (const field of ["title", "summary", "author", "metaTitle", "metaDescription", "imageAltText"])
    c.requiredString(field)
  c.oneOf("category", BLOG_CATEGORIES)
  c.date("datePublished")
  c.date("dateModified")
  if (isIsoDate(fm.datePublished) && isIsoDate(fm.dateModified) && String(fm.dateModified) < String(fm.datePublished)) {
    c.add("dateModified", "must not be earlier than datePublished")
  }
  c.stringList("keywords")
  c.stringList("tags")
  c.image("featuredImage", exists)
  c.image("smallImage", exists, false)
  c.url("canonicalUrl")
  return c.problems
}

export function checkProject(file: string, p: Rec, exists: FileExists): ContentProblem[] {
  const c = new Checker(file, p)
  c.positiveNumber("id", { integer: true })
  const slug = c.requiredString("slug")
  if (slug !== undefined && !BLOG_SLUG_PATTERN.test(slug))
    c.add("slug", `must be lowercase words joined by hyphens (got "${slug}")`)
  for (const field of ["name", "location", "summary"]) c.requiredString(field)
  c.oneOf("type", PROJECT_TYPES)
  c.oneOf("status", PROJECT_STATUSES)
  c.optionalString("detailedDescription")
  c.stringList("keyFeatures")
  c.positiveNumber("areaSqft", { required: false })
  c.optionalString("client")
  c.optionalString("completionDate")
  const video = c.optionalString("videoUrl")
  if (video && !/^(\/[^\s]*|https:\/\/[^\s]+)$/.test(video))
    c.add("videoUrl", `must be a site path or an https URL (got "${video}")`)
  const images = p.images
  if (!Array.isArray(images) || images.length === 0) {
    c.add("images", "is required (a list of { src, alt })")
  } else {
    images.forEach((img: unknown, i: number) => {
      const item = (img ?? {}) as Rec
      if (!isNonEmptyString(item.src)) c.add(`images[${i}].src`, "is required")
      else if (!exists(item.src)) c.add(`images[${i}].src`, `names an image file that does not exist: ${item.src}`)
      if (!isNonEmptyString(item.alt)) c.add(`images[${i}].alt`, "is required (describe the image)")
    })
  }
  return c.problems
}

export function checkService(file: string, s: Rec, exists: FileExists): ContentProblem[] {
  const c = new Checker(file, s)
  c.positiveNumber("order", { integer: true })
  const slug = c.requiredString("slug")
  if (slug !== undefined && !/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(slug))
    c.add("slug", `must be words joined by hyphens (got "${slug}")`)
  for (const field of [
    "title",
    "description",
    "heroImageAlt",
    "metaDescription",
    "detailedDescription",
    "process",
    "whyChoose",
  ]) {
    c.requiredString(field)
  }
  c.oneOf("icon", SERVICE_ICONS)
  c.image("heroImage", exists)
  c.stringList("keyFeatures", { exactly: 6 })
  return c.problems
}

export function checkLegalPage(file: string, fm: Rec): ContentProblem[] {
  const c = new Checker(file, fm)
  c.requiredString("title")
  c.requiredString("description")
  c.date("lastUpdated")
  return c.problems
}

export function checkCompany(file: string, co: Rec): ContentProblem[] {
  const c = new Checker(file, co)
  for (const field of [
    "name",
    "shortName",
    "description",
    "phone",
    "email",
    "careersEmail",
    "legalEmail",
    "whatsappNumber",
    "workingHours",
  ]) {
    c.requiredString(field)
  }
  c.positiveNumber("foundedYear", { integer: true })
  const address = (co.address ?? {}) as Rec
  for (const field of ["line1", "line2", "locality", "region", "postalCode", "country"]) {
    if (!isNonEmptyString(address[field])) c.add(`address.${field}`, "is required")
  }
  const social = (co.social ?? {}) as Rec
  for (const field of ["facebook", "instagram", "youtube", "linkedin"]) {
    if (!isNonEmptyString(social[field]) || !/^https:\/\//.test(String(social[field]))) {
      c.add(`social.${field}`, "is required (an https URL)")
    }
  }
  if (isString(co.whatsappNumber) && !/^\d{10,15}$/.test(co.whatsappNumber)) {
    c.add("whatsappNumber", "must be digits only with the country code, e.g. 919876543210")
  }
  return c.problems
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
    const key = normalise(String(value))
    const first = seen.get(key)
    if (first !== undefined)
      problems.push({ file, field, message: `duplicates "${String(value)}" already used by ${first}` })
    else seen.set(key, file)
  }
  return problems
}

export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map((p) => `  - ${p.file}: field "${p.field}" ${p.message}`)
  return `Content error${problems.length === 1 ? "" : "s"} (${problems.length}); fix and build again:\n${lines.join("\n")}`
}
