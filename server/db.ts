import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import type { Estimate } from "../src/lib/estimate/estimate"
import { DEFAULT_LANG, type Lang } from "../src/lib/i18n/lang"
import { keralaClock, localPhoneDigits, phoneDigits } from "./kerala"

/** SQLite in WAL mode with full fsync: a committed enquiry survives a crash or power cut. */
export type Db = Database.Database

/** Each step of the schema, in order: SQL, or a function for what SQL alone cannot do (user_version counts them). */
export const MIGRATIONS: (string | ((db: Db) => void))[] = [
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
  // The office's inbox (docs/office.md): references, statuses, members, sessions, notes, history,
  // the audit log, sign-in failures and the search index.
  `CREATE TABLE members (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL COLLATE NOCASE,
     name TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('admin', 'staff')),
     password_hash TEXT,
     created_at TEXT NOT NULL,
     removed_at TEXT
   );
   CREATE UNIQUE INDEX members_email ON members (email) WHERE removed_at IS NULL;
   ALTER TABLE enquiries ADD COLUMN reference TEXT;
   ALTER TABLE enquiries ADD COLUMN source_page TEXT;
   ALTER TABLE enquiries ADD COLUMN bot_score REAL;
   ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'contacted', 'site-visit', 'quoted', 'won', 'lost', 'spam'));
   ALTER TABLE enquiries ADD COLUMN status_changed_at TEXT;
   ALTER TABLE enquiries ADD COLUMN assignee_id INTEGER REFERENCES members(id);
   ALTER TABLE enquiries ADD COLUMN follow_up_on TEXT;
   ALTER TABLE enquiries ADD COLUMN first_opened_at TEXT;
   ALTER TABLE enquiries ADD COLUMN first_contacted_at TEXT;
   CREATE UNIQUE INDEX enquiries_reference ON enquiries (reference);
   CREATE INDEX enquiries_created ON enquiries (created_at);
   CREATE INDEX enquiries_status ON enquiries (status, created_at);
   CREATE INDEX enquiries_follow_up ON enquiries (follow_up_on);
   UPDATE enquiries SET status_changed_at = created_at;
   CREATE TABLE reference_counters (month TEXT PRIMARY KEY, last INTEGER NOT NULL);
   CREATE TABLE member_links (
     token_hash TEXT PRIMARY KEY,
     member_id INTEGER NOT NULL REFERENCES members(id),
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE office_sessions (
     id TEXT PRIMARY KEY,
     member_id INTEGER REFERENCES members(id),
     data TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL
   );
   CREATE INDEX office_sessions_member ON office_sessions (member_id);
   CREATE TABLE enquiry_notes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id INTEGER NOT NULL REFERENCES enquiries(id),
     member_id INTEGER NOT NULL REFERENCES members(id),
     created_at TEXT NOT NULL,
     text TEXT NOT NULL
   );
   CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id);
   CREATE TABLE enquiry_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     enquiry_id INTEGER NOT NULL REFERENCES enquiries(id),
     member_id INTEGER REFERENCES members(id),
     at TEXT NOT NULL,
     what TEXT NOT NULL,
     old_value TEXT,
     new_value TEXT
   );
   CREATE INDEX enquiry_events_enquiry ON enquiry_events (enquiry_id);
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     member_id INTEGER REFERENCES members(id),
     action TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE TABLE sign_in_failures (
     key TEXT PRIMARY KEY,
     failures INTEGER NOT NULL,
     last_at INTEGER NOT NULL,
     locked_until INTEGER NOT NULL
   );
   CREATE VIRTUAL TABLE enquiries_search USING fts5 (body, tokenize = 'trigram');
   INSERT INTO enquiries_search (enquiries_search, rank) VALUES ('secure-delete', 1);`,
  // Enquiries stored before the inbox get their reference and search entry.
  (db) => {
    const rows = db.prepare("SELECT * FROM enquiries ORDER BY id").all() as StoredEnquiryFields[]
    const setReference = db.prepare("UPDATE enquiries SET reference = ? WHERE id = ?")
    for (const row of rows) {
      const reference = nextReference(db, new Date(row.created_at))
      setReference.run(reference, row.id)
      indexForSearch(db, { ...row, reference })
    }
  },
  // The language the enquirer wrote in: the form's page, /contact or /ml/contact (its `lang` field).
  // Every enquiry before the Malayalam edition came from an English page.
  `ALTER TABLE enquiries ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ml'));`,
]

/** The columns of an enquiry that its search entry is made of. */
interface StoredEnquiryFields {
  id: number
  created_at: string
  name: string
  email: string | null
  phone: string | null
  location: string | null
  message: string | null
  reference: string | null
}

