/**
 * The content model's fixed lists and patterns, without the schema library, so browser code
 * (project filters, the 404 page, badges) can import them without shipping zod. The schemas in
 * this folder build on them; nothing else spells these values again (docs/behaviour.md §3).
 */

/** The six blog categories, in the order editors see them (docs/behaviour.md §3). */
export const BLOG_CATEGORIES = [
  "GFRG",
  "ARCHITECTURE",
  "STRUCTURAL DESIGN",
  "PROJECT MANAGEMENT",
  "MEP",
  "CONSTRUCTION",
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** A project's sector (its `type`) and its status: the portfolio's filters offer exactly these. */
export const PROJECT_TYPES = ["Residential", "Commercial", "Institutional", "Hospitality"] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]
export const PROJECT_STATUSES = ["Ongoing", "Upcoming", "Completed"] as const

/**
 * The stages of a build, in the order a build goes through them: a progress update names one, and
 * the project page's stepper shows the newest update's stage as where the build stands now
 * (docs/behaviour.md §2, "Progress updates").
 */
export const BUILD_STAGES = [
  "Design and approvals",
  "Site preparation",
  "Foundation",
  "Structure",
  "Roofing",
  "MEP",
  "Finishing",
  "Handover",
] as const
export type BuildStage = (typeof BUILD_STAGES)[number]

/** A project's progress updates may show one to six photos each. */
export const UPDATE_PHOTOS = { min: 1, max: 6 } as const

/** The drawn icon of a service card and page. */
export const SERVICE_ICONS = [
  "gfrg",
  "construction",
  "architecture",
  "structure",
  "mep",
  "management",
  "documentation",
] as const
export type ServiceIconName = (typeof SERVICE_ICONS)[number]

/** The icon themes of the home page's four GFRG cards. */
export const GFRG_CARD_ICONS = ["plan", "speed", "strength", "leaf"] as const

/** A blog post's folder name and a project's slug: lowercase words joined by single hyphens. */
export const LOWERCASE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A service slug keeps its capitals (GFRG, MEP-Services): words joined by single hyphens. */
export const SERVICE_SLUG_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/

/** A calendar date written YYYY-MM-DD that really exists (2024-02-30 does not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Today's date, YYYY-MM-DD, in Kerala (India Standard Time): an update written in the office after
 * midnight is dated today there, while the build machine's clock (UTC) may still say yesterday.
 */
export function todayInKerala(now: Date = new Date()): string {
  keralaDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
  return keralaDay.format(now)
}

/** Made once, when first asked: a formatter with a time zone is not free to make. */
let keralaDay: Intl.DateTimeFormat | undefined

/** The two ways of building the cost estimate compares, in the order they are shown (src/lib/estimate). */
export const ESTIMATE_METHODS = ["gfrg", "conventional"] as const
export type EstimateMethod = (typeof ESTIMATE_METHODS)[number]
