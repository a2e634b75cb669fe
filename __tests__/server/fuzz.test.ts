/**
 * Fuzzing the two endpoints with 5,000+ generated requests (seeded, so a failure can be replayed):
 * random and missing fields, huge values, unicode, CR/LF and control characters, wrong content
 * types, duplicate keys, array syntax, malformed encodings. Properties: never a 5xx, never a
 * crash, every reply JSON {status, message}; a row is stored exactly when the reply is a
 * success, and every stored row passes the shared validator.
 */
import path from "path"
import Database from "better-sqlite3"
import { rng as prng } from "../../scripts/assets/prng"
import { validateContact, validateEstimator } from "../../src/lib/enquiry/validation"
import { startServer, validContact, validEstimate, type Harness } from "../helpers/server"

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 5200)

const PIECES = [
  "",
  " ",
  "a",
  "Anil",
  "ശ്രീ",
  "漢字",
  "😀🏠",
  "\r\n",
  "\n",
  "\r",
  "\u0000",
  "\u2028",
  "\t",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "%zz",
  "&",
  "=",
  "+",
  "../../etc/passwd",
  "@",
  "x@y.z",
  "+91 98765 43210",
  "1800",
  "-5",
  "1e309",
  "NaN",
  "0x10",
  "new_house_villa",
  "Bcc: a@b.c",
  "\\",
  '"',
  "\u202e",
]

type Case = { endpoint: string; contentType: string; body: string; kind: "contact" | "estimate" }

function generate(random: () => number): Case {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const kind = random() < 0.5 ? "contact" : "estimate"
  const endpoint = kind === "contact" ? "/send_contact_mail.php" : "/send_estimator_mail.php"
  const fields: [string, string][] = Object.entries(kind === "contact" ? validContact() : validEstimate())
  const keys = fields.map(([k]) => k)
  const mutations = 1 + Math.floor(random() * 4)
  for (let m = 0; m < mutations; m += 1) {
    const r = random()
    const i = Math.floor(random() * fields.length)
    if (r < 0.2 && fields.length > 0)
      fields.splice(i, 1) // drop a field
    else if (r < 0.45 && fields[i])
      fields[i] = [fields[i][0], Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PIECES)).join("")]
    else if (r < 0.55 && fields[i])
      fields[i] = [fields[i][0], pick(PIECES).repeat(1 + Math.floor(random() * 9000))] // huge
    else if (r < 0.65)
      fields.push([pick(keys), pick(PIECES)]) // duplicate key
    else if (r < 0.72)
      fields.push([`${pick(keys)}[]`, pick(PIECES)]) // array syntax
    else if (r < 0.8)
      fields.push([
        pick(["company_website", "__proto__", "constructor", "toString", "x".repeat(300), "🏠"]),
        pick(PIECES),
      ])
    else if (r < 0.88 && fields[i]) fields[i] = [fields[i][0], fields[i][1] + pick(PIECES)]
    // else: leave the body as it is (some valid bodies keep the success path exercised)
  }
  let body = new URLSearchParams(fields).toString()
  const raw = random()
  if (raw < 0.05)
    body = body.replace(/%[0-9A-F]{2}/, "%G") // malformed percent-encoding
  else if (raw < 0.08) body = "\u0000\u00ff".repeat(Math.floor(random() * 50))
  const contentType = pick([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    "application/json",
    "text/plain",
    "multipart/form-data; boundary=x",
    "",
  ])
  if (contentType === "application/json" && random() < 0.5) body = JSON.stringify(Object.fromEntries(fields))
  return { endpoint, contentType, body, kind }
}

describe("fuzzing the enquiry endpoints", () => {
  let h: Harness
  let db: Database.Database
  beforeAll(async () => {
    h = await startServer({ RATE_LIMIT_MAX: "1000000" })
    db = new Database(path.join(h.dataDir, "enquiries.sqlite"), { readonly: true })
  })
  afterAll(async () => {
    db.close()
    await h.close()
  })

  it(`${ROUNDS} generated requests: no 5xx, JSON replies, stored exactly when accepted (seed ${SEED})`, async () => {
    const random = prng(SEED)
    const count = () => (db.prepare("SELECT COUNT(*) AS n FROM enquiries").get() as { n: number }).n
    const statuses = new Map<number, number>()
    let stored = count()
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = generate(random)
      const reply = await h.app.app.inject({
        method: "POST",
        url: c.endpoint,
        headers: c.contentType ? { "content-type": c.contentType } : {},
        payload: c.body,
        remoteAddress: `10.0.${round % 250}.${(round >> 8) % 250}`,
      })
      const context = `round ${round} (seed ${SEED}): ${c.endpoint} ${c.contentType} ${c.body.slice(0, 160)}`
      statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1)
      if (reply.statusCode >= 500) throw new Error(`5xx ${reply.statusCode} for ${context}: ${reply.body}`)
      const json = JSON.parse(reply.body) as { status: string; message: string }
      expect(typeof json.message).toBe("string")
      const now = count()
      if (json.status === "success") {
        expect({ context, status: reply.statusCode, added: now - stored }).toEqual({ context, status: 200, added: 1 })
      } else {
        expect({ context, status: json.status, added: now - stored }).toEqual({ context, status: "error", added: 0 })
        expect(reply.statusCode).toBeGreaterThanOrEqual(400)
      }
      stored = now
    }
    // Every stored row passes the validator the forms use; no single-line field holds a line break.
    const rows = db.prepare("SELECT kind, payload_json FROM enquiries").all() as {
      kind: string
      payload_json: string
    }[]
    for (const row of rows) {
      const payload = JSON.parse(row.payload_json) as Record<string, string>
      const error = row.kind === "contact" ? validateContact(payload as never) : validateEstimator(payload as never)
      expect({ payload, error }).toEqual({ payload, error: null })
      for (const [key, value] of Object.entries(payload)) if (key !== "message") expect(value).not.toMatch(/[\r\n]/)
    }
    // The generator reached both outcomes and the main refusals.
    expect(rows.length).toBeGreaterThan(50)
    for (const status of [400, 403, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0)
  }, 240_000)
})