/**
 * The enquiry's search entry (docs/office.md, Search): its words, and its phone number's digits
 * with and without India's +91, so that "98470 12345", "+91 9847012345" and "9847012345" all
 * find it (the trigram index matches any part of a word).
 */
function indexForSearch(db: Db, row: StoredEnquiryFields): void {
  const digits = row.phone ? phoneDigits(row.phone) : ""
  const local = row.phone ? localPhoneDigits(row.phone) : ""
  const body = [row.reference, row.name, row.email, row.phone, digits, local, row.location, row.message]
    .filter((part) => part)
    .join("\n")
  db.prepare("INSERT INTO enquiries_search (rowid, body) VALUES (?, ?)").run(row.id, body)
}

/** The month of a reference, in Kerala's time (IST, UTC+5:30): "2611" for November 2026. */
function referenceMonth(at: Date): string {
  const ist = keralaClock(at)
  return `${String(ist.getUTCFullYear() % 100).padStart(2, "0")}${String(ist.getUTCMonth() + 1).padStart(2, "0")}`
}

/**
 * The next reference of the month, E-YYMM-NNNN: the visitor sees it when they send, the office's
 * mail carries it. A counter per month, never reused, even after an enquiry is erased.
 */
function nextReference(db: Db, at: Date): string {
  const month = referenceMonth(at)
  const { last } = db
    .prepare(
      `INSERT INTO reference_counters (month, last) VALUES (?, 1)
       ON CONFLICT (month) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .get(month) as { last: number }
  return `E-${month}-${String(last).padStart(4, "0")}`
}

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
  // What is deleted (an erasure, the retention rules) is overwritten, not left in free pages.
  db.pragma("secure_delete = ON")
  const version = db.pragma("user_version", { simple: true }) as number
  for (let v = version; v < MIGRATIONS.length; v += 1) {
    const step = MIGRATIONS[v] as string | ((db: Db) => void)
    db.transaction(() => {
      if (typeof step === "string") db.exec(step)
      else step(db)
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
  /** The site's page the form was sent from (its path), when the browser said so. */
  sourcePage: string | null
  /** reCAPTCHA's score of the submission (none with the stand-in). */
  botScore: number | null
  /** The language of the page the form was sent from, which the enquirer reads; English if not said. */
  lang?: Lang
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

/** A stored enquiry: its id and the reference the visitor and the office see. */
export interface StoredEnquiry {
  id: number
  reference: string
}

/**
 * Stores the enquiry, its search entry and its notification in one transaction. The mail is made
 * once the reference is known (its subject carries it).
 */
export function storeEnquiry(
  db: Db,
  row: EnquiryRow,
  mail: (stored: StoredEnquiry) => OutgoingMail,
  now = new Date(),
): StoredEnquiry {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (kind, created_at, client_ip, user_agent, name, email, phone, message, project_type, location, area_sqft, payload_json,
       rates_version, gfrg_cost_min, gfrg_cost_max, conventional_cost_min, conventional_cost_max, gfrg_weeks, conventional_weeks,
       saving_cost_min, saving_cost_max, saving_weeks, estimate_note, reference, source_page, bot_score, status_changed_at, lang)
     VALUES (@kind, @createdAt, @clientIp, @userAgent, @name, @email, @phone, @message, @projectType, @location, @areaSqft, @payload,
       @ratesVersion, @gfrgCostMin, @gfrgCostMax, @conventionalCostMin, @conventionalCostMax, @gfrgWeeks, @conventionalWeeks,
       @savingCostMin, @savingCostMax, @savingWeeks, @estimateNote, @reference, @sourcePage, @botScore, @createdAt, @lang)`,
  )
  const insertMail = db.prepare(
    `INSERT INTO mail_outbox (enquiry_id, to_addr, subject, text, html, reply_to, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  return db.transaction(() => {
    const { estimate, ...fields } = row
    const reference = nextReference(db, now)
    const createdAt = now.toISOString()
    const { lastInsertRowid } = insertEnquiry.run({
      ...fields,
      ...estimateColumns(estimate),
      createdAt,
      reference,
      lang: row.lang ?? DEFAULT_LANG,
      payload: JSON.stringify(row.payload),
    })
    const stored = { id: Number(lastInsertRowid), reference }
    indexForSearch(db, { ...row, id: stored.id, created_at: createdAt, reference })
    const { to, subject, text, html, replyTo } = mail(stored)
    insertMail.run(stored.id, to, subject, text, html, replyTo, now.getTime())
    return stored
  })()
}
