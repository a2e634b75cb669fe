import {
  CONTACT_FIELDS,
  ESTIMATOR_FIELDS,
  estimateProjectTypeLabel,
  type FieldSpec,
} from "../../src/lib/enquiry/fields"
import { formatRupeeRange, formatSaving, type CurrencyWords } from "../../src/lib/estimate/estimate"
import type { Lang } from "../../src/lib/i18n/lang"
import type { Db } from "../db"
import { keralaClock, keralaDayStart, localPhoneDigits, phoneDigits } from "../kerala"
import {
  STATUSES,
  STATUS_LABELS,
  type EnquiryChange,
  type EnquiryDetail,
  type EnquiryFilters,
  type EnquiryList,
  type EnquirySummary,
  type EstimateView,
  type EventView,
  type Kind,
  type MailView,
  type NoteView,
  type Status,
} from "./api-types"
import { findMember } from "./members"
import { whatsappText, type ReplyFacts } from "./whatsapp-reply"

/** The office's view of the enquiries (docs/office.md, The inbox): the list, one enquiry, and changes to it. */

export const PAGE_SIZE = 50

/** A row of the enquiries table with the assignee's name joined. */
interface Row {
  id: number
  reference: string
  kind: Kind
  created_at: string
  name: string
  email: string | null
  phone: string | null
  message: string | null
  project_type: string | null
  location: string | null
  area_sqft: number | null
  payload_json: string
  rates_version: string | null
  gfrg_cost_min: number | null
  gfrg_cost_max: number | null
  conventional_cost_min: number | null
  conventional_cost_max: number | null
  gfrg_weeks: number | null
  conventional_weeks: number | null
  saving_cost_min: number | null
  saving_cost_max: number | null
  saving_weeks: number | null
  estimate_note: string | null
  source_page: string | null
  bot_score: number | null
  status: Status
  assignee_id: number | null
  assignee_name: string | null
  follow_up_on: string | null
  first_opened_at: string | null
  lang: Lang
}

const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max })

function estimateView(row: Row, currency: CurrencyWords): EstimateView | null {
  if (row.kind !== "estimate") return null
  const gfrg = range(row.gfrg_cost_min, row.gfrg_cost_max)
  const conventional = range(row.conventional_cost_min, row.conventional_cost_max)
  const saving = range(row.saving_cost_min, row.saving_cost_max)
  return {
    ratesVersion: row.rates_version,
    gfrg: gfrg && formatRupeeRange(gfrg, currency),
    conventional: conventional && formatRupeeRange(conventional, currency),
    saving: saving && formatSaving({ cost: saving, weeks: row.saving_weeks ?? 0 }, currency),
    gfrgWeeks: row.gfrg_weeks,
    conventionalWeeks: row.conventional_weeks,
    note: row.estimate_note,
  }
}

function summary(row: Row, currency: CurrencyWords): EnquirySummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    email: row.email,
    location: row.location,
    areaSqft: row.area_sqft,
    projectType: row.project_type && estimateProjectTypeLabel(row.project_type),
    estimate: estimateView(row, currency),
    lang: row.lang,
    createdAt: row.created_at,
    status: row.status,
    assignee: row.assignee_id !== null ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
    followUpOn: row.follow_up_on,
    opened: row.first_opened_at !== null,
  }
}

const SELECT = `SELECT e.*, m.name AS assignee_name FROM enquiries e LEFT JOIN members m ON m.id = e.assignee_id`

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A filter that cannot be read: answered 400 with this message. */
export class FilterError extends Error {}

/** Kerala's date today, YYYY-MM-DD (follow-up dates are the office's calendar days). */
export const istToday = (now = new Date()): string => keralaClock(now).toISOString().slice(0, 10)

/** The start of a Kerala calendar day as a UTC instant (received times are stored in UTC). */
const istDayStart = (day: string): string => keralaDayStart(day).toISOString()

