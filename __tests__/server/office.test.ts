import fs from "fs"
import os from "os"
import path from "path"
import Database from "better-sqlite3"
import { openDb } from "../../server/db"
import { addMember, MemberError } from "../../server/office/members"
import { passwordProblem } from "../../server/office/passwords"
import { applyRetention, backup } from "../../server/office/privacy"
import {
  BAD_CREDENTIALS,
  BAD_CSRF,
  BAD_ORIGIN,
  NEEDS_HTTPS,
  SIGNED_OUT,
  TOO_MANY_FROM_ADDRESS,
} from "../../server/office/routes"
import { SqliteSessionStore } from "../../server/office/session-store"
import { lockedFor, recordFailure } from "../../server/office/sign-in-guard"
import type { EnquiryDetail, EnquiryList } from "../../server/office/api-types"
import { ADMIN, addTeam, OfficeClient, STAFF } from "../helpers/office-client"
import { form, startServer, validContact, validEstimate, type Harness } from "../helpers/server"

/** The office's API (docs/office.md): accounts, sessions, CSRF, the inbox's reads and changes, privacy. */

const send = (h: Harness, endpoint: string, fields: Record<string, string>) =>
  fetch(`${h.baseUrl}${endpoint}`, {
    ...form(fields),
    headers: { ...form(fields).headers, Referer: `${h.baseUrl}/contact` },
  })

let h: Harness
let team: { adminId: number; staffId: number }
beforeEach(async () => {
  h = await startServer()
  team = await addTeam(h)
})
afterEach(() => h.close())

describe("passwords and members", () => {
  it("refuses short and common passwords, and stores only an Argon2id hash", async () => {
    expect(passwordProblem("short pass")).toMatch(/at least 12 characters/)
    expect(passwordProblem("qwerty123456")).toMatch(/common passwords/)
    expect(passwordProblem("1q2w3e4r5t6y")).toMatch(/common passwords/)
    expect(passwordProblem("password12345")).toMatch(/common passwords/)
    expect(passwordProblem("!!Sunshine2026!!")).toMatch(/common passwords/)
    expect(passwordProblem("lekha-lekha-2026", "lekha@example.com")).toMatch(/e-mail/)
    expect(passwordProblem(ADMIN.password)).toBeNull()
    await expect(
      addMember(h.app.db, { email: "x@example.com", name: "X", role: "staff", password: "password1234" }, null),
    ).rejects.toThrow(MemberError)
    const { password_hash } = h.app.db.prepare("SELECT password_hash FROM members WHERE id = ?").get(team.adminId) as {
      password_hash: string
    }
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(password_hash).not.toContain(ADMIN.password)
  })
})

