/** Privacy (admins only): erasing everything stored about a person, and the audit log. */
import { type FormEvent, useState } from "react"
import { type AuditEntry, type MemberView } from "../api-types"
import { erase, failureMessage, getAudit } from "./api"
import { countOf, formatDateTime } from "./format"
import { useLoad, useTitle } from "./hooks"

export function PrivacyScreen({ member }: { member: MemberView }) {
  useTitle("Privacy")
  if (member.role !== "admin") {
    return (
      <>
        <h1>Privacy</h1>
        <p>Only an admin can erase a person's data or read the audit log.</p>
      </>
    )
  }
  return <PrivacyTools />
}

function PrivacyTools() {
  const audit = useLoad("audit", getAudit)
  return (
    <>
      <h1>Privacy</h1>
      <ErasureForm onErased={audit.reload} />
      <section className="panel" aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit log</h2>
        {audit.error && (
          <p role="alert" className="error">
            {audit.error}
          </p>
        )}
        {!audit.data && !audit.error && <p role="status">Loading the audit log…</p>}
        {audit.data && audit.data.length === 0 && <p>Nothing has been logged yet.</p>}
        {audit.data && audit.data.length > 0 && <AuditTable entries={audit.data} />}
      </section>
    </>
  )
}

function erasedText(result: { enquiries: number; notes: number; mails: number }): string {
  return (
    `Erased ${countOf(result.enquiries, "enquiry", "enquiries")}, ` +
    `${countOf(result.notes, "note", "notes")} and ${countOf(result.mails, "mail", "mails")}.`
  )
}

function ErasureForm({ onErased }: { onErased: () => void }) {
  const [contact, setContact] = useState("")
  const [understood, setUnderstood] = useState(false)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState("")
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setResult("")
    if (!contact.trim()) {
      setError("Enter the person's e-mail or phone number.")
      return
    }
    if (!understood) {
      setError("Tick “I understand this cannot be undone” to erase.")
      return
    }
    setSending(true)
    setError(null)
    erase(contact.trim()).then(
      (answer) => {
        setSending(false)
        setContact("")
        setUnderstood(false)
        setResult(erasedText(answer))
        onErased()
      },
      (failure: unknown) => {
        setSending(false)
        setError(failureMessage(failure))
      },
    )
  }

  return (
    <section className="panel" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase everything of a person</h2>
      <p>
        Erases every enquiry the person sent, with its notes and mails. Use it when someone asks for their data to be
        deleted.
      </p>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="erase-contact">E-mail or phone number</label>
          <input
            id="erase-contact"
            autoComplete="off"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        </div>
        <div className="field field-check">
          <input
            id="erase-understood"
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <label htmlFor="erase-understood">I understand this cannot be undone</label>
        </div>
        <div role="alert" className={error ? "error" : undefined}>
          {error}
        </div>
        <div>
          <button type="submit" className="danger" disabled={sending}>
            {sending ? "Erasing..." : "Erase"}
          </button>
        </div>
      </form>
      <p role="status" className="saved">
        {result}
      </p>
    </section>
  )
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="stack-table audit-table">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td data-label="Who">{entry.by ?? "System"}</td>
            <td data-label="Action">{entry.action}</td>
            <td data-label="Detail">{entry.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
