import crypto from "crypto"
import type { Db } from "../db"
import type { MemberView, Role } from "./api-types"
import { hashPassword, passwordProblem } from "./passwords"

/** The office's members (docs/office.md, Accounts): admins and staff, their links and the audit log. */

export type { Role }
export const ROLES: readonly Role[] = ["admin", "staff"]

/** A member as the API shows them (api-types.ts): `active` until an invited member has set a password. */
export type Member = MemberView

interface MemberRow {
  id: number
  email: string
  name: string
  role: Role
  password_hash: string | null
  created_at: string
}

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.password_hash !== null,
  createdAt: row.created_at,
})

export class MemberError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** A one-time link to set a password lasts a day. */
const LINK_LIFETIME_MS = 24 * 3_600_000

/** One line in the audit log: who did what. Never the erased or personal data itself. */
export function audit(db: Db, memberId: number | null, action: string, detail: string, now = new Date()): void {
  db.prepare("INSERT INTO audit_log (at, member_id, action, detail) VALUES (?, ?, ?, ?)").run(
    now.toISOString(),
    memberId,
    action,
    detail,
  )
}

export function listMembers(db: Db): Member[] {
  return (
    db.prepare("SELECT * FROM members WHERE removed_at IS NULL ORDER BY name COLLATE NOCASE").all() as MemberRow[]
  ).map(toMember)
}

export function findMember(db: Db, id: number): Member | null {
  const row = db.prepare("SELECT * FROM members WHERE id = ? AND removed_at IS NULL").get(id) as MemberRow | undefined
  return row ? toMember(row) : null
}

/** The member signing in with this e-mail, and their hash (null: nobody, or no password yet). */
export function memberForSignIn(db: Db, email: string): { member: Member; passwordHash: string } | null {
  const row = db
    .prepare("SELECT * FROM members WHERE email = ? AND removed_at IS NULL")
    .get(email.trim().toLowerCase()) as MemberRow | undefined
  return row?.password_hash ? { member: toMember(row), passwordHash: row.password_hash } : null
}

const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex")

/** A new one-time token for setting this member's password (only its hash is stored). */
function newLink(db: Db, memberId: number, now: Date): string {
  const token = crypto.randomBytes(32).toString("base64url")
  db.prepare("DELETE FROM member_links WHERE member_id = ?").run(memberId)
  db.prepare("INSERT INTO member_links (token_hash, member_id, expires_at) VALUES (?, ?, ?)").run(
    tokenHash(token),
    memberId,
    now.getTime() + LINK_LIFETIME_MS,
  )
  return token
}

export interface NewMember {
  email: string
  name: string
  role: Role
  /** Set now (the command line asks for it), or null: a one-time link is made instead. */
  password: string | null
}

/** Adds a member; returns them and, when no password was given, the token of their one-time link. */
export async function addMember(
  db: Db,
  input: NewMember,
  by: number | null,
  now = new Date(),
): Promise<{ member: Member; linkToken: string | null }> {
  const email = input.email.trim().toLowerCase()
  const name = input.name.trim()
  if (!EMAIL.test(email) || email.length > 200) throw new MemberError("Please enter a valid e-mail address.")
  if (name === "" || name.length > 100)
    throw new MemberError("Please enter the member's name (at most 100 characters).")
  if (!ROLES.includes(input.role)) throw new MemberError("The role must be admin or staff.")
  if (db.prepare("SELECT 1 FROM members WHERE email = ? AND removed_at IS NULL").get(email))
    throw new MemberError("A member with this e-mail address already exists.")
  let passwordHash: string | null = null
  if (input.password !== null) {
    const problem = passwordProblem(input.password, email)
    if (problem) throw new MemberError(problem)
    passwordHash = await hashPassword(input.password)
  }
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare("INSERT INTO members (email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(email, name, input.role, passwordHash, now.toISOString())
    const id = Number(lastInsertRowid)
    const linkToken = passwordHash === null ? newLink(db, id, now) : null
    audit(db, by, "member added", `${email} (${input.role})`, now)
    return { member: findMember(db, id) as Member, linkToken }
  })()
}

/** A fresh one-time link for a member (a forgotten password): their sessions end at once. */
export function resetLink(db: Db, memberId: number, by: number | null, now = new Date()): string {
  const member = findMember(db, memberId)
  if (!member) throw new MemberError("There is no such member.")
  return db.transaction(() => {
    db.prepare("UPDATE members SET password_hash = NULL WHERE id = ?").run(memberId)
    db.prepare("DELETE FROM office_sessions WHERE member_id = ?").run(memberId)
    audit(db, by, "password reset", member.email, now)
    return newLink(db, memberId, now)
  })()
}

/** Sets the password of the member whose one-time link this is; the link is then spent. */
export async function setPasswordWithLink(db: Db, token: string, password: string, now = new Date()): Promise<Member> {
  const link = db
    .prepare("SELECT member_id, expires_at FROM member_links WHERE token_hash = ?")
    .get(tokenHash(token)) as { member_id: number; expires_at: number } | undefined
  const member = link && link.expires_at > now.getTime() ? findMember(db, link.member_id) : null
  if (!member) throw new MemberError("This link has expired or was already used. Ask an admin for a new one.")
  const problem = passwordProblem(password, member.email)
  if (problem) throw new MemberError(problem)
  const passwordHash = await hashPassword(password)
  db.transaction(() => {
    db.prepare("UPDATE members SET password_hash = ? WHERE id = ?").run(passwordHash, member.id)
    db.prepare("DELETE FROM member_links WHERE member_id = ?").run(member.id)
    audit(db, member.id, "password set", member.email, now)
  })()
  return findMember(db, member.id) as Member
}

/**
 * Removes a member: their sessions and links end at once; their name stays on the history they
 * made. The last admin cannot be removed.
 */
export function removeMember(db: Db, memberId: number, by: number | null, now = new Date()): void {
  const member = findMember(db, memberId)
  if (!member) throw new MemberError("There is no such member.")
  const admins = (
    db.prepare("SELECT COUNT(*) AS n FROM members WHERE role = 'admin' AND removed_at IS NULL").get() as {
      n: number
    }
  ).n
  if (member.role === "admin" && admins <= 1) throw new MemberError("The last admin cannot be removed.")
  db.transaction(() => {
    db.prepare("UPDATE members SET removed_at = ? WHERE id = ?").run(now.toISOString(), memberId)
    db.prepare("DELETE FROM office_sessions WHERE member_id = ?").run(memberId)
    db.prepare("DELETE FROM member_links WHERE member_id = ?").run(memberId)
    db.prepare("UPDATE enquiries SET assignee_id = NULL WHERE assignee_id = ?").run(memberId)
    audit(db, by, "member removed", member.email, now)
  })()
}
