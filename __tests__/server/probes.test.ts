/**
 * The probes of an attacker's first day that the server already withstood (docs/behaviour.md §7,
 * "What the server refuses"), kept so that they keep holding: path traversal in many encodings,
 * redirects that never name another host, 405 with Allow, 431 on a huge URL, byte ranges merged
 * or refused, 413 and 415 bodies, prepared statements, the escaped HTML mail, the CSV's formula
 * guard, and validation that no input can make slow.
 */
import fs from "fs"
import path from "path"
import { enquiriesCsv } from "../../server/enquiries-export"
import { readableMail } from "../helpers/mail-text"
import {
  CLIP_SIZE,
  form,
  rawRequest,
  rows,
  startServer,
  startSmtpSink,
  validContact,
  validEstimate,
  waitFor,
  type Harness,
} from "../helpers/server"

const CONTACT = "/send_contact_mail.php"
const ESTIMATOR = "/send_estimator_mail.php"

describe("probes that held", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer()
  })
  afterAll(() => h.close())

  const get = (target: string, headers: Record<string, string> = {}) => rawRequest(h, target, headers)
  const post = (endpoint: string, init: RequestInit) => fetch(`${h.baseUrl}${endpoint}`, init)

  it("path traversal, dotfiles and the hosts' files, encoded, double-encoded or not: the 404 page", async () => {
    // A file just outside public/ that a traversal would reach.
    const publicDir = h.config.publicDir
    fs.writeFileSync(path.join(path.dirname(publicDir), "outside.txt"), "SECRET-OUTSIDE")
    const attempts = [
      "/.secret",
      "/_headers",
      "/_redirects",
      "/../outside.txt",
      "/%2e%2e/outside.txt",
      "/%2E%2E%2Foutside.txt",
      "/..%2foutside.txt",
      "/about/..%2f..%2foutside.txt",
      "/%252e%252e/outside.txt",
      "/%252e%252e%252foutside.txt",
      "/..%5coutside.txt",
      "/%5c..%5coutside.txt",
      "/static/%2e%2e/%2e%2e/outside.txt",
      "/%2e%2e%2f%2e%2e%2fdata/enquiries.sqlite",
      "/about%00.html",
      "/%c0%ae%c0%ae/outside.txt",
    ]
    for (const attempt of attempts) {
      const res = await get(attempt)
      expect([attempt, res.status]).toEqual([attempt, 404])
      expect(res.body.toString()).not.toContain("SECRET-OUTSIDE")
      expect(res.body.toString()).not.toContain("SQLite format")
    }
  })

  it("a redirect never names a host: not the one the client sent, never protocol-relative", async () => {
    for (const [target, location] of [
      ["/about/", "/about"],
      ["//evil.example/", "/evil.example"],
      ["///evil.example//", "/evil.example"],
      ["/admin", "/admin/"],
    ] as const) {
      const res = await get(target, { Host: "evil.example", "X-Forwarded-Host": "evil.example" })
      expect([target, res.status, res.headers.location]).toEqual([target, 301, location])
    }
    expect((await get("/\\evil.example")).status).toBe(404)
  })

  it("other methods: 405 with the methods the path takes", async () => {
    for (const [method, target, allow] of [
      ["PUT", "/about", "GET, HEAD"],
      ["DELETE", CONTACT, "POST"],
      ["GET", ESTIMATOR, "POST"],
    ] as const) {
      const res = await rawRequest(h, target, {}, method)
      expect([method, target, res.status, res.headers.allow]).toEqual([method, target, 405, allow])
    }
  })

  it("a URL larger than any header limit: 431", async () => {
    expect((await get(`/${"a".repeat(70_000)}`)).status).toBe(431)
  })

  it("byte ranges: several overlapping ones merged or the whole file, never more bytes than the file", async () => {
    for (const range of ["bytes=0-99,50-149", "bytes=0-0,2-2,4-4,6-6,8-8", `bytes=0-${CLIP_SIZE * 2}`]) {
      const res = await get("/videos/clip.mp4", { Range: range })
      expect([range, [200, 206, 416].includes(res.status)]).toEqual([range, true])
      expect(res.body.length).toBeLessThanOrEqual(CLIP_SIZE)
    }
  })

  it("bodies: too large is 413, anything but form encoding is 415, and nothing is stored", async () => {
    const large = await post(CONTACT, form(validContact({ message: "x".repeat(300_000) })))
    expect(large.status).toBe(413)
    for (const type of ["application/json", "multipart/form-data; boundary=x", "text/plain"]) {
      const res = await post(CONTACT, { method: "POST", headers: { "Content-Type": type }, body: "{}" })
      expect([type, res.status]).toEqual([type, 415])
    }
    expect(rows(h)).toEqual([])
  })

  it("SQL in every field is stored as text, by prepared statements", async () => {
    const injection = "Robert'); DROP TABLE enquiries;--"
    expect((await post(ESTIMATOR, form(validEstimate({ name: injection, location: "' OR 1=1 --" })))).status).toBe(200)
    expect(rows(h).at(-1)).toMatchObject({ name: injection, location: "' OR 1=1 --" })
  })

  it("validation takes the same short time for any input (no pathological pattern)", async () => {
    const slow: string[] = []
    for (const [field, value] of [
      ["email", `${"a".repeat(240)}@${"a.".repeat(6)}`],
      ["email", `${"a@".repeat(120)}x`],
      ["phone", `+${"1 ".repeat(14)}x`],
      ["fullName", "\u202e".repeat(100)],
    ] as const) {
      const started = performance.now()
      const res = await post(CONTACT, form(validContact({ [field]: value })))
      expect([field, res.status]).toEqual([field, 400])
      if (performance.now() - started > 500) slow.push(field)
    }
    expect(slow).toEqual([])
  })
})

describe("what the office receives", () => {
  it("the HTML mail escapes markup, and the CSV export guards formulas", async () => {
    const sink = await startSmtpSink()
    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` })
    try {
      const message = `<script>alert(1)</script><img src=x onerror=alert(2)>`
      const sent = await fetch(
        `${h.baseUrl}${CONTACT}`,
        form(validContact({ fullName: '=HYPERLINK("http://evil.example")', message })),
      )
      expect(sent.status).toBe(200)
      await waitFor(() => sink.mails.length === 1)
      // The HTML part: every value escaped (the plain-text part shows it as typed, which is text).
      const html = readableMail(sink.mails[0]?.raw ?? "").split("Content-Type: text/html")[1] ?? ""
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;")
      expect(html).not.toMatch(/<script|<img/)
      const csv = enquiriesCsv(h.app.db)
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
    } finally {
      await h.close()
      await sink.close()
    }
  }, 30_000)
})
