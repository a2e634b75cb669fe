import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import cookie from "@fastify/cookie"
import session from "@fastify/session"
import csrf from "@fastify/csrf-protection"
import type { Lang } from "../../src/lib/i18n/lang"
import type { ServerConfig } from "../config"
import type { Db } from "../db"
import { csvOfRows } from "../enquiries-export"
import type {
  AddedMemberView,
  AuditEntry,
  EnquiryChange,
  EnquiryFilters,
  ErasedView,
  LinkView,
  SessionView,
} from "./api-types"
import {
  addNote,
  ChangeError,
  changeEnquiry,
  enquiryDetail,
  FilterError,
  filteredRows,
  listEnquiries,
  markOpened,
  MAX_NOTE_LENGTH,
} from "./enquiries"
import {
  addMember,
  audit,
  findMember,
  listMembers,
  memberForSignIn,
  MemberError,
  removeMember,
  resetLink,
  setPasswordWithLink,
  type Member,
} from "./members"
import { overview } from "./overview"
import { decoyHash, passwordMatches } from "./passwords"
import { ErasureError, erasePerson } from "./privacy"
import { officePage, type OfficeAssets } from "./page"
import { SqliteSessionStore } from "./session-store"
import type { ReplyFacts } from "./whatsapp-reply"
import { clearFailures, lockedFor, recordFailure } from "./sign-in-guard"

/**
 * The office's inbox on the enquiry server (docs/office.md): its page and assets under /office/,
 * its API under /office/api/. Sessions in SQLite (@fastify/session), CSRF tokens
 * (@fastify/csrf-protection) and an Origin check on every change, sign-in limited per address
 * (@fastify/rate-limit) and per account (sign-in-guard.ts). Nothing here is cached or indexed.
 */

declare module "fastify" {
  interface Session {
    memberId?: number
    _csrf?: string
  }
  interface FastifyRequest {
    member: Member | null
  }
}

export const SIGNED_OUT = "Please sign in."
export const BAD_CREDENTIALS = "The e-mail address or password is not right."
export const NOT_ADMIN = "Only an admin can do this."
export const TOO_MANY_FROM_ADDRESS = "Too many sign-in attempts from your network. Please try again in 15 minutes."
export const NEEDS_HTTPS = "The office can only be used over HTTPS."
export const BAD_ORIGIN = "This request did not come from the office's own page."
export const BAD_CSRF = "Your page is out of date. Please reload it and try again."
export const lockedMessage = (ms: number) =>
  `Too many failed sign-ins. Please try again in ${Math.max(1, Math.ceil(ms / 60_000))} minute${ms > 60_000 ? "s" : ""}.`

/** The office's own policy: its bundle and stylesheet only, nothing inline, nothing from elsewhere. */
export const OFFICE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ")

export interface OfficeOptions {
  config: ServerConfig
  db: Db
  /** The company's name and currency words in each language (the inbox uses the English ones). */
  replyFacts: Readonly<Record<Lang, ReplyFacts>>
  assets: OfficeAssets
}

/** Whether the office runs on plain HTTP on this machine only (development): its cookie cannot be Secure there. */
const isLoopbackHost = (host: string) => host === "127.0.0.1" || host === "::1" || host === "localhost"
export const developmentCookie = (config: ServerConfig): boolean =>
  isLoopbackHost(config.host) && config.trustProxy === false

/** The key that signs session cookies: OFFICE_SESSION_SECRET, or one made once and kept in DATA_DIR. */
function sessionSecret(config: ServerConfig): string {
  const fromEnv = process.env.OFFICE_SESSION_SECRET
  if (fromEnv && fromEnv.length >= 32) return fromEnv
  const file = path.join(config.dataDir, "office-session-secret")
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600 })
  return fs.readFileSync(file, "utf8").trim()
}

const idParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1 } },
  required: ["id"],
} as const

const filterQuery = {
  type: "object",
  properties: {
    kind: { type: "string", maxLength: 20 },
    status: { type: "string", maxLength: 20 },
    assignee: { type: "string", maxLength: 20 },
    from: { type: "string", maxLength: 10 },
    to: { type: "string", maxLength: 10 },
    due: { type: "string", enum: ["1"] },
    q: { type: "string", maxLength: 200 },
    page: { type: "string", maxLength: 7 },
  },
  additionalProperties: false,
} as const

