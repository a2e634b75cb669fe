/**
 * One enquiry: what the visitor sent, how the office is handling it (status, assignee, follow-up
 * date), a WhatsApp reply, notes and history. Each change is saved at once and the screen shows
 * the server's answer.
 */
import { type FormEvent, useRef, useState } from "react"
import {
  type EnquiryChange,
  type EnquiryDetail,
  type EstimateView,
  type EventView,
  KIND_LABELS,
  type MailView,
  type MemberView,
  type NoteView,
  STATUSES,
  STATUS_LABELS,
  type Status,
} from "../api-types"
import { addNote, changeEnquiry, failureMessage, getEnquiry } from "./api"
import { countOf, formatDateTime } from "./format"
import { useLoad, useTitle } from "./hooks"
import { Link, lastListUrl } from "./router"

interface EnquiryScreenProps {
  id: number
  members: MemberView[]
}

export function EnquiryScreen({ id, members }: EnquiryScreenProps) {
  const loaded = useLoad(String(id), () => getEnquiry(id))
  const enquiry = loaded.data?.id === id ? loaded.data : null
  useTitle(enquiry ? enquiry.reference : "Enquiry")
  const [backHref] = useState(lastListUrl)

  return (
    <>
      <p className="back">
        <Link href={backHref}>Back to the list</Link>
      </p>
      <h1>{enquiry ? `${enquiry.reference} · ${enquiry.name}` : "Enquiry"}</h1>
      {enquiry ? (
        <EnquiryView enquiry={enquiry} members={members} onChanged={loaded.setData} />
      ) : loaded.error ? (
        <p role="alert" className="error">
          {loaded.error}
        </p>
      ) : (
        <p role="status">Loading the enquiry…</p>
      )}
    </>
  )
}

interface EnquiryViewProps {
  enquiry: EnquiryDetail
  members: MemberView[]
  onChanged: (enquiry: EnquiryDetail) => void
}

function EnquiryView({ enquiry, members, onChanged }: EnquiryViewProps) {
  return (
    <>
      <p className="lead">
        {KIND_LABELS[enquiry.kind]}, {enquiry.lang === "ml" ? "in Malayalam, " : ""}received{" "}
        <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
      </p>
      <div className="enquiry-layout">
        <div className="enquiry-column">
          <SentFields enquiry={enquiry} />
          {enquiry.kind === "estimate" && enquiry.estimate && <EstimateBlock estimate={enquiry.estimate} />}
          <DeliveryDetails enquiry={enquiry} />
          <History events={enquiry.history} />
        </div>
        <div className="enquiry-column">
          <Handling enquiry={enquiry} members={members} onChanged={onChanged} />
          <WhatsAppReply number={enquiry.whatsappNumber} text={enquiry.whatsappText} />
          <Notes enquiry={enquiry} onChanged={onChanged} />
        </div>
      </div>
    </>
  )
}