/**
 * The search's part of the query (docs/office.md, Search). A query that is a phone number typed
 * any way ("+91 98470 12345", "098470-12345") is its digits, without India's 91; otherwise each
 * word must occur somewhere in the enquiry: three letters or more through the trigram index,
 * shorter words by LIKE over the same text.
 */
function searchClause(q: string): { sql: string; params: string[] } | null {
  const text = q.trim().slice(0, 200)
  if (text === "") return null
  const clauses: string[] = []
  const params: string[] = []
  const digits = phoneDigits(text)
  let terms: string[]
  if (/^[\d\s+()./-]+$/.test(text) && digits.length >= 5) {
    terms = [localPhoneDigits(text)]
  } else terms = text.split(/\s+/).filter(Boolean).slice(0, 8)
  for (const term of terms) {
    if ([...term].length >= 3) {
      clauses.push("e.id IN (SELECT rowid FROM enquiries_search WHERE enquiries_search MATCH ?)")
      params.push(`"${term.replace(/"/g, '""')}"`)
    } else {
      clauses.push("e.id IN (SELECT rowid FROM enquiries_search WHERE body LIKE ? ESCAPE '\\')")
      params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    }
  }
  return { sql: clauses.join(" AND "), params }
}

/** The WHERE clause of the list's filters; an unreadable filter throws FilterError. */
function where(filters: EnquiryFilters, now: Date): { sql: string; params: (string | number)[] } {
  const clauses: string[] = []
  const params: (string | number)[] = []
  if (filters.kind !== undefined) {
    if (filters.kind !== "contact" && filters.kind !== "estimate") throw new FilterError("Unknown kind.")
    clauses.push("e.kind = ?")
    params.push(filters.kind)
  }
  if (filters.status !== undefined) {
    if (!STATUSES.includes(filters.status)) throw new FilterError("Unknown status.")
    clauses.push("e.status = ?")
    params.push(filters.status)
  }
  if (filters.assignee !== undefined) {
    if (filters.assignee === "none") clauses.push("e.assignee_id IS NULL")
    else if (/^\d+$/.test(filters.assignee)) {
      clauses.push("e.assignee_id = ?")
      params.push(Number(filters.assignee))
    } else throw new FilterError("Unknown assignee.")
  }
  if (filters.from !== undefined) {
    if (!DAY.test(filters.from)) throw new FilterError("The start date must be written YYYY-MM-DD.")
    clauses.push("e.created_at >= ?")
    params.push(istDayStart(filters.from))
  }
  if (filters.to !== undefined) {
    if (!DAY.test(filters.to)) throw new FilterError("The end date must be written YYYY-MM-DD.")
    const next = new Date(keralaDayStart(filters.to).getTime() + 86_400_000).toISOString()
    clauses.push("e.created_at < ?")
    params.push(next)
  }
  if (filters.due === "1") {
    clauses.push("e.follow_up_on IS NOT NULL AND e.follow_up_on <= ? AND e.status NOT IN ('won', 'lost', 'spam')")
    params.push(istToday(now))
  }
  const search = searchClause(filters.q ?? "")
  if (search) {
    clauses.push(search.sql)
    params.push(...search.params)
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params }
}