describe("signing in", () => {
  it("answers the API without a session 401, with no data", async () => {
    await send(h, "/send_contact_mail.php", validContact())
    const anonymous = new OfficeClient(h)
    for (const target of [
      "/office/api/enquiries",
      "/office/api/enquiries/1",
      "/office/api/enquiries.csv",
      "/office/api/overview",
    ]) {
      const res = await anonymous.request("GET", target)
      expect(res.status).toBe(401)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ error: SIGNED_OUT })
      expect(text).not.toContain("Anil")
      expect(res.headers.get("cache-control")).toBe("no-store")
    }
  })

  it("signs in on a new session id, answers an unknown e-mail as a wrong password, and signs out", async () => {
    const client = new OfficeClient(h)
    await client.open()
    const before = client.hasCookie()
    const wrong = await client.signIn(ADMIN.email, "not the password at all")
    const unknown = await client.signIn("nobody@example.com", "not the password at all")
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(await wrong.json()).toEqual({ error: BAD_CREDENTIALS })
    expect(await unknown.json()).toEqual({ error: BAD_CREDENTIALS })

    const ok = await client.signIn(ADMIN.email, ADMIN.password)
    expect(ok.status).toBe(200)
    const setCookie = ok.headers.getSetCookie().join("\n")
    // Plain HTTP on loopback (development): the cookie cannot be Secure, so it is not __Host-.
    expect(setCookie).toMatch(/^office_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict/m)
    expect(before).toBe(true)
    expect((await ok.json()) as unknown).toMatchObject({ member: { email: ADMIN.email, role: "admin" } })
    expect((await client.request("GET", "/office/api/enquiries")).status).toBe(200)

    expect((await client.request("DELETE", "/office/api/session")).status).toBe(204)
    expect((await client.request("GET", "/office/api/enquiries")).status).toBe(401)
  })

  it("gives a fixed session id nothing: the session signed in is a new one", async () => {
    const attacker = new OfficeClient(h)
    await attacker.open()
    const planted = (attacker as unknown as { cookie: string }).cookie
    const victim = new OfficeClient(h)
    ;(victim as unknown as { cookie: string }).cookie = planted
    victim.csrf = attacker.csrf
    expect((await victim.signIn(ADMIN.email, ADMIN.password)).status).toBe(200)
    expect((await attacker.request("GET", "/office/api/enquiries")).status).toBe(401)
  })

  it("locks an account after five wrong passwords, the right one included, and says for how long", async () => {
    const client = new OfficeClient(h)
    for (let i = 0; i < 5; i += 1) expect((await client.signIn(STAFF.email, `wrong password ${i}`)).status).toBe(401)
    const locked = await client.signIn(STAFF.email, STAFF.password)
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ error: "Too many failed sign-ins. Please try again in 1 minute." })
    // An unknown e-mail is locked the same way: the answers never tell which addresses are members.
    for (let i = 0; i < 5; i += 1) await client.signIn("nobody@example.com", `wrong password ${i}`)
    expect((await client.signIn("nobody@example.com", "anything at all")).status).toBe(429)
    // Another account is not locked by it.
    expect((await client.signIn(ADMIN.email, ADMIN.password)).status).toBe(200)
  })

  it("refuses a change without the CSRF token or from another origin (403)", async () => {
    const client = new OfficeClient(h)
    expect((await client.signIn(ADMIN.email, ADMIN.password)).status).toBe(200)
    await send(h, "/send_contact_mail.php", validContact())
    const noToken = await client.request("PATCH", "/office/api/enquiries/1", { status: "won" }, { "X-CSRF-Token": "" })
    expect(noToken.status).toBe(403)
    expect(await noToken.json()).toEqual({ error: BAD_CSRF })
    const elsewhere = await client.request(
      "PATCH",
      "/office/api/enquiries/1",
      { status: "won" },
      { Origin: "https://evil.example" },
    )
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.json()).toEqual({ error: BAD_ORIGIN })
    const form = await client.request("POST", "/office/api/enquiries/1/notes", undefined, {
      "Content-Type": "application/x-www-form-urlencoded",
    })
    expect(form.status).toBeGreaterThanOrEqual(400)
    const detail = (await (await client.request("GET", "/office/api/enquiries/1")).json()) as EnquiryDetail
    expect(detail.status).toBe("new")
  })

  it("ends a removed member's session at once", async () => {
    const staff = new OfficeClient(h)
    expect((await staff.signIn(STAFF.email, STAFF.password)).status).toBe(200)
    const admin = new OfficeClient(h)
    await admin.signIn(ADMIN.email, ADMIN.password)
    expect((await admin.request("DELETE", `/office/api/members/${team.staffId}`)).status).toBe(204)
    expect((await staff.request("GET", "/office/api/enquiries")).status).toBe(401)
    staff.csrf = ""
    expect((await staff.signIn(STAFF.email, STAFF.password)).status).toBe(401)
  })

  it("keeps members, erasure and the audit log to admins", async () => {
    const staff = new OfficeClient(h)
    await staff.signIn(STAFF.email, STAFF.password)
    expect(
      (await staff.request("POST", "/office/api/members", { email: "a@example.com", name: "A", role: "admin" })).status,
    ).toBe(403)
    expect((await staff.request("POST", "/office/api/erasure", { contact: "anil@example.com" })).status).toBe(403)
    expect((await staff.request("GET", "/office/api/audit")).status).toBe(403)
  })

  it("invites a member by a one-time link that sets the password and signs them in", async () => {
    const admin = new OfficeClient(h)
    await admin.signIn(ADMIN.email, ADMIN.password)
    const added = await admin.request("POST", "/office/api/members", {
      email: "meera@example.com",
      name: "Meera",
      role: "staff",
    })
    const { link } = (await added.json()) as { link: string }
    expect(link).toMatch(/^https:\/\/www\.example\.com\/office\/set-password#[\w-]{40,}$/)
    const token = link.split("#")[1] as string
    const newcomer = new OfficeClient(h)
    await newcomer.open()
    const weak = await newcomer.request("POST", "/office/api/password", { token, password: "qwerty123456" })
    expect(weak.status).toBe(400)
    const set = await newcomer.request("POST", "/office/api/password", { token, password: "Vembanad backwaters 9" })
    expect(set.status).toBe(200)
    newcomer.csrf = ((await set.json()) as { csrfToken: string }).csrfToken
    expect((await newcomer.request("GET", "/office/api/enquiries")).status).toBe(200)
    const again = await new OfficeClient(h).request("GET", "/office/api/session")
    expect(again.status).toBe(200)
    const reuse = new OfficeClient(h)
    await reuse.open()
    expect(
      (await reuse.request("POST", "/office/api/password", { token, password: "Another good one 42" })).status,
    ).toBe(400)
  })
})

