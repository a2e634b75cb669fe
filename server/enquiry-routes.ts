import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import {
  CONTACT_FIELDS,
  ESTIMATOR_FIELDS,
  estimateProjectTypeLabel,
  fieldNames,
  formBodyLimit,
  type FieldSpec,
} from "../src/lib/enquiry/fields"
import { UNKNOWN_LANG_MESSAGE } from "../src/lib/enquiry/messages"
import { parseArea, validateContact, validateEstimator } from "../src/lib/enquiry/validation"
import { DEFAULT_LANG, isLang, langOfPath, type Lang } from "../src/lib/i18n/lang"
import { FORMS } from "../src/lib/enquiry/words"
import { estimate, estimateLines } from "../src/lib/estimate/estimate"
import type { EstimateRates } from "../src/lib/estimate/rates"
import { verifyBotCheck } from "./bot-check"
import type { ServerConfig } from "./config"
import { storeEnquiry, type Db, type EnquiryRow, type StoredEnquiry } from "./db"
import { buildMail } from "./mail"
import type { Outbox } from "./outbox"

/**
 * POST /send_contact_mail.php and /send_estimator_mail.php: check, store, then answer, in the
 * language the form was sent in (its `lang` field: "en" or "ml", English when absent).
 */

/** The server's replies in each language (src/lib/enquiry/words.ts; English: docs/behaviour.md §8). */
export const serverMessages = (lang: Lang) => FORMS[lang].server

type Fail = { status: number; message: string }

/**
 * The language of a form: its `lang` field, English when there is none (forms from before the
 * Malayalam edition); null for any other value, or a `lang` that is not one field.
 */
function formLang(body: unknown): Lang | null {
  const sent = body && typeof body === "object" ? (body as Record<string, unknown>).lang : undefined
  if (sent === undefined) return DEFAULT_LANG
  return isLang(sent) ? sent : null
}

/**
 * The language to answer a request in before or without its fields (the rate limit, a body too large
 * or not form-encoded, an unexpected error): the form's `lang` once the body was read; otherwise the
 * language of the path asked for (/ml/...), or of the page that sent it (its Referer: /ml/contact
 * is Malayalam); else English.
 */
export function replyLang(request: FastifyRequest): Lang {
  const body: unknown = request.body
  if (body && typeof body === "object") return formLang(body) ?? DEFAULT_LANG
  const own = langOfPath(request.url)
  if (own !== DEFAULT_LANG) return own
  const referer = request.headers.referer
  if (!referer) return DEFAULT_LANG
  try {
    return langOfPath(new URL(referer).pathname)
  } catch {
    return DEFAULT_LANG
  }
}

interface Accepted {
  row: Omit<EnquiryRow, "clientIp" | "userAgent" | "sourcePage" | "botScore" | "lang">
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

/**
 * Reads a form's language and fields as trimmed single strings, rejecting repeats, an unknown
 * language, honeypots and control characters; each refusal in the form's language. `nouns` names
 * each field in every language, for the "too long" reply.
 */
function readFields<F extends string>(
  body: unknown,
  rules: Record<F, FieldSpec>,
  nouns: (lang: Lang, field: F) => string,
): { lang: Lang; fields: Record<F, string> } | { fail: Fail } {
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  const lang = formLang(raw)
  const messages = serverMessages(lang ?? DEFAULT_LANG)
  for (const value of Object.values(raw)) {
    if (Array.isArray(value) || (value !== null && typeof value === "object"))
      return { fail: { status: 400, message: messages.repeated } }
  }
  if (lang === null) return { fail: { status: 400, message: UNKNOWN_LANG_MESSAGE } }
  if (typeof raw.company_website === "string" && raw.company_website.trim() !== "")
    return { fail: { status: 400, message: messages.honeypot } }
  const fields = {} as Record<F, string>
  for (const name of fieldNames(rules)) {
    const rule: FieldSpec = rules[name]
    const sent = typeof raw[name] === "string" ? raw[name] : ""
    if (CONTROL.test(sent.trim()) || (!rule.multiline && LINE_BREAK.test(sent.trim())))
      return { fail: { status: 400, message: messages.singleLine } }
    const value = withoutInvisible(sent, rule.multiline).trim()
    if (value.length > rule.max) return { fail: { status: 400, message: messages.tooLong(nouns(lang, name)) } }
    fields[name] = value
  }
  return { lang, fields }
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
      /** How the "too long" reply names a field, in each language. */
      nouns: (lang: Lang, field: F) => string
      action: string
      validate: (fields: Record<F, string>, lang: Lang) => string | null
      /** The stored row, the mail's lines and the success reply of a valid enquiry. */
      accept: (fields: Record<F, string>, lang: Lang) => Accepted
    },
  ) => {
    const read = readFields(request.body, form.rules, form.nouns)
    if ("fail" in read) return reply.code(read.fail.status).send({ status: "error", message: read.fail.message })
    const { lang } = read
    const error = form.validate(read.fields, lang)
    if (error) return reply.code(400).send({ status: "error", message: error })

    const rawToken = (request.body as Record<string, unknown>).recaptcha_token
    const check = await verifyBotCheck(
      config,
      typeof rawToken === "string" ? rawToken : "",
      form.action,
      request.ip,
      request.log,
      lang,
    )
    if (!check.ok) return reply.code(check.status).send({ status: "error", message: check.message })

    const { row, summary, success } = form.accept(read.fields, lang)
    const fullRow: EnquiryRow = {
      ...row,
      lang,
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
          lang,
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
      return reply.code(500).send({ status: "error", message: serverMessages(lang).storage })
    }
    request.log.info({ enquiryId: stored.id, kind: row.kind, lang }, "enquiry stored")
    outbox.kick()
    // The reference is the visitor's handle on their enquiry (docs/office.md): shown beside the message.
    return reply.code(200).send({ status: "success", message: success, reference: stored.reference })
  }

  app.post("/send_contact_mail.php", routeOptions(CONTACT_FIELDS), (request, reply) =>
    handle(request, reply, {
      rules: CONTACT_FIELDS,
      nouns: (lang, field) => FORMS[lang].contactFields[field].noun,
      action: "contact_submit",
      validate: validateContact,
      accept: (f, lang) => ({
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
        success: FORMS[lang].contact.success,
      }),
    }),
  )

  app.post("/send_estimator_mail.php", routeOptions(ESTIMATOR_FIELDS), (request, reply) =>
    handle(request, reply, {
      rules: ESTIMATOR_FIELDS,
      nouns: (lang, field) => FORMS[lang].estimatorFields[field].noun,
      action: "estimator_submit",
      validate: validateEstimator,
      accept: (f, lang) => {
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
          success: FORMS[lang].estimator.success,
        }
      },
    }),
  )
}