function SentFields({ enquiry }: { enquiry: EnquiryDetail }) {
  const message = enquiry.message
  const messageInFields = message !== null && enquiry.fields.some(([, value]) => value === message)
  return (
    <section className="panel" aria-labelledby="sent-heading">
      <h2 id="sent-heading">What they sent</h2>
      {enquiry.fields.length > 0 ? (
        <dl className="fields">
          {enquiry.fields.map(([label, value], index) => (
            <div key={`${index}-${label}`}>
              <dt>{label}</dt>
              <dd className="text-block">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No fields were stored.</p>
      )}
      {message && !messageInFields && (
        <>
          <h3>Message</h3>
          <p className="text-block message">{message}</p>
        </>
      )}
    </section>
  )
}

function EstimateBlock({ estimate }: { estimate: EstimateView }) {
  const rows: [string, string][] = []
  if (estimate.gfrg) rows.push(["GFRG", estimate.gfrg])
  if (estimate.conventional) rows.push(["Conventional construction", estimate.conventional])
  if (estimate.saving) rows.push(["Saving with GFRG", estimate.saving])
  if (estimate.gfrgWeeks !== null) rows.push(["GFRG build time", countOf(estimate.gfrgWeeks, "week", "weeks")])
  if (estimate.conventionalWeeks !== null) {
    rows.push(["Conventional build time", countOf(estimate.conventionalWeeks, "week", "weeks")])
  }
  if (estimate.note) rows.push(["Note", estimate.note])
  if (estimate.ratesVersion) rows.push(["Rates version", estimate.ratesVersion])
  return (
    <section className="panel" aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">Indicative estimate shown to them</h2>
      {rows.length > 0 ? (
        <dl className="fields">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No estimate was given.</p>
      )}
    </section>
  )
}

function mailState(mail: MailView | null): string {
  if (!mail) return "No mail to the office"
  if (mail.state === "sent") return mail.sentAt ? `Sent at ${formatDateTime(mail.sentAt)}` : "Sent"
  if (mail.state === "pending") return "Pending"
  const failing = `Failing after ${countOf(mail.attempts, "attempt", "attempts")}`
  return mail.lastError ? `${failing}: ${mail.lastError}` : failing
}

function DeliveryDetails({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading">Details</h2>
      <dl className="fields">
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Sent from page</dt>
          <dd>{enquiry.sourcePage ?? "—"}</dd>
        </div>
        <div>
          <dt>Bot-check score</dt>
          <dd>{enquiry.botScore === null ? "—" : String(enquiry.botScore)}</dd>
        </div>
        <div>
          <dt>Mail to the office</dt>
          <dd>{mailState(enquiry.mail)}</dd>
        </div>
      </dl>
    </section>
  )
}

interface HandlingProps {
  enquiry: EnquiryDetail
  members: MemberView[]
  onChanged: (enquiry: EnquiryDetail) => void
}

function Handling({ enquiry, members, onChanged }: HandlingProps) {
  const [saved, setSaved] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [followUp, setFollowUp] = useState(enquiry.followUpOn ?? "")
  const lastRequest = useRef(0)

  function save(change: EnquiryChange, shown: EnquiryDetail, done: string) {
    const previous = enquiry
    const request = ++lastRequest.current
    onChanged(shown)
    setSaved("")
    setError(null)
    changeEnquiry(enquiry.id, change).then(
      (answer) => {
        if (request !== lastRequest.current) return
        onChanged(answer)
        // Only the follow-up's own answer updates its field: a date being typed while another change is
        // saved stays as typed.
        if ("followUpOn" in change) setFollowUp(answer.followUpOn ?? "")
        setSaved(done)
      },
      (failure: unknown) => {
        if (request !== lastRequest.current) return
        onChanged(previous)
        setError(failureMessage(failure))
      },
    )
  }

  function changeStatus(value: string) {
    const status = STATUSES.find((s) => s === value)
    if (!status || status === enquiry.status) return
    save({ status }, { ...enquiry, status }, `Status saved: ${STATUS_LABELS[status]}.`)
  }

  function changeAssignee(value: string) {
    const member = members.find((m) => String(m.id) === value) ?? null
    if ((member?.id ?? null) === (enquiry.assignee?.id ?? null)) return
    save(
      { assigneeId: member ? member.id : null },
      { ...enquiry, assignee: member ? { id: member.id, name: member.name } : null },
      member ? `Assigned to ${member.name}.` : "Nobody is assigned now.",
    )
  }

  function saveFollowUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const day = followUp || null
    save(
      { followUpOn: day },
      { ...enquiry, followUpOn: day },
      day ? "Follow-up date saved." : "Follow-up date cleared.",
    )
  }

  function clearFollowUp() {
    setFollowUp("")
    save({ followUpOn: null }, { ...enquiry, followUpOn: null }, "Follow-up date cleared.")
  }

  const assigneeMissing = enquiry.assignee && !members.some((m) => m.id === enquiry.assignee?.id)
  return (
    <section className="panel" aria-labelledby="handling-heading">
      <h2 id="handling-heading">Handling</h2>
      <div className="stack">
        <div className="field">
          <label htmlFor="enquiry-status">Status</label>
          <select id="enquiry-status" value={enquiry.status} onChange={(event) => changeStatus(event.target.value)}>
            {STATUSES.map((status: Status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="enquiry-assignee">Assignee</label>
          <select
            id="enquiry-assignee"
            value={enquiry.assignee ? String(enquiry.assignee.id) : ""}
            onChange={(event) => changeAssignee(event.target.value)}
          >
            <option value="">Nobody</option>
            {assigneeMissing && enquiry.assignee && (
              <option value={String(enquiry.assignee.id)}>{enquiry.assignee.name}</option>
            )}
            {members.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <form className="field" onSubmit={saveFollowUp}>
          <label htmlFor="enquiry-follow-up">Follow-up date</label>
          <div className="inline-controls">
            <input
              id="enquiry-follow-up"
              type="date"
              value={followUp}
              onChange={(event) => setFollowUp(event.target.value)}
            />
            <button type="submit">Save</button>
            <button type="button" onClick={clearFollowUp} disabled={!enquiry.followUpOn && !followUp}>
              Clear
            </button>
          </div>
        </form>
      </div>
      <Outcome saved={saved} error={error} />
    </section>
  )
}

function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

function WhatsAppReply({ number, text }: { number: string | null; text: string }) {
  const [draft, setDraft] = useState(text)
  const usable = number !== null && /^\d{6,15}$/.test(number)
  return (
    <section className="panel" aria-labelledby="whatsapp-heading">
      <h2 id="whatsapp-heading">Reply on WhatsApp</h2>
      <div className="field">
        <label htmlFor="whatsapp-text">WhatsApp message</label>
        <textarea id="whatsapp-text" rows={6} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      {usable ? (
        <p>
          <a className="button-link" href={whatsappHref(number, draft)} target="_blank" rel="noopener noreferrer">
            Reply on WhatsApp
          </a>{" "}
          <span className="hint">(opens WhatsApp in a new tab)</span>
        </p>
      ) : (
        <p>No WhatsApp number</p>
      )}
    </section>
  )
}

function newestFirst(notes: NoteView[]): NoteView[] {
  return [...notes].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
}

function Notes({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged: (enquiry: EnquiryDetail) => void }) {
  const [text, setText] = useState("")
  const [sending, setSending] = useState(false)
  const [saved, setSaved] = useState("")
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaved("")
    if (!text.trim()) {
      setError("Write the note first.")
      return
    }
    setSending(true)
    setError(null)
    addNote(enquiry.id, text.trim()).then(
      (answer) => {
        setSending(false)
        setText("")
        setSaved("Note added.")
        onChanged(answer)
      },
      (failure: unknown) => {
        setSending(false)
        setError(failureMessage(failure))
      },
    )
  }

  const notes = newestFirst(enquiry.notes)
  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="note-text">Add a note</label>
          <textarea id="note-text" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <div>
          <button type="submit" disabled={sending}>
            {sending ? "Adding..." : "Add note"}
          </button>
        </div>
      </form>
      <Outcome saved={saved} error={error} />
      {notes.length > 0 ? (
        <ul className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="note-meta">
                {note.by}, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="text-block">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>No notes yet.</p>
      )}
    </section>
  )
}

function History({ events }: { events: EventView[] }) {
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {events.length > 0 ? (
        <ol className="history">
          {events.map((event) => (
            <li key={event.id}>
              <span className="history-what">
                {event.by ?? "System"}: {event.what}
                {(event.from !== null || event.to !== null) && ` (${event.from ?? "—"} → ${event.to ?? "—"})`}
              </span>{" "}
              <time className="history-when" dateTime={event.at}>
                {formatDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p>Nothing has happened yet.</p>
      )}
    </section>
  )
}

/** What became of a member's last change: the confirmation, or the server's error (both live regions). */
function Outcome({ saved, error }: { saved: string; error: string | null }) {
  return (
    <>
      <p role="status" className="saved">
        {saved}
      </p>
      <div role="alert" className={error ? "error" : undefined}>
        {error}
      </div>
    </>
  )
}
