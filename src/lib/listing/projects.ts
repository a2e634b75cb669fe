import { PROJECTS_PAGE_SIZE, SIMILAR_PROJECTS } from "../constants"
import { PROJECT_STATUSES, PROJECT_TYPES } from "../content-model/vocabulary"

/** Projects showcase logic: filters, paging and URL state (docs/behaviour.md §2, §4, §9). */

/** The filters offer every status and sector (project type) of the content model, after "all". */
export const STATUS_OPTIONS = ["all", ...PROJECT_STATUSES] as const
export const SECTOR_OPTIONS = ["all", ...PROJECT_TYPES] as const

export interface ProjectFilters {
  status: string
  sector: string
  page: number
}

interface Filterable {
  status: string
  type: string
}

export function filterProjects<T extends Filterable>(
  projects: readonly T[],
  { status, sector }: Pick<ProjectFilters, "status" | "sector">,
): T[] {
  return projects.filter((p) => (status === "all" || p.status === status) && (sector === "all" || p.type === sector))
}

export const totalPages = (count: number, pageSize = PROJECTS_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(count / pageSize))

export function pageOf<T>(items: readonly T[], page: number, pageSize = PROJECTS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize)
}

/** Reads ?status=&sector=&page= ; unknown values fall back to the defaults. */
export function parseFilters(search: string): ProjectFilters {
  const params = new URLSearchParams(search)
  const status = params.get("status") ?? "all"
  const sector = params.get("sector") ?? "all"
  const page = Number(params.get("page") ?? "1")
  return {
    status: (STATUS_OPTIONS as readonly string[]).includes(status) ? status : "all",
    sector: (SECTOR_OPTIONS as readonly string[]).includes(sector) ? sector : "all",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The query string for a state; defaults are left out so the plain URL is /projects. */
export function serializeFilters({ status, sector, page }: ProjectFilters): string {
  const params = new URLSearchParams()
  if (status !== "all") params.set("status", status)
  if (sector !== "all") params.set("sector", sector)
  if (page > 1) params.set("page", String(page))
  const text = params.toString()
  return text ? `?${text}` : ""
}

/** Changing a filter always goes back to page 1. */
export function withFilter(
  current: ProjectFilters,
  change: Partial<Pick<ProjectFilters, "status" | "sector">>,
): ProjectFilters {
  return { ...current, ...change, page: 1 }
}

/** Up to three other projects of the same type, in content order. */
export function similarProjects<T extends { slug: string; type: string }>(
  all: readonly T[],
  current: T,
  limit = SIMILAR_PROJECTS,
): T[] {
  return all.filter((p) => p.type === current.type && p.slug !== current.slug).slice(0, limit)
}

/** A description is HTML when it contains tags, otherwise paragraphs split on line breaks. */
export type Description =
  { kind: "html"; html: string } | { kind: "paragraphs"; paragraphs: string[] } | { kind: "none" }

export function describe(text: string | null | undefined): Description {
  const value = (text ?? "").trim()
  if (value === "") return { kind: "none" }
  if (/<[a-z][\s\S]*?>/i.test(value)) return { kind: "html", html: value }
  return {
    kind: "paragraphs",
    paragraphs: value
      .split(/\r?\n+/)
      .map((p) => p.trim())
      .filter(Boolean),
  }
}