describe("the secure cookie behind an HTTPS proxy", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Strict; plain HTTP may not sign in", async () => {
    const proxied = await startServer({ TRUST_PROXY: "1" })
    try {
      await addTeam(proxied)
      const https = new OfficeClient(proxied, { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" })
      await https.open()
      const ok = await https.request(
        "POST",
        "/office/api/session",
        { email: ADMIN.email, password: ADMIN.password },
        {
          Origin: `https://${new URL(proxied.baseUrl).host}`,
        },
      )
      expect(ok.status).toBe(200)
      expect(ok.headers.getSetCookie().join("\n")).toMatch(
        /^__Host-office_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/m,
      )
      const plain = new OfficeClient(proxied, { "X-Forwarded-Proto": "http", "X-Forwarded-For": "203.0.113.7" })
      const refused = await plain.request("POST", "/office/api/session", {
        email: ADMIN.email,
        password: ADMIN.password,
      })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: NEEDS_HTTPS })
      // Nor does it answer a read: over plain HTTP the API gives nothing, whatever cookie comes with it.
      const read = await plain.request("GET", "/office/api/session")
      expect(read.status).toBe(403)
    } finally {
      await proxied.close()
    }
  })
})

describe("the inbox", () => {
  const signedIn = async () => {
    const client = new OfficeClient(h)
    expect((await client.signIn(ADMIN.email, ADMIN.password)).status).toBe(200)
    return client
  }
  const list = async (client: OfficeClient, query: string) =>
    (await (await client.request("GET", `/office/api/enquiries?${query}`)).json()) as EnquiryList

  it("lists both forms newest first, filters them, and finds a phone number typed any way", async () => {
    await send(
      h,
      "/send_contact_mail.php",
      validContact({ phone: "098470 12345", message: "Earthquake-safe GFRG home" }),
    )
    await send(
      h,
      "/send_estimator_mail.php",
      validEstimate({ location: "Kalpetta, Wayanad", whatsappNumber: "+91 99460 54321" }),
    )
    const client = await signedIn()
    const all = await list(client, "")
    expect(all.total).toBe(2)
    expect(all.items.map((e) => e.kind)).toEqual(["estimate", "contact"])
    expect(all.items[0]?.reference).toMatch(/^E-\d{4}-0002$/)
    expect(all.items[0]?.estimate?.gfrg).toMatch(/^₹[\d.]+ – [\d.]+ lakh$/)
    expect(all.items[0]).toMatchObject({
      name: "Deepa Menon",
      location: "Kalpetta, Wayanad",
      areaSqft: 1800,
      projectType: "New House / Villa",
      status: "new",
      opened: false,
    })
    expect((await list(client, "kind=contact")).items.map((e) => e.name)).toEqual(["Anil Kumar"])
    for (const typed of ["9946054321", "+91 99460 54321", "99460-54321", "919946054321", "54321"])
      expect((await list(client, `q=${encodeURIComponent(typed)}`)).items.map((e) => e.name)).toContain("Deepa Menon")
    expect((await list(client, "q=9847012345")).items.map((e) => e.name)).toEqual(["Anil Kumar"])
    expect((await list(client, "q=wayanad")).items.map((e) => e.name)).toEqual(["Deepa Menon"])
    expect((await list(client, "q=earthquake%20gfrg")).items.map((e) => e.name)).toEqual(["Anil Kumar"])
    expect((await list(client, "q=earthquake%20wayanad")).total).toBe(0)
    const bad = await client.request("GET", "/office/api/enquiries?from=yesterday")
    expect(bad.status).toBe(400)
  })

  it("drafts the WhatsApp reply in the language of the page the enquiry came from", async () => {
    await send(h, "/send_estimator_mail.php", validEstimate())
    await send(h, "/send_estimator_mail.php", validEstimate({ lang: "ml" }))
    await send(h, "/send_contact_mail.php", validContact({ lang: "ml" }))
    const client = await signedIn()
    const detail = async (id: number) =>
      (await (await client.request("GET", `/office/api/enquiries/${id}`)).json()) as EnquiryDetail
    const [english, malayalam, message] = [await detail(1), await detail(2), await detail(3)]
    expect(english.whatsappText).toMatch(/^Hello \S+, this is /)
    expect(english.whatsappText).toContain("for a New House / Villa of 1,800 sq. ft. in Kakkanad, Ernakulam.")
    expect(malayalam.lang).toBe("ml")
    expect(malayalam.whatsappText).toMatch(/^നമസ്കാരം \S+, /)
    expect(malayalam.whatsappText).toContain(
      `(റഫറൻസ് ${malayalam.reference}): പുതിയ വീട് / വില്ല, 1,800 ച. അടി, Kakkanad, Ernakulam.`,
    )
    expect(malayalam.whatsappText).toMatch(/GFRG രീതിയിൽ ₹[\d.]+ – [\d.]+ ലക്ഷം/)
    expect(malayalam.whatsappText).not.toMatch(/lakh|Hello|Thank you/)
    // The inbox itself stays in English, the estimate in lakh.
    expect(malayalam.estimate?.gfrg).toMatch(/lakh$/)
    expect(message.whatsappText).toContain(`നിങ്ങളുടെ സന്ദേശത്തിന് നന്ദി (റഫറൻസ് ${message.reference})`)
  })

  it("records every change with who and when, and opens an enquiry once", async () => {
    await send(h, "/send_estimator_mail.php", validEstimate())
    const client = await signedIn()
    const first = (await (await client.request("GET", "/office/api/enquiries/1")).json()) as EnquiryDetail
    expect(first.opened).toBe(true)
    expect(first.sourcePage).toBe("/contact")
    expect(first.mail?.state).toMatch(/pending|failing|sent/)
    expect(first.whatsappNumber).toBe("919876543210")
    expect(first.whatsappText).toContain(first.reference)
    expect(first.whatsappText).toMatch(/₹[\d.]+ – [\d.]+ lakh with GFRG/)
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    await client.request("PATCH", "/office/api/enquiries/1", {
      status: "contacted",
      assigneeId: team.staffId,
      followUpOn: twoDaysAgo,
    })
    const noted = await client.request("POST", "/office/api/enquiries/1/notes", {
      text: "Called; site visit on Monday.",
    })
    const detail = (await noted.json()) as EnquiryDetail
    expect(detail).toMatchObject({ status: "contacted", assignee: { id: team.staffId }, followUpOn: twoDaysAgo })
    expect(detail.notes).toEqual([expect.objectContaining({ by: ADMIN.name, text: "Called; site visit on Monday." })])
    expect(detail.history.map((e) => [e.what, e.from, e.to, e.by])).toEqual([
      ["Note added", null, null, ADMIN.name],
      ["Follow-up", null, twoDaysAgo, ADMIN.name],
      ["Assignee", null, STAFF.name, ADMIN.name],
      ["Status", "New", "Contacted", ADMIN.name],
      ["Opened", null, null, ADMIN.name],
      ["Received", null, null, null],
    ])
    // The admin's audit log has every action of a member, the enquiry's changes among them.
    const audit = (await (await client.request("GET", "/office/api/audit")).json()) as {
      action: string
      detail: string
      by: string
    }[]
    expect(audit.slice(0, 5).map((a) => [a.action, a.detail.replace(/^E-\d{4}-\d{4}/, "REF")])).toEqual([
      ["enquiry: note added", "REF"],
      ["enquiry: follow-up", `REF: — → ${twoDaysAgo}`],
      ["enquiry: assignee", `REF: — → ${STAFF.name}`],
      ["enquiry: status", "REF: New → Contacted"],
      ["enquiry: opened", "REF"],
    ])
    expect(audit.find((a) => a.action === "signed in")?.by).toBe(ADMIN.name)
    const wrong = await client.request("PATCH", "/office/api/enquiries/1", { status: "archived" })
    expect(wrong.status).toBe(400)
    expect((await list(client, "assignee=" + team.staffId)).total).toBe(1)
    expect((await list(client, "due=1")).total).toBe(1)
    await client.request("PATCH", "/office/api/enquiries/1", { status: "won" })
    expect((await list(client, "due=1")).total).toBe(0)
  })

  it("exports what the filters show as CSV that no spreadsheet runs", async () => {
    await send(
      h,
      "/send_contact_mail.php",
      validContact({ fullName: '=HYPERLINK("http://evil.example")', message: "@SUM(A1)" }),
    )
    await send(h, "/send_estimator_mail.php", validEstimate())
    const client = await signedIn()
    const res = await client.request("GET", "/office/api/enquiries.csv?kind=contact")
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    const lines = (await res.text()).trim().split("\r\n")
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines[1]).toContain("'@SUM(A1)")
    expect(lines[1]).toContain("'+91 98765 43210")
  })
})

