import type { Db } from "../db"

/**
 * Guessing passwords is slowed per account (docs/office.md, Accounts): after FREE_FAILURES wrong
 * passwords for one e-mail, it is locked for a delay that doubles with each further failure, up
 * to MAX_LOCK_MS. Unknown e-mails are counted the same way, so the answers never tell them apart.
 * (Per address, @fastify/rate-limit limits the sign-in route.)
 */

export const FREE_FAILURES = 5
const FIRST_LOCK_MS = 30_000
const MAX_LOCK_MS = 15 * 60_000
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 60 * 60_000

const key = (email: string) => `account:${email.trim().toLowerCase()}`

/** How long this account is locked from now, in ms (0: not locked). */
export function lockedFor(db: Db, email: string, now = Date.now()): number {
  const row = db.prepare("SELECT locked_until FROM sign_in_failures WHERE key = ?").get(key(email)) as
    { locked_until: number } | undefined
  return row ? Math.max(0, row.locked_until - now) : 0
}

export function recordFailure(db: Db, email: string, now = Date.now()): void {
  const row = db.prepare("SELECT failures, last_at FROM sign_in_failures WHERE key = ?").get(key(email)) as
    { failures: number; last_at: number } | undefined
  const failures = row && now - row.last_at < FORGET_AFTER_MS ? row.failures + 1 : 1
  const lock = failures >= FREE_FAILURES ? Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES)) : 0
  db.prepare(
    `INSERT INTO sign_in_failures (key, failures, last_at, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at, locked_until = excluded.locked_until`,
  ).run(key(email), failures, now, now + lock)
}

export function clearFailures(db: Db, email: string): void {
  db.prepare("DELETE FROM sign_in_failures WHERE key = ?").run(key(email))
}
