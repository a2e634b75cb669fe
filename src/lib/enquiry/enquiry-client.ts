import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES } from "./messages"

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

/** The contact form's wording of a failure (docs/behaviour.md §8). */
export function contactFailureText(failure: SubmitFailure): string {
  if (failure.kind !== "server") return CONTACT_MESSAGES.network
  return failure.message ?? CONTACT_MESSAGES.httpStatus(failure.status)
}

/** The estimator's wording of a failure (docs/behaviour.md §8): a message if there is one, as is. */
export function estimatorFailureText(failure: SubmitFailure): string {
  if (failure.kind === "network") return ESTIMATOR_MESSAGES.caught
  if (failure.kind === "token") return failure.message ?? ESTIMATOR_MESSAGES.caught
  return failure.message ?? ESTIMATOR_MESSAGES.httpError
}
