/** The blog pagination widget's page list (docs/behaviour.md §9). */
export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: string }

/**
 * With 7 or fewer pages: every number. Otherwise: 1, current-1..current+1 bounded to
 * 2..total-1, an ellipsis wherever numbers are skipped, and the last page.
 */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => ({ kind: "page", page: i + 1 }))
  const start = Math.max(2, current - 1)
  const end = Math.min(total - 1, current + 1)
  const items: PageItem[] = [{ kind: "page", page: 1 }]
  if (start > 2) items.push({ kind: "ellipsis", key: "start" })
  for (let p = start; p <= end; p += 1) items.push({ kind: "page", page: p })
  if (end < total - 1) items.push({ kind: "ellipsis", key: "end" })
  items.push({ kind: "page", page: total })
  return items
}
