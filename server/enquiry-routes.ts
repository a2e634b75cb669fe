import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES } from "../src/lib/enquiry/messages"
import { PROJECT_TYPES, validateContact, validateEstimator } from "../src/lib/enquiry/validation"
import { verifyBotCheck } from "./bot-check"
import type { ServerConfig } from "./config"
import { storeEnquiry, type Db, type EnquiryRow } from "./db"
import { buildMail } from "./mail"
import type { Outbox } from "./outbox"

/** POST /send_contact_mail.php and /send_estimator_mail.php: check, store, then answer. */

export const REJECTED = {
  honeypot: "Your submission could not be accepted.",
  singleLine: "Please enter each field on a single line.",
  repeated: "Each field may be sent only once.",
  tooLong: (label: string) => `The ${label} is too long. Please shorten it.`,
  storage: "We could not save your enquiry. Please try again or call us.",
  tooMany: "Too many requests. Please try again in a few minutes.",
  tooLarge: "Your submission is too large.",
  contentType: "Please send the form as application/x-www-form-urlencoded.",
} as const

interface FieldRule {
  name: string
  label: string
  max: number
  multiline?: boolean
}

const CONTACT_FIELDS: FieldRule[] = [
  { name: "fullName", label: "name", max: 100 },
  { name: "email", label: "e-mail address", max: 254 },
  { name: "phone", label: "phone number", max: 30 },
  { name: "message", label: "message", max: 5000, multiline: true },
]

const ESTIMATOR_FIELDS: FieldRule[] = [
  { name: "projectType", label: "project type", max: 40 },
  { name: "location", label: "location", max: 200 },
  { name: "area", label: "area", max: 12 },
  { name: "name", label: "name", max: 100 },
  { name: "whatsappNumber", label: "WhatsApp number", max: 30 },
  { name: "email", label: "e-mail address", max: 254 },
]

type Fail = { status: number; message: string }

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/
const LINE_BREAK = /[\r\n]/

/** Reads the listed fields as trimmed single strings, rejecting repeats, honeypots and control characters. */
export function readFields(body: unknown, rules: FieldRule[]): { fields: Record<string, string> } | { fail: Fail } {
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  for (const value of Object.values(raw)) {
    if (Array.isArray(value) || (value !== null && typeof value === "object"))
      return { fail: { status: 400, message: REJECTED.repeated } }
  }
  if (typeof raw.company_website === "string" && raw.company_website.trim() !== "")
    return { fail: { status: 400, message: REJECTED.honeypot } }
  const fields: Record<string, string> = {}
  for (const rule of rules) {
    const value = typeof raw[rule.name] === "string" ? (raw[rule.name] as string).trim() : ""
    if (CONTROL.test(value) || (!rule.multiline && LINE_BREAK.test(value)))
      return { fail: { status: 400, message: REJECTED.singleLine } }
    if (value.length > rule.max) return { fail: { status: 400, message: REJECTED.tooLong(rule.label) } }
    fields[rule.name] = value
  }
  return { fields }
}

export function registerEnquiryRoutes(app: FastifyInstance, config: ServerConfig, db: Db, outbox: Outbox): void {
  const routeOptions = {
    bodyLimit: config.bodyLimit,
    config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
  }

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rules: FieldRule[],
    action: string,
    toRow: (fields: Record<string, string>) => {
      error: string | null
      row: Omit<EnquiryRow, "clientIp" | "userAgent">
      summary: [string, string][]
      success: string
    },
  ) => {
    const read = readFields(request.body, rules)
    if ("fail" in read) return reply.code(read.fail.status).send({ status: "error", message: read.fail.message })
    const { error, row, summary, success } = toRow(read.fields)
    if (error) return reply.code(400).send({ status: "error", message: error })

    const token =
      typeof (request.body as Record<string, unknown>).recaptcha_token === "string"
        ? ((request.body as Record<string, string>).recaptcha_token as string)
        : ""
    const check = await verifyBotCheck(config, token, action, request.ip)
    if (!check.ok) return reply.code(check.status).send({ status: "error", message: check.message })

    const fullRow: EnquiryRow = {
      ...row,
      clientIp: request.ip,
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300) || null,
    }
    const mail = buildMail(row.kind, summary, row.name, row.email, config.mailTo)
    let id: number
    try {
      id = storeEnquiry(db, fullRow, mail)
    } catch (err) {
      request.log.error({ err }, "could not store an enquiry")
      return reply.code(500).send({ status: "error", message: REJECTED.storage })
    }
    request.log.info({ enquiryId: id, kind: row.kind }, "enquiry stored")
    outbox.kick()
    return reply.code(200).send({ status: "success", message: success })
  }

  app.post("/send_contact_mail.php", routeOptions, (request, reply) =>
    handle(request, reply, CONTACT_FIELDS, "contact_submit", (f) => ({
      error: validateContact({
        fullName: f.fullName ?? "",
        email: f.email ?? "",
        phone: f.phone ?? "",
        message: f.message ?? "",
      }),
      row: {
        kind: "contact",
        name: f.fullName ?? "",
        email: f.email ?? null,
        phone: f.phone ?? null,
        message: f.message ?? null,
        projectType: null,
        location: null,
        areaSqft: null,
        payload: f,
      },
      summary: [
        ["Name", f.fullName ?? ""],
        ["E-mail", f.email ?? ""],
        ["Phone", f.phone ?? ""],
        ["Message", f.message ?? ""],
      ],
      success: CONTACT_MESSAGES.success,
    })),
  )

  app.post("/send_estimator_mail.php", routeOptions, (request, reply) =>
    handle(request, reply, ESTIMATOR_FIELDS, "estimator_submit", (f) => {
      const typeLabel = PROJECT_TYPES.find((t) => t.value === f.projectType)?.label ?? f.projectType ?? ""
      return {
        error: validateEstimator({
          projectType: f.projectType ?? "",
          location: f.location ?? "",
          area: f.area ?? "",
          name: f.name ?? "",
          whatsappNumber: f.whatsappNumber ?? "",
          email: f.email ?? "",
        }),
        row: {
          kind: "estimate",
          name: f.name ?? "",
          email: f.email ? f.email : null,
          phone: f.whatsappNumber ?? null,
          message: null,
          projectType: f.projectType ?? null,
          location: f.location ?? null,
          areaSqft: Number.parseFloat(f.area ?? ""),
          payload: f,
        },
        summary: [
          ["Project type", typeLabel],
          ["Location", f.location ?? ""],
          ["Area (sq. ft.)", f.area ?? ""],
          ["Name", f.name ?? ""],
          ["WhatsApp", f.whatsappNumber ?? ""],
          ["E-mail", f.email || "(not given)"],
        ],
        success: ESTIMATOR_MESSAGES.success,
      }
    }),
  )
}
