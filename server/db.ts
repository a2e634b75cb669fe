import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import type { Estimate } from "../src/lib/estimate/estimate"

/** SQLite in WAL mode with full fsync: a committed enquiry survives a crash or power cut. */
export type Db = Database.Database

export const MIGRATIONS: string[] = [
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'estimate')),
     created_at TEXT NOT NULL,
     client_ip TEXT,
     user_agent TEXT,
     name TEXT NOT NULL,
     email TEXT,
     phone TEXT,
     message TEXT,
     project_type TEXT,
     location TEXT,
     area_sqft REAL,
     payload_json TEXT NOT NULL
   );
   CREATE TABLE mail_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id INTEGER NOT NULL REFERENCES enquiries(id),
     to_addr TEXT NOT NULL,
     subject TEXT NOT NULL,
     text TEXT NOT NULL,
     html TEXT NOT NULL,
     reply_to TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     claimed_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX mail_outbox_pending ON mail_outbox (sent_at, next_attempt_at);`,
  // The indicative estimate of a cost calculator request, worked out on the server (rupees, weeks).
  `ALTER TABLE enquiries ADD COLUMN rates_version TEXT;
   ALTER TABLE enquiries ADD COLUMN gfrg_cost_min INTEGER;
   ALTER TABLE enquiries ADD COLUMN gfrg_cost_max INTEGER;
   ALTER TABLE enquiries ADD COLUMN conventional_cost_min INTEGER;
   ALTER TABLE enquiries ADD COLUMN conventional_cost_max INTEGER;
   ALTER TABLE enquiries ADD COLUMN gfrg_weeks INTEGER;
   ALTER TABLE enquiries ADD COLUMN conventional_weeks INTEGER;
   ALTER TABLE enquiries ADD COLUMN saving_cost_min INTEGER;
   ALTER TABLE enquiries ADD COLUMN saving_cost_max INTEGER;
   ALTER TABLE enquiries ADD COLUMN saving_weeks INTEGER;
   ALTER TABLE enquiries ADD COLUMN estimate_note TEXT;`,
]

export function openDb(dataDir: string): Db {
  // People's names and phone numbers: the folder and the database's files are the server user's
  // alone (0700 and 0600), whatever the umask (docs/behaviour.md §7).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dataDir, 0o700)
  const file = path.join(dataDir, "enquiries.sqlite")
  const db = new Database(file)
  for (const own of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(own)) fs.chmodSync(own, 0o600)
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = FULL")
  db.pragma("busy_timeout = 5000")
  db.pragma("foreign_keys = ON")
  const version = db.pragma("user_version", { simple: true }) as number
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] as string)
      db.pragma(`user_version = ${v + 1}`)
    })()
  }
  return db
}

export interface EnquiryRow {
  kind: "contact" | "estimate"
  clientIp: string | null
  userAgent: string | null
  name: string
  email: string | null
  phone: string | null
  message: string | null
  projectType: string | null
  location: string | null
  areaSqft: number | null
  payload: Record<string, string>
  /** The indicative estimate shown to the visitor (estimates only). */
  estimate: Estimate | null
}

/** The estimate's columns: the figures, or only the note when no range was given. */
function estimateColumns(result: Estimate | null) {
  const range = result?.kind === "range" ? result : null
  return {
    ratesVersion: result?.ratesVersion ?? null,
    gfrgCostMin: range?.gfrg.cost.min ?? null,
    gfrgCostMax: range?.gfrg.cost.max ?? null,
    conventionalCostMin: range?.conventional.cost.min ?? null,
    conventionalCostMax: range?.conventional.cost.max ?? null,
    gfrgWeeks: range?.gfrg.weeks ?? null,
    conventionalWeeks: range?.conventional.weeks ?? null,
    savingCostMin: range?.saving.cost.min ?? null,
    savingCostMax: range?.saving.cost.max ?? null,
    savingWeeks: range?.saving.weeks ?? null,
    estimateNote: result?.kind === "none" ? result.reason : null,
  }
}

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  replyTo: string | null
}

/** Stores the enquiry and its notification in one transaction; returns the enquiry id. */
export function storeEnquiry(db: Db, row: EnquiryRow, mail: OutgoingMail, now = new Date()): number {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (kind, created_at, client_ip, user_agent, name, email, phone, message, project_type, location, area_sqft, payload_json,
       rates_version, gfrg_cost_min, gfrg_cost_max, conventional_cost_min, conventional_cost_max, gfrg_weeks, conventional_weeks,
       saving_cost_min, saving_cost_max, saving_weeks, estimate_note)
     VALUES (@kind, @createdAt, @clientIp, @userAgent, @name, @email, @phone, @message, @projectType, @location, @areaSqft, @payload,
       @ratesVersion, @gfrgCostMin, @gfrgCostMax, @conventionalCostMin, @conventionalCostMax, @gfrgWeeks, @conventionalWeeks,
       @savingCostMin, @savingCostMax, @savingWeeks, @estimateNote)`,
  )
  const insertMail = db.prepare(
    `INSERT INTO mail_outbox (enquiry_id, to_addr, subject, text, html, reply_to, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  return db.transaction(() => {
    const { estimate, ...fields } = row
    const { lastInsertRowid } = insertEnquiry.run({
      ...fields,
      ...estimateColumns(estimate),
      createdAt: now.toISOString(),
      payload: JSON.stringify(row.payload),
    })
    insertMail.run(lastInsertRowid, mail.to, mail.subject, mail.text, mail.html, mail.replyTo, now.getTime())
    return Number(lastInsertRowid)
  })()
}
