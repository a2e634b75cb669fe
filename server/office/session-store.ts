import type { Session } from "fastify"
import type { SessionStore } from "@fastify/session"
import type { Db } from "../db"

/**
 * @fastify/session's store for the office, in SQLite (docs/office.md, Accounts): a session lives
 * on the server, so signing out or removing a member ends it at once. A session unused for the idle
 * lifetime, or older than the absolute one, is gone.
 */

type Callback = (error?: unknown) => void
type GetCallback = (error: unknown, session?: Session | null) => void

/** A session's last use is written at most this often (each request would otherwise be a write). */
const TOUCH_EVERY_MS = 60_000

export class SqliteSessionStore implements SessionStore {
  constructor(
    private readonly db: Db,
    private readonly lifetimes: { idleMs: number; absoluteMs: number },
    private readonly clock: () => number = Date.now,
  ) {}

  get(id: string, callback: GetCallback): void {
    try {
      const row = this.db.prepare("SELECT data, created_at, seen_at FROM office_sessions WHERE id = ?").get(id) as
        { data: string; created_at: number; seen_at: number } | undefined
      const now = this.clock()
      if (!row) return callback(null, null)
      if (now - row.seen_at > this.lifetimes.idleMs || now - row.created_at > this.lifetimes.absoluteMs) {
        this.db.prepare("DELETE FROM office_sessions WHERE id = ?").run(id)
        return callback(null, null)
      }
      callback(null, JSON.parse(row.data) as Session)
    } catch (error) {
      callback(error)
    }
  }

  set(id: string, session: Session, callback: Callback): void {
    try {
      const data = JSON.stringify(session)
      const now = this.clock()
      const row = this.db.prepare("SELECT data, seen_at FROM office_sessions WHERE id = ?").get(id) as
        { data: string; seen_at: number } | undefined
      if (row && row.data === data && now - row.seen_at < TOUCH_EVERY_MS) return callback()
      this.db
        .prepare(
          `INSERT INTO office_sessions (id, member_id, data, created_at, seen_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET member_id = excluded.member_id, data = excluded.data, seen_at = excluded.seen_at`,
        )
        .run(id, session.memberId ?? null, data, now, now)
      callback()
    } catch (error) {
      callback(error)
    }
  }

  destroy(id: string, callback: Callback): void {
    try {
      this.db.prepare("DELETE FROM office_sessions WHERE id = ?").run(id)
      callback()
    } catch (error) {
      callback(error)
    }
  }

  /** Drops the sessions past their lifetimes (run now and then; a dead session is refused anyway). */
  prune(): void {
    const now = this.clock()
    this.db
      .prepare("DELETE FROM office_sessions WHERE seen_at < ? OR created_at < ?")
      .run(now - this.lifetimes.idleMs, now - this.lifetimes.absoluteMs)
  }
}