/** A page of the enquiries the filters select, newest first. */
export function listEnquiries(db: Db, filters: EnquiryFilters, currency: CurrencyWords, now = new Date()): EnquiryList {
  const { sql, params } = where(filters, now)
  const page = Math.max(1, Math.min(1_000_000, Number.parseInt(filters.page ?? "1", 10) || 1))
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM enquiries e ${sql}`).get(...params) as { n: number }).n
  const rows = db
    .prepare(`${SELECT} ${sql} ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`)
    .all(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE) as Row[]
  return { items: rows.map((row) => summary(row, currency)), total, page, pageSize: PAGE_SIZE }
}

/** Every enquiry the filters select, newest first, as stored rows (for the CSV). */
export function filteredRows(db: Db, filters: EnquiryFilters, now = new Date()): Record<string, unknown>[] {
  const { sql, params } = where(filters, now)
  return db
    .prepare(`SELECT e.* FROM enquiries e ${sql} ORDER BY e.created_at DESC, e.id DESC`)
    .all(...params) as Record<string, unknown>[]
}

/** The form's fields as the visitor sent them, with the form's labels, in its order. */
function sentFields(row: Row): [string, string][] {
  const spec: Record<string, FieldSpec> = row.kind === "contact" ? CONTACT_FIELDS : ESTIMATOR_FIELDS
  let payload: Record<string, unknown> = {}
  try {
    payload = JSON.parse(row.payload_json) as Record<string, unknown>
  } catch {
    payload = {}
  }
  return Object.entries(spec).map(([name, field]) => {
    const sent = payload[name]
    const value = typeof sent === "string" ? sent : ""
    return [field.label, name === "projectType" ? estimateProjectTypeLabel(value) : value]
  })
}

/** The number WhatsApp wants: digits with the country code; a 10-digit Indian number gets 91. */
export function whatsappNumber(phone: string | null): string | null {
  if (!phone) return null
  let digits = phoneDigits(phone)
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1)
  if (digits.length === 10) digits = `91${digits}`
  return digits.length >= 11 && digits.length <= 15 ? digits : null
}

function mailView(db: Db, id: number): MailView | null {
  const mail = db
    .prepare("SELECT attempts, last_error, sent_at FROM mail_outbox WHERE enquiry_id = ? ORDER BY id DESC LIMIT 1")
    .get(id) as { attempts: number; last_error: string | null; sent_at: string | null } | undefined
  if (!mail) return null
  return {
    state: mail.sent_at ? "sent" : mail.attempts > 0 ? "failing" : "pending",
    attempts: mail.attempts,
    lastError: mail.last_error,
    sentAt: mail.sent_at,
  }
}

function notes(db: Db, id: number): NoteView[] {
  return db
    .prepare(
      `SELECT n.id, n.created_at AS at, m.name AS by, n.text FROM enquiry_notes n JOIN members m ON m.id = n.member_id
       WHERE n.enquiry_id = ? ORDER BY n.id DESC`,
    )
    .all(id) as NoteView[]
}

function history(db: Db, id: number): EventView[] {
  return db
    .prepare(
      `SELECT ev.id, ev.at, m.name AS by, ev.what, ev.old_value AS "from", ev.new_value AS "to"
       FROM enquiry_events ev LEFT JOIN members m ON m.id = ev.member_id
       WHERE ev.enquiry_id = ? ORDER BY ev.id DESC`,
    )
    .all(id) as EventView[]
}

export interface DetailContext {
  /** The inbox's words for lakh and crore (it is in English). */
  currency: CurrencyWords
  /** The company's name and currency words in each language, for the WhatsApp reply. */
  replyFacts: Readonly<Record<Lang, ReplyFacts>>
}

/** One enquiry as the office opens it, or null. */
export function enquiryDetail(db: Db, id: number, context: DetailContext): EnquiryDetail | null {
  const row = db.prepare(`${SELECT} WHERE e.id = ?`).get(id) as Row | undefined
  if (!row) return null
  const view = summary(row, context.currency)
  return {
    ...view,
    message: row.message,
    fields: sentFields(row),
    sourcePage: row.source_page,
    botScore: row.bot_score,
    mail: mailView(db, id),
    notes: notes(db, id),
    history: [...history(db, id), { id: 0, at: row.created_at, by: null, what: "Received", from: null, to: null }],
    whatsappNumber: whatsappNumber(row.phone),
    whatsappText: whatsappText(
      {
        ...view,
        projectType: row.project_type,
        gfrg: range(row.gfrg_cost_min, row.gfrg_cost_max),
        conventional: range(row.conventional_cost_min, row.conventional_cost_max),
      },
      context.replyFacts,
    ),
  }
}

function record(
  db: Db,
  enquiryId: number,
  memberId: number,
  what: string,
  from: string | null,
  to: string | null,
  at: string,
) {
  db.prepare(
    "INSERT INTO enquiry_events (enquiry_id, member_id, at, what, old_value, new_value) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(enquiryId, memberId, at, what, from, to)
}

/** The first time a member opens an enquiry, it is no longer unopened (and the history says who). */
export function markOpened(db: Db, id: number, memberId: number, now = new Date()): void {
  const at = now.toISOString()
  db.transaction(() => {
    const { changes } = db
      .prepare("UPDATE enquiries SET first_opened_at = ? WHERE id = ? AND first_opened_at IS NULL")
      .run(at, id)
    if (changes > 0) record(db, id, memberId, "Opened", null, null, at)
  })()
}

/** A change a member asked for that cannot be made: answered 400 with this message. */
export class ChangeError extends Error {}

/** Applies a member's change to an enquiry, recording each field's old and new value in its history. */
export function changeEnquiry(db: Db, id: number, change: EnquiryChange, memberId: number, now = new Date()): boolean {
  const at = now.toISOString()
  const row = db.prepare(`${SELECT} WHERE e.id = ?`).get(id) as Row | undefined
  if (!row) return false
  db.transaction(() => {
    if (change.status !== undefined && change.status !== row.status) {
      if (!STATUSES.includes(change.status)) throw new ChangeError("Unknown status.")
      // The first move out of New, other than to Spam, is the first contact (the overview's median).
      const contacted = row.status === "new" && change.status !== "spam"
      db.prepare(
        `UPDATE enquiries SET status = ?, status_changed_at = ?,
           first_contacted_at = CASE WHEN ? AND first_contacted_at IS NULL THEN ? ELSE first_contacted_at END
         WHERE id = ?`,
      ).run(change.status, at, contacted ? 1 : 0, at, id)
      record(db, id, memberId, "Status", STATUS_LABELS[row.status], STATUS_LABELS[change.status], at)
    }
    if (change.assigneeId !== undefined && change.assigneeId !== row.assignee_id) {
      const assignee = change.assigneeId === null ? null : findMember(db, change.assigneeId)
      if (change.assigneeId !== null && !assignee) throw new ChangeError("There is no such member.")
      db.prepare("UPDATE enquiries SET assignee_id = ? WHERE id = ?").run(change.assigneeId, id)
      record(db, id, memberId, "Assignee", row.assignee_name, assignee?.name ?? null, at)
    }
    if (change.followUpOn !== undefined && change.followUpOn !== row.follow_up_on) {
      if (change.followUpOn !== null && (!DAY.test(change.followUpOn) || Number.isNaN(Date.parse(change.followUpOn))))
        throw new ChangeError("The follow-up date must be a date, written YYYY-MM-DD.")
      db.prepare("UPDATE enquiries SET follow_up_on = ? WHERE id = ?").run(change.followUpOn, id)
      record(db, id, memberId, "Follow-up", row.follow_up_on, change.followUpOn, at)
    }
  })()
  return true
}

export const MAX_NOTE_LENGTH = 5000

/** Adds a member's note to an enquiry (and a line to its history). */
export function addNote(db: Db, id: number, text: string, memberId: number, now = new Date()): boolean {
  const body = text.trim()
  if (body === "") throw new ChangeError("The note is empty.")
  if (body.length > MAX_NOTE_LENGTH) throw new ChangeError(`A note may have at most ${MAX_NOTE_LENGTH} characters.`)
  if (!db.prepare("SELECT 1 FROM enquiries WHERE id = ?").get(id)) return false
  const at = now.toISOString()
  db.transaction(() => {
    db.prepare("INSERT INTO enquiry_notes (enquiry_id, member_id, created_at, text) VALUES (?, ?, ?, ?)").run(
      id,
      memberId,
      at,
      body,
    )
    record(db, id, memberId, "Note added", null, null, at)
  })()
  return true
}
