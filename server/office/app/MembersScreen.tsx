/** The office's members (admins only): who they are, inviting a new one, new links and removing. */
import { type FormEvent, useEffect, useRef, useState } from "react"
import { type MemberView, type Role } from "../api-types"
import { addMember, failureMessage, newMemberLink, removeMember } from "./api"
import { type Loaded, useTitle } from "./hooks"

const ROLE_LABELS: Record<Role, string> = { admin: "Admin", staff: "Staff" }

interface MembersScreenProps {
  member: MemberView
  members: Loaded<MemberView[]>
}

/** A one-time link to hand to a member. */
interface IssuedLink {
  name: string
  link: string
}

export function MembersScreen({ member, members }: MembersScreenProps) {
  useTitle("Members")
  const [issued, setIssued] = useState<IssuedLink | null>(null)
  const [saved, setSaved] = useState("")

  if (member.role !== "admin") {
    return (
      <>
        <h1>Members</h1>
        <p>Only an admin can manage members.</p>
      </>
    )
  }

  function linkIssued(link: IssuedLink) {
    setIssued(link)
    setSaved("")
  }

  function removed(name: string) {
    setSaved(`${name} was removed.`)
    members.reload()
  }

  const list = members.data ?? []
  return (
    <>
      <h1>Members</h1>
      <p role="status" className="saved">
        {saved}
      </p>
      {issued && <OneTimeLink issued={issued} />}
      <section className="panel" aria-labelledby="members-heading">
        <h2 id="members-heading">Who can sign in</h2>
        {members.error && (
          <p role="alert" className="error">
            {members.error}
          </p>
        )}
        {!members.data && !members.error && <p role="status">Loading the members…</p>}
        {members.data && list.length === 0 && <p>No members yet.</p>}
        {list.length > 0 && (
          <ul className="members">
            {list.map((each) => (
              <MemberItem
                key={each.id}
                member={each}
                isSelf={each.id === member.id}
                onLink={linkIssued}
                onRemoved={removed}
              />
            ))}
          </ul>
        )}
      </section>
      <AddMemberForm
        onAdded={(link) => {
          linkIssued(link)
          members.reload()
        }}
      />
    </>
  )
}

interface MemberItemProps {
  member: MemberView
  isSelf: boolean
  onLink: (link: IssuedLink) => void
  onRemoved: (name: string) => void
}

function MemberItem({ member, isSelf, onLink, onRemoved }: MemberItemProps) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  const noButton = useRef<HTMLButtonElement>(null)
  const [focusAfter, setFocusAfter] = useState<"confirm" | "remove" | null>(null)

  useEffect(() => {
    if (focusAfter === "confirm") noButton.current?.focus()
    if (focusAfter === "remove") removeButton.current?.focus()
  }, [focusAfter, confirming])

  function askLink() {
    setBusy(true)
    setError(null)
    newMemberLink(member.id).then(
      ({ link }) => {
        setBusy(false)
        onLink({ name: member.name, link })
      },
      (failure: unknown) => {
        setBusy(false)
        setError(failureMessage(failure))
      },
    )
  }

  function remove() {
    setBusy(true)
    setError(null)
    removeMember(member.id).then(
      () => onRemoved(member.name),
      (failure: unknown) => {
        setBusy(false)
        setConfirming(false)
        setFocusAfter("remove")
        setError(failureMessage(failure))
      },
    )
  }

  return (
    <li className="member">
      <div className="member-about">
        <p className="member-name">
          {member.name}
          {isSelf && " (you)"}
        </p>
        <p className="member-email">{member.email}</p>
        <p className="member-role">
          {ROLE_LABELS[member.role]}
          {!member.active && <span className="badge badge-quiet">Invited, no password yet</span>}
        </p>
      </div>
      <div className="member-actions">
        {confirming ? (
          <div className="confirm" role="group" aria-label={`Remove ${member.name}?`}>
            <span>Remove {member.name}?</span>
            <button type="button" className="danger" onClick={remove} disabled={busy}>
              Yes
            </button>
            <button
              type="button"
              ref={noButton}
              onClick={() => {
                setConfirming(false)
                setFocusAfter("remove")
              }}
            >
              No
            </button>
          </div>
        ) : (
          <>
            <button type="button" onClick={askLink} disabled={busy}>
              New link<span className="visually-hidden"> for {member.name}</span>
            </button>
            {!isSelf && (
              <button
                type="button"
                ref={removeButton}
                onClick={() => {
                  setConfirming(true)
                  setFocusAfter("confirm")
                }}
                disabled={busy}
              >
                Remove<span className="visually-hidden"> {member.name}</span>
              </button>
            )}
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </li>
  )
}

function AddMemberForm({ onAdded }: { onAdded: (link: IssuedLink) => void }) {
  const [name, setName] = useState("")
  const [email, setEmail] = useState("")
  const [role, setRole] = useState<Role>("staff")
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(null)
    addMember({ name: name.trim(), email: email.trim(), role }).then(
      (answer) => {
        setSending(false)
        setName("")
        setEmail("")
        setRole("staff")
        onAdded({ name: answer.member.name, link: answer.link })
      },
      (failure: unknown) => {
        setSending(false)
        setError(failureMessage(failure))
      },
    )
  }

  return (
    <section className="panel" aria-labelledby="add-member-heading">
      <h2 id="add-member-heading">Add a member</h2>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="member-name">Name</label>
          <input
            id="member-name"
            autoComplete="off"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="member-email">E-mail</label>
          <input
            id="member-email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="member-role">Role</label>
          <select
            id="member-role"
            value={role}
            onChange={(event) => setRole(event.target.value === "admin" ? "admin" : "staff")}
          >
            <option value="staff">Staff</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <div role="alert" className={error ? "error" : undefined}>
          {error}
        </div>
        <div>
          <button type="submit" className="primary" disabled={sending}>
            {sending ? "Adding..." : "Add member"}
          </button>
        </div>
      </form>
    </section>
  )
}

function OneTimeLink({ issued }: { issued: IssuedLink }) {
  const [copied, setCopied] = useState("")
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    setCopied("")
    panel.current?.focus()
  }, [issued])

  function copy() {
    const select = () => input.current?.select()
    if (!navigator.clipboard) {
      select()
      setCopied("Copying is not available here: the link is selected, press Ctrl+C to copy it.")
      return
    }
    navigator.clipboard.writeText(issued.link).then(
      () => setCopied("Link copied."),
      () => {
        select()
        setCopied("Copying did not work: the link is selected, press Ctrl+C to copy it.")
      },
    )
  }

  return (
    <section className="panel panel-notice" aria-labelledby="link-heading" ref={panel} tabIndex={-1}>
      <h2 id="link-heading">One-time link for {issued.name}</h2>
      <div className="field">
        <label htmlFor="one-time-link">Send this link to {issued.name}; it works once, for 24 hours:</label>
        <div className="inline-controls">
          <input
            id="one-time-link"
            ref={input}
            readOnly
            value={issued.link}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" onClick={copy}>
            Copy
          </button>
        </div>
      </div>
      <p role="status" className="saved">
        {copied}
      </p>
    </section>
  )
}