export async function registerOffice(app: FastifyInstance, options: OfficeOptions): Promise<void> {
  const { config, db, replyFacts, assets } = options
  const currency = replyFacts.en.currency
  const secure = !developmentCookie(config)
  const store = new SqliteSessionStore(db, { idleMs: config.officeIdleMs, absoluteMs: config.officeSessionMs })
  store.prune()

  await app.register(
    async (office) => {
      office.decorateRequest("member", null)
      // The API takes JSON (the public forms take only form bodies: server/app.ts).
      office.addContentTypeParser(
        "application/json",
        { parseAs: "string", bodyLimit: 32 * 1024 },
        office.getDefaultJsonParser("error", "error"),
      )
      await office.register(cookie)
      await office.register(session, {
        secret: sessionSecret(config),
        // __Host-: sent only to this host, over HTTPS, for the whole site's path; set by nothing else.
        cookieName: secure ? "__Host-office_session" : "office_session",
        cookie: { path: "/", httpOnly: true, secure, sameSite: "strict" },
        store,
        saveUninitialized: false,
        rolling: true,
      })
      await office.register(csrf, { sessionPlugin: "@fastify/session" })

      office.addHook("onRequest", async (request, reply) => {
        reply.header("Cache-Control", "no-store")
        reply.header("X-Robots-Tag", "noindex, nofollow")
        reply.header("Content-Security-Policy", OFFICE_CSP)
        reply.header("Cross-Origin-Opener-Policy", "same-origin")
        reply.header("Cross-Origin-Resource-Policy", "same-origin")
        // Outside development, the API answers nothing over plain HTTP (the page then says why).
        if (secure && request.protocol !== "https" && request.url.startsWith("/office/api/"))
          return reply.code(403).send({ error: NEEDS_HTTPS })
        if (request.method === "GET" || request.method === "HEAD") return
        // A change comes from the office's own page: its Origin is this host's (CSRF's first wall).
        const origin = request.headers.origin
        if (origin !== `${request.protocol}://${request.host}`) return reply.code(403).send({ error: BAD_ORIGIN })
      })

      office.setErrorHandler((error, request, reply) => {
        const err = error as { code?: string; statusCode?: number; validation?: unknown; message?: string }
        if (err.code === "FST_CSRF_MISSING_SECRET" || err.code === "FST_CSRF_INVALID_TOKEN")
          return reply.code(403).send({ error: BAD_CSRF })
        if (err.validation) return reply.code(400).send({ error: "The request is not valid." })
        // @fastify/rate-limit (registered by server/app.ts) limits sign-ins per address.
        if (err.statusCode === 429) return reply.code(429).send({ error: TOO_MANY_FROM_ADDRESS })
        if (err.statusCode === 413) return reply.code(413).send({ error: "The request is too large." })
        if (err.statusCode === 415) return reply.code(415).send({ error: "Send the request as JSON." })
        if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
          return reply.code(err.statusCode).send({ error: "The request is not valid." })
        request.log.error({ err: error }, "office: unexpected error")
        return reply.code(500).send({ error: "Something went wrong on the server. Please try again." })
      })

      /** The signed-in member, or a 401 with no data. */
      const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
        const id = request.session.memberId
        const member = id === undefined ? null : findMember(db, id)
        if (!member) return reply.code(401).send({ error: SIGNED_OUT })
        request.member = member
      }
      const admin = async (request: FastifyRequest, reply: FastifyReply) => {
        await signedIn(request, reply)
        if (reply.sent) return
        if (request.member?.role !== "admin") return reply.code(403).send({ error: NOT_ADMIN })
      }
      // The CSRF check (@fastify/csrf-protection) before every change.
      const change = [office.csrfProtection.bind(office)]
      const me = (request: FastifyRequest) => request.member as Member

      const sessionView = (request: FastifyRequest, reply: FastifyReply): SessionView => {
        const id = request.session.memberId
        const member = id === undefined ? null : findMember(db, id)
        return { member, csrfToken: reply.generateCsrf() }
      }

      /** Signs this member in on a new session id (no fixation), with a fresh CSRF token. */
      const startSession = async (request: FastifyRequest, reply: FastifyReply, member: Member) => {
        await request.session.regenerate()
        request.session.memberId = member.id
        return { member, csrfToken: reply.generateCsrf() }
      }

      // --- the page and its assets -------------------------------------------------------------
      const page = (_request: FastifyRequest, reply: FastifyReply) =>
        reply.type("text/html; charset=utf-8").send(officePage(assets))
      office.get("/", page)
      office.get("/*", page)
      office.get("/assets/:file", (request, reply) => {
        const file = assets.files.get((request.params as { file: string }).file)
        if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("Not found")
        return reply.type(file.type).send(file.contents)
      })
      office.get("/api/*", (_request, reply) => reply.code(404).send({ error: "There is no such page of the API." }))

      // --- session --------------------------------------------------------------------------------
      office.get("/api/session", async (request, reply) => sessionView(request, reply))

      office.post(
        "/api/session",
        {
          preHandler: change,
          config: { rateLimit: { max: config.officeSignInLimit, timeWindow: 15 * 60_000 } },
          schema: {
            body: {
              type: "object",
              properties: { email: { type: "string", maxLength: 254 }, password: { type: "string", maxLength: 256 } },
              required: ["email", "password"],
            },
          },
        },
        async (request, reply) => {
          const { email, password } = request.body as { email: string; password: string }
          const locked = lockedFor(db, email)
          if (locked > 0) return reply.code(429).send({ error: lockedMessage(locked) })
          const found = memberForSignIn(db, email)
          // An unknown e-mail costs the same hash as a wrong password, and gets the same answer.
          const good = await passwordMatches(found?.passwordHash ?? (await decoyHash()), password)
          if (!found || !good) {
            recordFailure(db, email)
            return reply.code(401).send({ error: BAD_CREDENTIALS })
          }
          clearFailures(db, email)
          audit(db, found.member.id, "signed in", request.ip)
          return startSession(request, reply, found.member)
        },
      )

      office.delete("/api/session", { preHandler: change }, async (request, reply) => {
        const id = request.session.memberId
        if (id !== undefined) audit(db, id, "signed out", "")
        await request.session.destroy()
        return reply.code(204).send()
      })

      office.post(
        "/api/password",
        {
          preHandler: change,
          config: { rateLimit: { max: config.officeSignInLimit, timeWindow: 15 * 60_000 } },
          schema: {
            body: {
              type: "object",
              properties: { token: { type: "string", maxLength: 100 }, password: { type: "string", maxLength: 256 } },
              required: ["token", "password"],
            },
          },
        },
        async (request, reply) => {
          const { token, password } = request.body as { token: string; password: string }
          try {
            const member = await setPasswordWithLink(db, token, password)
            return startSession(request, reply, member)
          } catch (error) {
            if (error instanceof MemberError) return reply.code(400).send({ error: error.message })
            throw error
          }
        },
      )

      // --- members --------------------------------------------------------------------------------
      const linkOf = (token: string) => `${config.officeUrl}set-password#${token}`
      office.get("/api/members", { preHandler: signedIn }, () => listMembers(db))
      office.post(
        "/api/members",
        {
          preHandler: [admin, ...change],
          schema: {
            body: {
              type: "object",
              properties: {
                email: { type: "string", maxLength: 254 },
                name: { type: "string", maxLength: 200 },
                role: { type: "string", enum: ["admin", "staff"] },
              },
              required: ["email", "name", "role"],
            },
          },
        },
        async (request, reply) => {
          const body = request.body as { email: string; name: string; role: "admin" | "staff" }
          try {
            const { member, linkToken } = await addMember(db, { ...body, password: null }, me(request).id)
            const added: AddedMemberView = { member, link: linkOf(linkToken as string) }
            return added
          } catch (error) {
            if (error instanceof MemberError) return reply.code(400).send({ error: error.message })
            throw error
          }
        },
      )
      office.delete(
        "/api/members/:id",
        { preHandler: [admin, ...change], schema: { params: idParams } },
        (request, reply) => {
          const { id } = request.params as { id: number }
          if (id === me(request).id) return reply.code(400).send({ error: "You cannot remove yourself." })
          try {
            removeMember(db, id, me(request).id)
            return reply.code(204).send()
          } catch (error) {
            if (error instanceof MemberError) return reply.code(400).send({ error: error.message })
            throw error
          }
        },
      )
      office.post(
        "/api/members/:id/link",
        { preHandler: [admin, ...change], schema: { params: idParams } },
        (request, reply) => {
          const { id } = request.params as { id: number }
          try {
            const link: LinkView = { link: linkOf(resetLink(db, id, me(request).id)) }
            return link
          } catch (error) {
            if (error instanceof MemberError) return reply.code(400).send({ error: error.message })
            throw error
          }
        },
      )

      // --- enquiries ------------------------------------------------------------------------------
      const context = { currency, replyFacts }
      office.get("/api/enquiries", { preHandler: signedIn, schema: { querystring: filterQuery } }, (request, reply) => {
        try {
          return listEnquiries(db, request.query as EnquiryFilters, currency)
        } catch (error) {
          if (error instanceof FilterError) return reply.code(400).send({ error: error.message })
          throw error
        }
      })
      office.get(
        "/api/enquiries.csv",
        { preHandler: signedIn, schema: { querystring: filterQuery } },
        (request, reply) => {
          let rows
          try {
            rows = filteredRows(db, request.query as EnquiryFilters)
          } catch (error) {
            if (error instanceof FilterError) return reply.code(400).send({ error: error.message })
            throw error
          }
          audit(db, me(request).id, "exported CSV", `${rows.length} enquiries`)
          return reply
            .type("text/csv; charset=utf-8")
            .header(
              "Content-Disposition",
              `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
            )
            .send(csvOfRows(rows))
        },
      )
      office.get("/api/enquiries/:id", { preHandler: signedIn, schema: { params: idParams } }, (request, reply) => {
        const { id } = request.params as { id: number }
        if (!enquiryDetail(db, id, context)) return reply.code(404).send({ error: "There is no such enquiry." })
        markOpened(db, id, me(request).id)
        return enquiryDetail(db, id, context)
      })
      office.patch(
        "/api/enquiries/:id",
        {
          preHandler: [signedIn, ...change],
          schema: {
            params: idParams,
            body: {
              type: "object",
              properties: {
                status: { type: "string", maxLength: 20 },
                assigneeId: { type: ["integer", "null"] },
                followUpOn: { type: ["string", "null"], maxLength: 10 },
              },
              additionalProperties: false,
            },
          },
        },
        (request, reply) => {
          const { id } = request.params as { id: number }
          try {
            if (!changeEnquiry(db, id, request.body as EnquiryChange, me(request).id))
              return reply.code(404).send({ error: "There is no such enquiry." })
          } catch (error) {
            if (error instanceof ChangeError) return reply.code(400).send({ error: error.message })
            throw error
          }
          return enquiryDetail(db, id, context)
        },
      )
      office.post(
        "/api/enquiries/:id/notes",
        {
          preHandler: [signedIn, ...change],
          schema: {
            params: idParams,
            body: {
              type: "object",
              properties: { text: { type: "string", maxLength: MAX_NOTE_LENGTH * 2 } },
              required: ["text"],
            },
          },
        },
        (request, reply) => {
          const { id } = request.params as { id: number }
          try {
            if (!addNote(db, id, (request.body as { text: string }).text, me(request).id))
              return reply.code(404).send({ error: "There is no such enquiry." })
          } catch (error) {
            if (error instanceof ChangeError) return reply.code(400).send({ error: error.message })
            throw error
          }
          return enquiryDetail(db, id, context)
        },
      )
      office.get("/api/overview", { preHandler: signedIn }, () => overview(db))

      // --- privacy and the audit log (admins) -----------------------------------------------------
      office.post(
        "/api/erasure",
        {
          preHandler: [admin, ...change],
          schema: {
            body: {
              type: "object",
              properties: { contact: { type: "string", maxLength: 254 } },
              required: ["contact"],
            },
          },
        },
        (request, reply) => {
          try {
            const erased: ErasedView = erasePerson(db, (request.body as { contact: string }).contact, me(request).id)
            return erased
          } catch (error) {
            if (error instanceof ErasureError) return reply.code(400).send({ error: error.message })
            throw error
          }
        },
      )
      office.get(
        "/api/audit",
        { preHandler: admin },
        (): AuditEntry[] =>
          db
            .prepare(
              // Every action of a member: the log's own lines (sign-ins, members, exports, erasures) and
              // each change to an enquiry from its history (negative ids), newest first.
              `SELECT * FROM (SELECT a.id, a.at, m.name AS by, a.action, a.detail FROM audit_log a LEFT JOIN members m ON m.id = a.member_id
               UNION ALL
               SELECT -ev.id, ev.at, m.name, 'enquiry: ' || lower(ev.what),
                 e.reference || CASE WHEN ev.old_value IS NULL AND ev.new_value IS NULL THEN ''
                   ELSE ': ' || COALESCE(ev.old_value, '—') || ' → ' || COALESCE(ev.new_value, '—') END
               FROM enquiry_events ev JOIN enquiries e ON e.id = ev.enquiry_id JOIN members m ON m.id = ev.member_id)
               ORDER BY at DESC, abs(id) DESC LIMIT 500`,
            )
            .all() as AuditEntry[],
      )
    },
    { prefix: "/office" },
  )
}
