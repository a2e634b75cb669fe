import fs from "fs"
import type { Db } from "../db"
import { localPhoneDigits, phoneDigits } from "../kerala"
import type { ErasedView } from "./api-types"
import { audit } from "./members"

/**
 * What India's DPDP Act 2023 asks of the enquiries (docs/office.md, Privacy): erasure of a
 * person's every row, retention limits, and consistent backups. secure_delete (server/db.ts) and
 * the search index's own secure-delete overwrite what is deleted; a checkpoint then clears the WAL.
 */

/** Deletes these enquiries with their notes, history, outbox mails and search entries. */
function deleteEnquiries(db: Db, ids: number[]): ErasedView {
  const erased: ErasedView = { enquiries: 0, notes: 0, mails: 0 }
  const run = (sql: string, id: number) => db.prepare(sql).run(id).changes
  for (const id of ids) {
    erased.notes += run("DELETE FROM enquiry_notes WHERE enquiry_id = ?", id)
    run("DELETE FROM enquiry_events WHERE enquiry_id = ?", id)
    erased.mails += run("DELETE FROM mail_outbox WHERE enquiry_id = ?", id)
    run("DELETE FROM enquiries_search WHERE rowid = ?", id)
    erased.enquiries += run("DELETE FROM enquiries WHERE id = ?", id)
  }
  return erased
}

/** The enquiries of the person with this e-mail address or phone number (typed any way). */
function enquiriesOf(db: Db, contact: string): number[] {
  const value = contact.trim()
  if (value.includes("@"))
    return (db.prepare("SELECT id FROM enquiries WHERE email = ? COLLATE NOCASE").all(value) as { id: number }[]).map(
      (r) => r.id,
    )
  const local = localPhoneDigits(value)
  if (local.length < 8) return []
  const rows = db.prepare("SELECT id, phone FROM enquiries WHERE phone IS NOT NULL").all() as {
    id: number
    phone: string
  }[]
  return rows.filter((r) => phoneDigits(r.phone).endsWith(local)).map((r) => r.id)
}

export class ErasureError extends Error {}

/**
 * Erases everything of a person: every enquiry with their e-mail or phone number, its notes,
 * history, mails and search entry. The audit log says that an erasure happened, by whom and how
 * many rows, never whose.
 */
export function erasePerson(db: Db, contact: string, by: number, now = new Date()): ErasedView {
  const value = contact.trim()
  if (value === "" || value.length > 254) throw new ErasureError("Enter the person's e-mail address or phone number.")
  if (!value.includes("@") && phoneDigits(value).length < 8)
    throw new ErasureError("Enter the person's e-mail address or phone number.")
  const erased = db.transaction(() => {
    const result = deleteEnquiries(db, enquiriesOf(db, value))
    audit(db, by, "erasure", `${result.enquiries} enquiries, ${result.notes} notes, ${result.mails} mails`, now)
    return result
  })()
  flushDeleted(db)
  return erased
}

/** Merges the search index's segments and checkpoints the WAL, so that deleted text leaves the files. */
function flushDeleted(db: Db): void {
  db.prepare("INSERT INTO enquiries_search (enquiries_search) VALUES ('optimize')").run()
  db.pragma("wal_checkpoint(TRUNCATE)")
}

export const SPAM_RETENTION_MS = 30 * 86_400_000

/**
 * The retention rules: Spam goes 30 days after it was marked, Won and Lost after the configured
 * period (default three years) since their last status change. Returns how many went.
 */
export function applyRetention(db: Db, closedRetentionMs: number, now = new Date()): number {
  const spamBefore = new Date(now.getTime() - SPAM_RETENTION_MS).toISOString()
  const closedBefore = new Date(now.getTime() - closedRetentionMs).toISOString()
  const ids = (
    db
      .prepare(
        `SELECT id FROM enquiries WHERE (status = 'spam' AND status_changed_at < ?)
           OR (status IN ('won', 'lost') AND status_changed_at < ?)`,
      )
      .all(spamBefore, closedBefore) as { id: number }[]
  ).map((r) => r.id)
  if (ids.length === 0) return 0
  const erased = db.transaction(() => {
    const result = deleteEnquiries(db, ids)
    audit(db, null, "retention", `${result.enquiries} enquiries past their retention period`, now)
    return result
  })()
  flushDeleted(db)
  return erased.enquiries
}

/** A consistent copy of the database while the server runs (SQLite's online backup), readable by its owner only. */
export async function backup(db: Db, file: string): Promise<void> {
  await db.backup(file)
  fs.chmodSync(file, 0o600)
}
