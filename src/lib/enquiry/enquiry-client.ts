import { DEFAULT_LANG, type Lang } from "../i18n/lang"
import { FORMS } from "./words"

/** Sending an enquiry form to the enquiry server and reading its answer, per docs/behaviour.md §7-§8. */

export const CONTACT_ENDPOINT = "/send_contact_mail.php"
export const ESTIMATOR_ENDPOINT = "/send_estimator_mail.php"
/** Both endpoints: POST only; the hosts that serve the site pass them to the enquiry server. */
export const ENQUIRY_ENDPOINTS: readonly string[] = [CONTACT_ENDPOINT, ESTIMATOR_ENDPOINT]

export type SendResult =
  | {
      ok: true
      message: string
      /** The enquiry's reference (E-2611-0042), when the server gave one. */ reference: string | null
    }
  | { ok: false; kind: "server"; status: number; message: string | null }
  | { ok: false; kind: "network" }

/** Why a submission did not go through: the server's answer, the network, or the bot check's token. */
export type SubmitFailure = Exclude<SendResult, { ok: true }> | { ok: false; kind: "token"; message: string | null }

/** An enquiry's reference as the server makes it (docs/office.md): E-YYMM-NNNN. */
const REFERENCE = /^E-\d{4}-\d{4,}$/

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** POSTs the fields form-encoded; a non-OK status or a status other than "success" is a failure. */
export async function sendEnquiry(
  endpoint: string,
  fields: Record<string, string>,
  fetchImpl: Fetch = fetch,
): Promise<SendResult> {
  let response: Response
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(fields).toString(),
    })
  } catch {
    return { ok: false, kind: "network" }
  }
  let body: { status?: unknown; message?: unknown; reference?: unknown } | null = null
  try {
    body = (await response.json()) as { status?: unknown; message?: unknown; reference?: unknown }
  } catch {
    body = null
  }
  const message = body && typeof body.message === "string" && body.message.trim() !== "" ? body.message : null
  if (response.ok && body?.status === "success") {
    const reference = typeof body.reference === "string" && REFERENCE.test(body.reference) ? body.reference : null
    return { ok: true, message: message ?? "", reference }
  }
  return { ok: false, kind: "server", status: response.status, message }
}

/**
 * The contact form's wording of a failure (docs/behaviour.md §8), in the page's language; the
 * server's own message already is in it (the form sends `lang`).
 */
export function contactFailureText(failure: SubmitFailure, lang: Lang = DEFAULT_LANG): string {
  const messages = FORMS[lang].contact
  if (failure.kind !== "server") return messages.network
  return failure.message ?? messages.httpStatus(failure.status)
}

/** The estimator's wording of a failure (docs/behaviour.md §8): a message if there is one, as is. */
export function estimatorFailureText(failure: SubmitFailure, lang: Lang = DEFAULT_LANG): string {
  const messages = FORMS[lang].estimator
  if (failure.kind === "network") return messages.caught
  if (failure.kind === "token") return failure.message ?? messages.caught
  return failure.message ?? messages.httpError
}
