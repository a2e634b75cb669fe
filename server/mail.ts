import { isValidEmail } from "../src/lib/enquiry/validation"
import { LANG_NAMES_IN_ENGLISH, type Lang } from "../src/lib/i18n/lang"
import type { OutgoingMail } from "./db"

/** The office's notification of an enquiry: plain text and HTML, every value escaped. */

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  )

/** Nothing typed by a visitor may bring a line break or control character into a header. */
export const headerSafe = (value: string, max = 80): string =>
  value
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)

/**
 * What the office should know of an enquirer who wrote in another language than English: the site
 * answered them in it, so they will expect the reply in it too.
 */
const REPLY_EXPECTATIONS: Record<Lang, string | null> = {
  en: null,
  ml: "They wrote from the Malayalam pages and were answered in Malayalam: please reply in Malayalam if you can.",
}

export interface MailOfEnquiry {
  kind: "contact" | "estimate"
  /** The language of the page the enquiry was sent from. */
  lang: Lang
  fields: [label: string, value: string][]
  name: string
  email: string | null
  to: string
  /** The enquiry's reference (E-2611-0042), in the subject. */
  reference: string
  /** The enquiry in the office's inbox. */
  inboxLink: string
}

export function buildMail({ kind, lang, fields, name, email, to, reference, inboxLink }: MailOfEnquiry): OutgoingMail {
  const subject =
    kind === "contact"
      ? `[${reference}] New contact message from ${headerSafe(name)}`
      : `[${reference}] New cost estimate request from ${headerSafe(name)}`
  const heading = kind === "contact" ? "New contact message" : "New cost estimate request"
  // The language first: it decides how the office answers.
  const lines: [string, string][] = [["Language", LANG_NAMES_IN_ENGLISH[lang]], ...fields]
  const expectation = REPLY_EXPECTATIONS[lang]
  const text = [
    `${heading} from the website (${reference})`,
    "",
    ...(expectation ? [expectation, ""] : []),
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it in the inbox: ${inboxLink}`,
  ].join("\n")
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif"><h2>${escapeHtml(heading)} (${escapeHtml(reference)})</h2>${expectation ? `<p><strong>${escapeHtml(expectation)}</strong></p>` : ""}<table>${rows}</table><p><a href="${escapeHtml(inboxLink)}">Open it in the inbox</a></p></body></html>`
  return { to, subject, text, html, replyTo: email && isValidEmail(email) ? email.trim() : null }
}
