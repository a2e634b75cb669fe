/**
 * The office API (/office/api/) as typed functions. It keeps the CSRF token of the latest
 * SessionView, sends it with every change, and reports a 401 as the end of the session.
 */
import {
  type AddedMemberView,
  type AuditEntry,
  type ErasedView,
  type LinkView,
  type EnquiryChange,
  type EnquiryDetail,
  type EnquiryFilters,
  type EnquiryList,
  type MemberView,
  type OverviewView,
  type Role,
  type SessionView,
} from "../api-types"

const BASE = "/office/api"

/** A request the API refused or could not answer: its status (0: no answer) and a message for the member. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = "ApiFailure"
  }
}

let csrfToken = ""
let sessionEnded: (() => void) | null = null

/** Calls `listener` whenever the API answers 401 to a signed-in call. */
export function onSessionEnded(listener: (() => void) | null): void {
  sessionEnded = listener
}

/** The message to show for anything a call threw. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.message
  return "Something went wrong. Please try again."
}

interface RequestOptions {
  body?: unknown
  /** A 401 here is a refused password, not an ended session. */
  unauthorizedIsAnswer?: boolean
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" }
  if (method !== "GET") headers["X-CSRF-Token"] = csrfToken
  if (options.body !== undefined) headers["Content-Type"] = "application/json"
  let response: Response
  try {
    response = await fetch(BASE + path, {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  } catch {
    throw new ApiFailure(0, "Could not reach the server. Check the connection and try again.")
  }
  if (!response.ok) {
    const message = await errorText(response)
    if (response.status === 401 && !options.unauthorizedIsAnswer) sessionEnded?.()
    throw new ApiFailure(response.status, message)
  }
  if (response.status === 204) return undefined as T
  try {
    return (await response.json()) as T
  } catch {
    throw new ApiFailure(response.status, "The server's answer could not be read. Please try again.")
  }
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) {
      return body.error
    }
  } catch {
    // Not JSON: a proxy's page, for instance.
  }
  return `The server could not do this (status ${response.status}). Please try again.`
}

function remember(view: SessionView): SessionView {
  csrfToken = view.csrfToken
  return view
}

/** The query string ("" or "?…") for the list's filters, with empty values left out. */
export function filtersQuery(filters: EnquiryFilters): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === "string" && value !== "") params.set(name, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ""
}

export async function getSession(): Promise<SessionView> {
  return remember(await request<SessionView>("GET", "/session"))
}

export async function signIn(email: string, password: string): Promise<SessionView> {
  return remember(
    await request<SessionView>("POST", "/session", { body: { email, password }, unauthorizedIsAnswer: true }),
  )
}

export function signOut(): Promise<void> {
  return request<void>("DELETE", "/session")
}

export async function setPassword(token: string, password: string): Promise<SessionView> {
  return remember(
    await request<SessionView>("POST", "/password", { body: { token, password }, unauthorizedIsAnswer: true }),
  )
}

export function getMembers(): Promise<MemberView[]> {
  return request<MemberView[]>("GET", "/members")
}

export function addMember(member: { email: string; name: string; role: Role }): Promise<AddedMemberView> {
  return request<AddedMemberView>("POST", "/members", { body: member })
}

export function removeMember(id: number): Promise<void> {
  return request<void>("DELETE", `/members/${id}`)
}

export function newMemberLink(id: number): Promise<LinkView> {
  return request<LinkView>("POST", `/members/${id}/link`)
}

export function getEnquiries(filters: EnquiryFilters): Promise<EnquiryList> {
  return request<EnquiryList>("GET", `/enquiries${filtersQuery(filters)}`)
}

/** Where the CSV of the enquiries these filters select downloads from (every page). */
export function enquiriesCsvUrl(filters: EnquiryFilters): string {
  const { page: _page, ...rest } = filters
  return `${BASE}/enquiries.csv${filtersQuery(rest)}`
}

export function getEnquiry(id: number): Promise<EnquiryDetail> {
  return request<EnquiryDetail>("GET", `/enquiries/${id}`)
}

export function changeEnquiry(id: number, change: EnquiryChange): Promise<EnquiryDetail> {
  return request<EnquiryDetail>("PATCH", `/enquiries/${id}`, { body: change })
}

export function addNote(id: number, text: string): Promise<EnquiryDetail> {
  return request<EnquiryDetail>("POST", `/enquiries/${id}/notes`, { body: { text } })
}

export function getOverview(): Promise<OverviewView> {
  return request<OverviewView>("GET", "/overview")
}

export function erase(contact: string): Promise<ErasedView> {
  return request<ErasedView>("POST", "/erasure", { body: { contact } })
}

export function getAudit(): Promise<AuditEntry[]> {
  return request<AuditEntry[]>("GET", "/audit")
}