describe("privacy", () => {
  const fileBytes = (h: Harness) =>
    ["enquiries.sqlite", "enquiries.sqlite-wal"]
      .map((f) => path.join(h.dataDir, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.readFileSync(f).toString("latin1"))
      .join("")

  it("erases every row of a person, and nothing of them is left in the database's files", async () => {
    await send(
      h,
      "/send_contact_mail.php",
      validContact({ fullName: "Sreelatha Varghese", phone: "+91 94470 11223", message: "Rooftop quotation" }),
    )
    await send(
      h,
      "/send_estimator_mail.php",
      validEstimate({ name: "Sreelatha Varghese", whatsappNumber: "9447011223", location: "Pala, Kottayam" }),
    )
    await send(h, "/send_contact_mail.php", validContact())
    const admin = new OfficeClient(h)
    await admin.signIn(ADMIN.email, ADMIN.password)
    await admin.request("POST", "/office/api/enquiries/1/notes", { text: "Sreelatha asked for a rooftop quotation." })
    const res = await admin.request("POST", "/office/api/erasure", { contact: "94470 11223" })
    expect(await res.json()).toEqual({ enquiries: 2, notes: 1, mails: 2 })
    const left = h.app.db.prepare("SELECT name FROM enquiries").all()
    expect(left).toEqual([{ name: "Anil Kumar" }])
    const bytes = fileBytes(h)
    for (const gone of ["Sreelatha", "Varghese", "9447011223", "94470 11223", "Kottayam", "rooftop quotation"])
      expect(bytes.includes(gone)).toBe(false)
    expect(bytes.includes("Anil Kumar")).toBe(true)
    const audit = (await (await admin.request("GET", "/office/api/audit")).json()) as {
      action: string
      detail: string
    }[]
    expect(audit[0]).toMatchObject({ action: "erasure", detail: "2 enquiries, 1 notes, 2 mails" })
    expect(JSON.stringify(audit)).not.toContain("9447")
  })

  it("removes Spam after 30 days and Won or Lost after the retention period", async () => {
    for (let i = 0; i < 4; i += 1) await send(h, "/send_contact_mail.php", validContact())
    const db = h.app.db
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString()
    const set = db.prepare("UPDATE enquiries SET status = ?, status_changed_at = ? WHERE id = ?")
    set.run("spam", daysAgo(31), 1)
    set.run("spam", daysAgo(29), 2)
    set.run("won", daysAgo(3 * 365 + 2), 3)
    set.run("lost", daysAgo(365), 4)
    expect(applyRetention(db, 3 * 365 * 86_400_000)).toBe(2)
    expect((db.prepare("SELECT id FROM enquiries ORDER BY id").all() as { id: number }[]).map((r) => r.id)).toEqual([
      2, 4,
    ])
  })

  it("backs up while the server runs, and the backup restores every enquiry", async () => {
    for (let i = 0; i < 3; i += 1) await send(h, "/send_contact_mail.php", validContact({ fullName: `Visitor ${i}` }))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "office-backup-"))
    try {
      const file = path.join(dir, "enquiries.sqlite")
      await backup(h.app.db, file)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const restored = openDb(dir)
      expect(
        (restored.prepare("SELECT name FROM enquiries ORDER BY id").all() as { name: string }[]).map((r) => r.name),
      ).toEqual(["Visitor 0", "Visitor 1", "Visitor 2"])
      restored.close()
      const raw = new Database(file, { readonly: true })
      expect(raw.pragma("integrity_check", { simple: true })).toBe("ok")
      raw.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("lifetimes and limits", () => {
  it("ends a session unused for the idle lifetime, or older than the absolute one", () => {
    let now = 1_000_000
    const store = new SqliteSessionStore(h.app.db, { idleMs: 60 * 60_000, absoluteMs: 12 * 3_600_000 }, () => now)
    const read = (id: string) =>
      new Promise<unknown>((resolve, reject) =>
        store.get(id, (error, session) =>
          error ? reject(new Error("the store failed", { cause: error })) : resolve(session),
        ),
      )
    const save = (id: string) =>
      new Promise<void>((resolve) => store.set(id, { memberId: team.adminId } as never, () => resolve()))
    return (async () => {
      await save("idle")
      now += 59 * 60_000
      expect(await read("idle")).toMatchObject({ memberId: team.adminId })
      now += 2 * 60_000
      expect(await read("idle")).toBeNull()
      // Used every 50 minutes, it still ends 12 hours after it began: alive at 700 minutes, gone at 750.
      await save("busy")
      for (let minutes = 50; minutes <= 700; minutes += 50) {
        now += 50 * 60_000
        expect([minutes, await read("busy")]).toEqual([minutes, { memberId: team.adminId }])
        await save("busy")
      }
      now += 50 * 60_000
      expect(await read("busy")).toBeNull()
    })()
  })

  it("locks an account for a delay that doubles with each failure past the fifth", () => {
    const t = 5_000_000
    for (let i = 0; i < 4; i += 1) recordFailure(h.app.db, "target@example.com", t)
    expect(lockedFor(h.app.db, "target@example.com", t)).toBe(0)
    recordFailure(h.app.db, "target@example.com", t)
    expect(lockedFor(h.app.db, "target@example.com", t)).toBe(30_000)
    recordFailure(h.app.db, "target@example.com", t)
    expect(lockedFor(h.app.db, "target@example.com", t)).toBe(60_000)
    recordFailure(h.app.db, "target@example.com", t)
    expect(lockedFor(h.app.db, "TARGET@example.com ", t)).toBe(120_000)
    for (let i = 0; i < 10; i += 1) recordFailure(h.app.db, "target@example.com", t)
    expect(lockedFor(h.app.db, "target@example.com", t)).toBe(15 * 60_000)
  })

  it("limits sign-ins per address (OFFICE_SIGN_IN_LIMIT)", async () => {
    const limited = await startServer({ OFFICE_SIGN_IN_LIMIT: "3" })
    try {
      const client = new OfficeClient(limited)
      for (let i = 0; i < 3; i += 1)
        expect((await client.signIn(`someone${i}@example.com`, "wrong password")).status).toBe(401)
      const fourth = await client.signIn("another@example.com", "wrong password")
      expect(fourth.status).toBe(429)
      expect(await fourth.json()).toEqual({ error: TOO_MANY_FROM_ADDRESS })
    } finally {
      await limited.close()
    }
  })
})

describe("the command line", () => {
  it("adds the first admin with a password read from standard input, who can then sign in", async () => {
    const { spawnSync } = await import("child_process")
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "server/office-cli.ts",
        "add-user",
        "devika@example.com",
        "--admin",
        "--name",
        "Devika (sample)",
      ],
      { env: { ...process.env, DATA_DIR: h.dataDir }, input: "Kuttanad paddy fields 3\n", encoding: "utf8" },
    )
    expect(run.stderr).toContain("Added Devika (sample) <devika@example.com> as admin.")
    expect(run.status).toBe(0)
    const client = new OfficeClient(h)
    expect((await client.signIn("devika@example.com", "Kuttanad paddy fields 3")).status).toBe(200)

    const weak = spawnSync(process.execPath, ["--import", "tsx", "server/office-cli.ts", "add-user", "x@example.com"], {
      env: { ...process.env, DATA_DIR: h.dataDir },
      input: "qwertyuiop123\n",
      encoding: "utf8",
    })
    expect(weak.status).toBe(1)
    expect(weak.stderr).toContain("This password is on the list of common passwords. Please choose another.")

    const link = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/office-cli.ts", "add-user", "y@example.com", "--link"],
      {
        env: { ...process.env, DATA_DIR: h.dataDir, SITE_URL: "https://www.tharavad.example" },
        encoding: "utf8",
      },
    )
    expect(link.status).toBe(0)
    expect(link.stdout.trim()).toMatch(/^https:\/\/www\.tharavad\.example\/office\/set-password#[\w-]{40,}$/)
  })
})
