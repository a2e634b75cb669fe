import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import {
  CONTACT_FIELDS,
  ESTIMATOR_FIELDS,
  estimateProjectTypeLabel,
  fieldNames,
  formBodyLimit,
  type FieldSpec,
} from "../src/lib/enquiry/fields"
import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES } from "../src/lib/enquiry/messages"
import { parseArea, validateContact, validateEstimator } from "../src/lib/enquiry/validation"
import { estimate, estimateLines } from "../src/lib/estimate/estimate"
import type { EstimateRates } from "../src/lib/estimate/rates"
import { verifyBotCheck } from "./bot-check"
import type { ServerConfig } from "./config"
import { storeEnquiry, type Db, type EnquiryRow, type StoredEnquiry } from "./db"
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

type Fail = { status: number; message: string }

interface Accepted {
  row: Omit<EnquiryRow, "clientIp" | "userAgent" | "sourcePage" | "botScore">
  summary: [string, string][]
  success: string
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/
const LINE_BREAK = /[\r\n]/
/** Unicode's control (Cc) and format (Cf) characters: NEL, right-to-left overrides, zero-width spaces and joiners. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const MALAYALAM_VIRAMA = "\u0d4d"

/**
 * A value without the invisible characters that could disguise it in the office's mail and list
 * ("…\u202egnp.exe"), before it is stored or mailed (docs/behaviour.md §7). A tab becomes a
 * space; line breaks stay in the message (the only multi-line field); a zero-width joiner or
 * non-joiner after a Malayalam virama stays, since that is how Malayalam writes its chillu and
 * half forms.
 */
function withoutInvisible(value: string, multiline = false): string {
  return value.replace(INVISIBLE, (c: string, at: number, whole: string) => {
    if (c === "\t") return " "
    if (multiline && (c === "\n" || c === "\r")) return c
    if ((c === "\u200c" || c === "\u200d") && whole[at - 1] === MALAYALAM_VIRAMA) return c
    return ""
  })
}

/** Reads a form's fields as trimmed single strings, rejecting repeats, honeypots and control characters. */
function readFields<F extends string>(
  body: unknown,
  rules: Record<F, FieldSpec>,
): { fields: Record<F, string> } | { fail: Fail } {
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  for (const value of Object.values(raw)) {
    if (Array.isArray(value) || (value !== null && typeof value === "object"))
      return { fail: { status: 400, message: REJECTED.repeated } }
  }
  if (typeof raw.company_website === "string" && raw.company_website.trim() !== "")
    return { fail: { status: 400, message: REJECTED.honeypot } }
  const fields = {} as Record<F, string>
  for (const name of fieldNames(rules)) {
    const rule: FieldSpec = rules[name]
    const sent = typeof raw[name] === "string" ? raw[name] : ""
    if (CONTROL.test(sent.trim()) || (!rule.multiline && LINE_BREAK.test(sent.trim())))
      return { fail: { status: 400, message: REJECTED.singleLine } }
    const value = withoutInvisible(sent, rule.multiline).trim()
    if (value.length > rule.max) return { fail: { status: 400, message: REJECTED.tooLong(rule.noun) } }
    fields[name] = value
  }
  return { fields }
}

/** The path of the site's page that sent the form (its Referer, when it is this site's), for the office. */
function sourcePage(request: FastifyRequest): string | null {
  const referer = request.headers.referer
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.host === request.host ? url.pathname.slice(0, 300) : null
  } catch {
    return null
  }
}

