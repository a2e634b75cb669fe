/**
 * What the office's API (/office/api/, docs/office.md) answers, shared by the server's routes and
 * the inbox's browser app (server/office/app/). Every value an enquirer wrote is a plain string
 * here: the app shows it as text, never as HTML. Every error is a 4xx or 5xx with `{ error: string }`,
 * a sentence for the member.
 */
import type { Lang } from "../../src/lib/i18n/lang"

export const STATUSES = ["new", "contacted", "site-visit", "quoted", "won", "lost", "spam"] as const
export type Status = (typeof STATUSES)[number]
export const STATUS_LABELS: Record<Status, string> = {
  new: "New",
  contacted: "Contacted",
  "site-visit": "Site visit",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
}

export type Kind = "contact" | "estimate"
export const KIND_LABELS: Record<Kind, string> = { contact: "Contact message", estimate: "Cost estimate" }

export type Role = "admin" | "staff"

export interface MemberView {
  id: number
  email: string
  name: string
  role: Role
  /** False until an invited member has set their password. */
  active: boolean
  createdAt: string
}

/** GET /office/api/session: who is signed in (null: nobody) and the CSRF token for the next change. */
export interface SessionView {
  member: MemberView | null
  csrfToken: string
}

/** The indicative estimate as the site showed it: ranges already worded in lakh ("₹18.5 – 22 lakh"). */
export interface EstimateView {
  ratesVersion: string | null
  gfrg: string | null
  conventional: string | null
  saving: string | null
  gfrgWeeks: number | null
  conventionalWeeks: number | null
  /** Why no range was given (an area outside the calculator's limits), if so. */
  note: string | null
}

/** One row of the inbox's list. */
export interface EnquirySummary {
  id: number
  reference: string
  kind: Kind
  name: string
  phone: string | null
  email: string | null
  location: string | null
  areaSqft: number | null
  projectType: string | null
  estimate: EstimateView | null
  /** The language of the page it was sent from ("en", "ml"): the one the enquirer expects a reply in. */
  lang: Lang
  /** ISO time it was received. */
  createdAt: string
  status: Status
  assignee: { id: number; name: string } | null
  /** YYYY-MM-DD, or null. */
  followUpOn: string | null
  /** Whether any member has opened it yet. */
  opened: boolean
}

export interface EnquiryList {
  items: EnquirySummary[]
  total: number
  page: number
  pageSize: number
}

export interface NoteView {
  id: number
  at: string
  by: string
  text: string
}

/** One change in an enquiry's history: who changed what, when. */
export interface EventView {
  id: number
  at: string
  /** The member's name, or null for the system (received, retention). */
  by: string | null
  what: string
  from: string | null
  to: string | null
}

export interface MailView {
  state: "sent" | "pending" | "failing"
  attempts: number
  lastError: string | null
  sentAt: string | null
}

export interface EnquiryDetail extends EnquirySummary {
  message: string | null
  /** Every field as the visitor sent it, in the form's order: [label, value]. */
  fields: [string, string][]
  sourcePage: string | null
  botScore: number | null
  mail: MailView | null
  notes: NoteView[]
  history: EventView[]
  /** The visitor's number as WhatsApp wants it (digits with country code), or null. */
  whatsappNumber: string | null
  /** The prefilled reply: greeting, reference and, for a cost request, the estimate in lakh. */
  whatsappText: string
}

/** The list's filters, as query parameters of GET /office/api/enquiries and …/enquiries.csv. */
export interface EnquiryFilters {
  kind?: Kind
  status?: Status
  /** A member's id, or "none" for enquiries nobody is assigned. */
  assignee?: string
  /** YYYY-MM-DD, received on or after. */
  from?: string
  /** YYYY-MM-DD, received on or before. */
  to?: string
  /** "1": only those whose follow-up date is today or past (and not Won, Lost or Spam). */
  due?: "1"
  /** Words, a reference, or a phone number typed any way. */
  q?: string
  page?: string
}

/** PATCH /office/api/enquiries/:id: one or more of these. */
export interface EnquiryChange {
  status?: Status
  assigneeId?: number | null
  followUpOn?: string | null
}

/** POST /office/api/members: the member added and the one-time link that sets their password. */
export interface AddedMemberView {
  member: MemberView
  link: string
}

/** POST /office/api/members/:id/link: a new one-time link. */
export interface LinkView {
  link: string
}

/** POST /office/api/erasure: how many rows went. */
export interface ErasedView {
  enquiries: number
  notes: number
  mails: number
}

/** GET /office/api/overview: the business at a glance. */
export interface OverviewView {
  /** Monday of each of the last 12 weeks (YYYY-MM-DD), with the enquiries received that week by kind. */
  weeks: { week: string; contact: number; estimate: number }[]
  /** How many enquiries have reached each status or beyond (Spam apart), New to Won. */
  funnel: { status: Status; count: number }[]
  /** Median hours from received to first contact, or null when none was contacted yet. */
  medianHoursToContact: number | null
  /** The pages enquiries were sent from, most first. */
  sources: { page: string; count: number }[]
}

export interface AuditEntry {
  id: number
  at: string
  by: string | null
  action: string
  detail: string
}
