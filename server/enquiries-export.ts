import type { Db } from "./db"

/** Stored enquiries as CSV for the office: RFC 4180 quoting, guarded against spreadsheet formulas. */

const COLUMNS = [
  "id",
  "reference",
  "kind",
  "created_at",
  "status",
  "name",
  "email",
  "phone",
  "message",
  "project_type",
  "location",
  "area_sqft",
  "rates_version",
  "gfrg_cost_min",
  "gfrg_cost_max",
  "conventional_cost_min",
  "conventional_cost_max",
  "gfrg_weeks",
  "conventional_weeks",
  "saving_cost_min",
  "saving_cost_max",
  "saving_weeks",
  "estimate_note",
  "source_page",
  "lang",
  "follow_up_on",
  "client_ip",
] as const

/** What SQLite hands back for a column: text, a number, or NULL. */
type SqlValue = string | number | bigint | null | undefined

export function csvCell(value: SqlValue): string {
  let text = value === null || value === undefined ? "" : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Stored rows as the office's CSV: a byte-order mark (so spreadsheets read UTF-8), the header, a line per row. */
export function csvOfRows(rows: Record<string, unknown>[]): string {
  const lines = [COLUMNS.join(","), ...rows.map((row) => COLUMNS.map((c) => csvCell(row[c] as SqlValue)).join(","))]
  return `\uFEFF${lines.join("\r\n")}\r\n`
}

export function enquiriesCsv(db: Db, kind?: "contact" | "estimate"): string {
  const rows = (
    kind
      ? db.prepare(`SELECT ${COLUMNS.join(", ")} FROM enquiries WHERE kind = ? ORDER BY id`).all(kind)
      : db.prepare(`SELECT ${COLUMNS.join(", ")} FROM enquiries ORDER BY id`).all()
  ) as Record<string, SqlValue>[]
  return csvOfRows(rows)
}

export function enquiryStats(db: Db): { contact: number; estimate: number; pendingMail: number } {
  const count = (sql: string, ...args: string[]) => (db.prepare(sql).get(...args) as { n: number }).n
  return {
    contact: count("SELECT COUNT(*) AS n FROM enquiries WHERE kind = ?", "contact"),
    estimate: count("SELECT COUNT(*) AS n FROM enquiries WHERE kind = ?", "estimate"),
    pendingMail: count("SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL"),
  }
}