export function registerEnquiryRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  db: Db,
  outbox: Outbox,
  rates: EstimateRates,
): void {
  /** Each form's route: its own body limit, sized from its fields (src/lib/enquiry/fields.ts), and the rate limit. */
  const routeOptions = (fields: Record<string, FieldSpec>) => ({
    bodyLimit: formBodyLimit(fields),
    config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
  })

  /** One enquiry: read the form's fields, check them, verify the bot check, store, answer. */
  const handle = async <F extends string>(
    request: FastifyRequest,
    reply: FastifyReply,
    form: {
      rules: Record<F, FieldSpec>
      action: string
      validate: (fields: Record<F, string>) => string | null
      /** The stored row, the mail's lines and the success reply of a valid enquiry. */
      accept: (fields: Record<F, string>) => Accepted
    },
  ) => {
    const read = readFields(request.body, form.rules)
    if ("fail" in read) return reply.code(read.fail.status).send({ status: "error", message: read.fail.message })
    const error = form.validate(read.fields)
    if (error) return reply.code(400).send({ status: "error", message: error })

    const rawToken = (request.body as Record<string, unknown>).recaptcha_token
    const check = await verifyBotCheck(
      config,
      typeof rawToken === "string" ? rawToken : "",
      form.action,
      request.ip,
      request.log,
    )
    if (!check.ok) return reply.code(check.status).send({ status: "error", message: check.message })

    const { row, summary, success } = form.accept(read.fields)
    const fullRow: EnquiryRow = {
      ...row,
      clientIp: request.ip,
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300) || null,
      sourcePage: sourcePage(request),
      botScore: check.score,
    }
    let stored: StoredEnquiry
    try {
      stored = storeEnquiry(db, fullRow, (enquiry) =>
        buildMail({
          kind: row.kind,
          fields: summary,
          name: row.name,
          email: row.email,
          to: config.mailTo,
          reference: enquiry.reference,
          inboxLink: `${config.officeUrl}enquiries/${enquiry.id}`,
        }),
      )
    } catch (err) {
      request.log.error({ err }, "could not store an enquiry")
      return reply.code(500).send({ status: "error", message: REJECTED.storage })
    }
    request.log.info({ enquiryId: stored.id, kind: row.kind }, "enquiry stored")
    outbox.kick()
    // The reference is the visitor's handle on their enquiry (docs/office.md): shown beside the message.
    return reply.code(200).send({ status: "success", message: success, reference: stored.reference })
  }

  app.post("/send_contact_mail.php", routeOptions(CONTACT_FIELDS), (request, reply) =>
    handle(request, reply, {
      rules: CONTACT_FIELDS,
      action: "contact_submit",
      validate: validateContact,
      accept: (f) => ({
        row: {
          kind: "contact",
          name: f.fullName,
          email: f.email,
          phone: f.phone,
          message: f.message,
          projectType: null,
          location: null,
          areaSqft: null,
          payload: f,
          estimate: null,
        },
        summary: [
          ["Name", f.fullName],
          ["E-mail", f.email],
          ["Phone", f.phone],
          ["Message", f.message],
        ],
        success: CONTACT_MESSAGES.success,
      }),
    }),
  )

  app.post("/send_estimator_mail.php", routeOptions(ESTIMATOR_FIELDS), (request, reply) =>
    handle(request, reply, {
      rules: ESTIMATOR_FIELDS,
      action: "estimator_submit",
      validate: validateEstimator,
      accept: (f) => {
        // The figures the visitor saw, worked out again from the server's own copy of the rates.
        const areaSqft = parseArea(f.area)
        const result = estimate(rates, f.projectType, areaSqft)
        return {
          row: {
            kind: "estimate",
            name: f.name,
            email: f.email || null,
            phone: f.whatsappNumber,
            message: null,
            projectType: f.projectType,
            location: f.location,
            areaSqft,
            payload: f,
            estimate: result,
          },
          summary: [
            ["Project type", estimateProjectTypeLabel(f.projectType)],
            ["Location", f.location],
            ["Area (sq. ft.)", f.area],
            ["Name", f.name],
            ["WhatsApp", f.whatsappNumber],
            ["E-mail", f.email || "(not given)"],
            ...(result ? estimateLines(result, rates) : []),
          ],
          success: ESTIMATOR_MESSAGES.success,
        }
      },
    }),
  )
}
