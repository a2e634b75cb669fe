import { openDb, storeEnquiry, type EnquiryRow } from "../server/db"
import { addMember } from "../server/office/members"

/** A made-up office for npm run bench:office and npm run load-test:serving (docs/office.md, Tests). */

export const OFFICE_MEMBER = { email: "bench@example.com", password: "Periyar riverside 4471" }

const PLACES = [
  "Kakkanad, Ernakulam",
  "Kalpetta, Wayanad",
  "Pala, Kottayam",
  "Thrissur",
  "Kozhikode",
  "Kollam",
  "Alappuzha",
]
const NAMES = ["Anil Kumar", "Deepa Menon", "Fathima Rasheed", "Joseph Mathew", "Lakshmi Nair", "Suresh Babu", "Ayesha"]
const MESSAGES = [
  "We plan a GFRG villa and would like to know the cost.",
  "Please share the structural design fee for a two-storey house.",
  "Looking for MEP services for a commercial building.",
  "Can you visit our plot for a site assessment next week?",
]

/** A deterministic enquiry: the same database every run. */
function enquiry(i: number): EnquiryRow {
  const estimate = i % 3 === 0
  const name = `${NAMES[i % NAMES.length]} ${i}`
  const phone = `+91 9${String(800000000 + i).padStart(9, "0")}`
  return {
    kind: estimate ? "estimate" : "contact",
    clientIp: "203.0.113.9",
    userAgent: "bench",
    name,
    email: `visitor${i}@example.com`,
    phone,
    message: estimate ? null : (MESSAGES[i % MESSAGES.length] as string),
    projectType: estimate ? "new_house_villa" : null,
    location: estimate ? (PLACES[i % PLACES.length] as string) : null,
    areaSqft: estimate ? 1200 + (i % 30) * 50 : null,
    payload: {},
    estimate: null,
    sourcePage: i % 2 ? "/contact" : "/cost-calculator",
    botScore: null,
  }
}

/**
 * A database of `count` enquiries (both kinds, spread over three years, a quarter contacted, mails
 * sent) and one admin, OFFICE_MEMBER: what the office's benchmarks run against.
 */
export async function seedOffice(dataDir: string, count: number): Promise<void> {
  const db = openDb(dataDir)
  db.pragma("synchronous = OFF")
  const start = Date.parse("2023-12-01T00:00:00Z")
  const step = (Date.parse("2026-11-27T00:00:00Z") - start) / count
  const mail = () => ({ to: "office@example.com", subject: "bench", text: "", html: "", replyTo: null })
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) storeEnquiry(db, enquiry(i), mail, new Date(start + i * step))
    db.prepare("UPDATE mail_outbox SET sent_at = '2026-01-01T00:00:00Z'").run()
    db.prepare("UPDATE enquiries SET status = 'contacted', first_opened_at = created_at WHERE id % 4 = 0").run()
  })()
  await addMember(
    db,
    { email: OFFICE_MEMBER.email, name: "Bench", role: "admin", password: OFFICE_MEMBER.password },
    null,
  )
  db.close()
}

/** Signs OFFICE_MEMBER in on the server at `base`: the session cookie and the CSRF token for changes. */
export async function signInOffice(base: string): Promise<{ cookie: string; csrf: string }> {
  const first = await fetch(`${base}/office/api/session`)
  let cookie = first.headers.getSetCookie()[0]?.split(";")[0] ?? ""
  const { csrfToken } = (await first.json()) as { csrfToken: string }
  const signed = await fetch(`${base}/office/api/session`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "X-CSRF-Token": csrfToken, "Content-Type": "application/json" },
    body: JSON.stringify(OFFICE_MEMBER),
  })
  if (!signed.ok) throw new Error(`signing in answered ${signed.status}: ${await signed.text()}`)
  cookie = signed.headers.getSetCookie()[0]?.split(";")[0] ?? cookie
  return { cookie, csrf: ((await signed.json()) as { csrfToken: string }).csrfToken }
}
