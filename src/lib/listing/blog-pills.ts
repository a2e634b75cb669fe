import { pillSlug } from "./slug"

export interface BlogPill {
  label: string
  slug: string
}

/** The listing's pill row: 'all' first, then the distinct categories alphabetically (docs/behaviour.md §2). */
export function blogPills(categories: readonly string[]): BlogPill[] {
  const distinct = [...new Set(categories)].filter(Boolean).sort((a, b) => a.localeCompare(b))
  return [{ label: "all", slug: "all" }, ...distinct.map((category) => ({ label: category, slug: pillSlug(category) }))]
}
