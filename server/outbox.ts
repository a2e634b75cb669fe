import nodemailer, { type Transporter } from "nodemailer"
import type { FastifyBaseLogger } from "fastify"
import type { Db } from "./db"

const MAX_BACKOFF_MS = 15 * 60_000
const CLAIM_MS = 5 * 60_000
const POLL_MS = 2000

interface OutboxRow {
  id: number
  to_addr: string
  subject: string
  text: string
  html: string
  reply_to: string | null
  attempts: number
}

/**
 * Sends the stored notifications. A row is claimed before sending, so two workers never send it
 * twice; a failure is retried with doubling delays (base, 2x, 4x … up to 15 minutes). A crash
 * after the SMTP server accepted a mail but before it was marked sent can resend that one mail
 * once after restart (at-least-once delivery; nothing is ever lost).
 */
export class Outbox {
  private transporter: Transporter | null
  private timer: ReturnType<typeof setInterval> | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | null; from: string; retryBaseMs: number; log: FastifyBaseLogger },
  ) {
    this.transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  }

  start(): void {
    if (!this.transporter) {
      this.options.log.warn(
        "SMTP_URL is not set: enquiry mails are kept in the outbox (see `npm run enquiries -- stats`)",
      )
      return
    }
    this.timer = setInterval(() => this.kick(), POLL_MS)
    this.kick()
  }

  /** Runs a delivery pass now (called after every stored enquiry). */
  kick(): void {
    if (!this.transporter || this.stopped || this.running) return
    this.running = this.deliverDue().finally(() => {
      this.running = null
    })
  }

  pending(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL").get() as { n: number }).n
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.running
    this.transporter?.close()
  }

  private async deliverDue(): Promise<void> {
    const due = this.db.prepare(
      "SELECT id, to_addr, subject, text, html, reply_to, attempts FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY id LIMIT 20",
    )
    const claim = this.db.prepare(
      "UPDATE mail_outbox SET claimed_until = ? WHERE id = ? AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)",
    )
    const markSent = this.db.prepare(
      "UPDATE mail_outbox SET sent_at = ?, claimed_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = ?",
    )
    const markFailed = this.db.prepare(
      "UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?",
    )

    for (;;) {
      const now = Date.now()
      const rows = due.all(now, now) as OutboxRow[]
      if (rows.length === 0 || this.stopped) return
      for (const row of rows) {
        if (this.stopped || !this.transporter) return
        if (claim.run(Date.now() + CLAIM_MS, row.id, Date.now()).changes === 0) continue
        try {
          await this.transporter.sendMail({
            from: this.options.from,
            to: row.to_addr,
            subject: row.subject,
            text: row.text,
            html: row.html,
            // The address alone, as an object: nodemailer never parses a name out of it.
            replyTo: row.reply_to ? { name: "", address: row.reply_to } : undefined,
          })
          markSent.run(new Date().toISOString(), row.id)
        } catch (error) {
          const delay = Math.min(MAX_BACKOFF_MS, this.options.retryBaseMs * 2 ** row.attempts)
          markFailed.run(Date.now() + delay, String((error as Error).message).slice(0, 500), row.id)
          this.options.log.warn(
            { outboxId: row.id, attempts: row.attempts + 1, retryInMs: delay },
            "enquiry mail not delivered yet; will retry",
          )
          return
        }
      }
    }
  }
}
