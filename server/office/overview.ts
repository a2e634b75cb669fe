import type { Db } from "../db"
import { keralaClock, keralaDayStart } from "../kerala"
import type { OverviewView, Status } from "./api-types"

/** The business at a glance (docs/office.md, Overview): weeks, funnel, time to first contact, sources. */

const WEEKS = 12
/** The funnel's steps, in order: an enquiry at a later step has passed the earlier ones. */
const FUNNEL: Status[] = ["new", "contacted", "site-visit", "quoted", "won"]

/** Monday of the Kerala week that holds this instant, YYYY-MM-DD. */
function mondayOf(at: Date): string {
  const ist = keralaClock(at)
  const day = (ist.getUTCDay() + 6) % 7
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - day)).toISOString().slice(0, 10)
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export function overview(db: Db, now = new Date()): OverviewView {
  const thisMonday = mondayOf(now)
  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const start = new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (WEEKS - 1 - i) * 7 * 86_400_000)
    return { week: start.toISOString().slice(0, 10), contact: 0, estimate: 0 }
  })
  const since = keralaDayStart(weeks[0]?.week ?? "").toISOString()
  const recent = db
    .prepare("SELECT kind, created_at FROM enquiries WHERE created_at >= ? AND status != 'spam'")
    .all(since) as { kind: "contact" | "estimate"; created_at: string }[]
  const byWeek = new Map(weeks.map((w) => [w.week, w]))
  for (const row of recent) {
    const week = byWeek.get(mondayOf(new Date(row.created_at)))
    if (week) week[row.kind] += 1
  }

  const counts = new Map(
    (
      db.prepare("SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status").all() as { status: Status; n: number }[]
    ).map((r) => [r.status, r.n]),
  )
  // Lost enquiries had been contacted; where they stopped is not kept, so they count to Contacted.
  const reached = (step: number) =>
    FUNNEL.slice(step).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0) +
    (step <= 1 ? (counts.get("lost") ?? 0) : 0)
  const funnel = FUNNEL.map((status, step) => ({ status, count: reached(step) }))

  const contactHours = (
    db.prepare("SELECT created_at, first_contacted_at FROM enquiries WHERE first_contacted_at IS NOT NULL").all() as {
      created_at: string
      first_contacted_at: string
    }[]
  ).map((r) => (Date.parse(r.first_contacted_at) - Date.parse(r.created_at)) / 3_600_000)
  const hours = median(contactHours)

  const sources = db
    .prepare(
      `SELECT COALESCE(source_page, 'Not known') AS page, COUNT(*) AS count FROM enquiries
       WHERE status != 'spam' GROUP BY page ORDER BY count DESC, page LIMIT 10`,
    )
    .all() as { page: string; count: number }[]

  return { weeks, funnel, medianHoursToContact: hours === null ? null : Math.round(hours * 10) / 10, sources }
}
