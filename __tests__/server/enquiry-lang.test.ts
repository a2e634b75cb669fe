/**
 * The Malayalam edition's enquiries (docs/behaviour.md §7, §8): a form sent from /ml/ says so in its
 * `lang` field; the server answers it in Malayalam, stores the language, and tells the office in its
 * mail and inbox. A form without `lang` is English, as before; any other value is refused.
 */
import fs from "fs"
import os from "os"
import path from "path"
import Database from "better-sqlite3"
import { MIGRATIONS, openDb } from "../../server/db"
import { enquiriesCsv } from "../../server/enquiries-export"
import type { EnquiryDetail, EnquiryList } from "../../server/office/api-types"
import { UNKNOWN_LANG_MESSAGE } from "../../src/lib/enquiry/messages"
import { FORMS } from "../../src/lib/enquiry/words"
import { readableMail } from "../helpers/mail-text"
import { ADMIN, addTeam, OfficeClient } from "../helpers/office-client"
import {
  form,
  rows,
  startServer,
  startSmtpSink,
  validContact,
  validEstimate,
  waitFor,
  type Harness,
} from "../helpers/server"

const ML = FORMS.ml
const CONTACT = "/send_contact_mail.php"
const ESTIMATOR = "/send_estimator_mail.php"

const post = (h: Harness, endpoint: string, init: RequestInit) => fetch(`${h.baseUrl}${endpoint}`, init)
/** A request as a page of the site sends it: with that page as its Referer. */
const from = (h: Harness, page: string, init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Referer: `${h.baseUrl}${page}` },
})
const answer = async (res: Response) => (await res.json()) as { status: string; message: string; reference?: string }

describe("a form sent in Malayalam", () => {
  it("is answered in Malayalam, stored as Malayalam and mailed with its language; English stays English", async () => {
    const sink = await startSmtpSink()
    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_TO: "office@example.com" })
    try {
      const contact = await post(h, CONTACT, form(validContact({ lang: "ml", fullName: "ശ്രീജിത്ത് മേനോൻ" })))
      expect(contact.status).toBe(200)
      const contactAnswer = await answer(contact)
      expect(contactAnswer).toEqual({
        status: "success",
        message: ML.contact.success,
        reference: contactAnswer.reference,
      })

      const estimate = await post(h, ESTIMATOR, form(validEstimate({ lang: "ml", name: "ദീപ മേനോൻ" })))
      expect(estimate.status).toBe(200)
      const estimateAnswer = await answer(estimate)
      expect(estimateAnswer).toEqual({
        status: "success",
        message: ML.estimator.success,
        reference: estimateAnswer.reference,
      })

      // No `lang`: a form from an English page, or from before the Malayalam edition.
      const english = await post(h, CONTACT, form(validContact({ fullName: "Anil Kumar" })))
      expect((await answer(english)).message).toBe("Thank you! Your message has been received.")
      const explicit = await post(h, ESTIMATOR, form(validEstimate({ lang: "en", name: "Deepa Menon" })))
      expect((await answer(explicit)).message).toBe(FORMS.en.estimator.success)

      expect(rows(h).map((row) => [row.kind, row.name, row.lang])).toEqual([
        ["contact", "ശ്രീജിത്ത് മേനോൻ", "ml"],
        ["estimate", "ദീപ മേനോൻ", "ml"],
        ["contact", "Anil Kumar", "en"],
        ["estimate", "Deepa Menon", "en"],
      ])
      // The stored fields are the form's own: the language is a column, not part of what was sent.
      expect(JSON.parse(String(rows(h)[0]?.payload_json))).not.toHaveProperty("lang")

      await waitFor(() => sink.mails.length === 4)
      const mailOf = (reference: string | undefined) =>
        readableMail(sink.mails.find((m) => reference && m.raw.includes(reference))?.raw ?? "")
      for (const malayalam of [mailOf(contactAnswer.reference), mailOf(estimateAnswer.reference)]) {
        expect(malayalam).toContain("Language: Malayalam")
        expect(malayalam).toContain("please reply in Malayalam")
      }
      expect(mailOf(contactAnswer.reference)).toContain("Name: ശ്രീജിത്ത് മേനോൻ")
      const englishMails = sink.mails.map((m) => readableMail(m.raw)).filter((m) => m.includes("Language: English"))
      expect(englishMails).toHaveLength(2)
      for (const mail of englishMails) expect(mail).not.toContain("reply in Malayalam")
    } finally {
      await h.close()
      await sink.close()
    }
  })

  it("shows its language in the office's inbox", async () => {
    const h = await startServer()
    try {
      await post(h, CONTACT, form(validContact({ lang: "ml" })))
      await post(h, ESTIMATOR, form(validEstimate()))
      await addTeam(h)
      const client = new OfficeClient(h)
      expect((await client.signIn(ADMIN.email, ADMIN.password)).status).toBe(200)
      const list = (await (await client.request("GET", "/office/api/enquiries")).json()) as EnquiryList
      expect(list.items.map((item) => [item.kind, item.lang])).toEqual([
        ["estimate", "en"],
        ["contact", "ml"],
      ])
      const id = list.items.find((item) => item.lang === "ml")?.id
      const detail = (await (await client.request("GET", `/office/api/enquiries/${id}`)).json()) as EnquiryDetail
      expect(detail.lang).toBe("ml")
      // And in the export.
      const [header, line] = enquiriesCsv(h.app.db, "contact").replace("\uFEFF", "").trim().split("\r\n")
      expect(line?.split(",")[header?.split(",").indexOf("lang") ?? -1]).toBe("ml")
    } finally {
      await h.close()
    }
  })
})

describe("refusals of a Malayalam form are in Malayalam, and store nothing", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer({ RATE_LIMIT_MAX: "1000" })
  })
  afterAll(() => h.close())

  const expectRefused = async (endpoint: string, init: RequestInit, status: number, message: string) => {
    const before = rows(h).length
    const res = await post(h, endpoint, init)
    expect([res.status, await answer(res)]).toEqual([status, { status: "error", message }])
    expect(rows(h).length).toBe(before)
  }

  it.each([
    [{ fullName: "" }, ML.contact.required],
    [{ email: "anil@example" }, ML.contact.email],
    [{ phone: "98765" }, ML.contact.phone],
  ])("contact %o -> the form's rule, in Malayalam", (change, message) =>
    expectRefused(CONTACT, form(validContact({ ...change, lang: "ml" })), 400, message),
  )

  it.each([
    [{ projectType: "castle" }, ML.estimator.required],
    [{ whatsappNumber: "12345" }, ML.estimator.phone],
    [{ email: "deepa@" }, ML.estimator.email],
    [{ area: "0" }, ML.estimator.area],
  ])("estimate %o -> the form's rule, in Malayalam", (change, message) =>
    expectRefused(ESTIMATOR, form(validEstimate({ ...change, lang: "ml" })), 400, message),
  )

  it("the server's own refusals", async () => {
    await expectRefused(
      CONTACT,
      form(validContact({ lang: "ml", company_website: "http://spam.example" })),
      400,
      ML.server.honeypot,
    )
    await expectRefused(
      CONTACT,
      form(validContact({ lang: "ml", fullName: "Anil\r\nBcc: x@y.z" })),
      400,
      ML.server.singleLine,
    )
    await expectRefused(
      ESTIMATOR,
      form(validEstimate({ lang: "ml", location: "ക".repeat(201) })),
      400,
      ML.server.tooLong(ML.estimatorFields.location.noun),
    )
    await expectRefused(CONTACT, form(validContact({ lang: "ml", recaptcha_token: "" })), 403, ML.server.botCheckFailed)
    expect(ML.server.botCheckFailed).toMatch(/reCAPTCHA/)
  })

  it("before its fields are read, in the language of the page that sent it", async () => {
    await expectRefused(
      ESTIMATOR,
      from(h, "/ml/cost-calculator", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validEstimate({ lang: "ml" })),
      }),
      415,
      ML.server.contentType,
    )
    await expectRefused(
      CONTACT,
      from(h, "/ml/contact", form(validContact({ message: "x".repeat(200_000) }))),
      413,
      ML.server.tooLarge,
    )
    // From an English page, as before.
    await expectRefused(
      CONTACT,
      from(h, "/contact", form(validContact({ message: "x".repeat(200_000) }))),
      413,
      "Your submission is too large.",
    )
  })

  it.each([["fr"], ["ML"], [""], [" ml"], ["english"]])("lang %p is refused with a clear message", (lang) =>
    expectRefused(CONTACT, form(validContact({ lang })), 400, UNKNOWN_LANG_MESSAGE),
  )

  it("an unknown lang is refused on the estimator too, and lang sent twice as any field", async () => {
    expect(UNKNOWN_LANG_MESSAGE).toBe('The form\'s language (lang) must be "en" or "ml".')
    await expectRefused(ESTIMATOR, form(validEstimate({ lang: "hi" })), 400, UNKNOWN_LANG_MESSAGE)
    await expectRefused(
      CONTACT,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `${new URLSearchParams(validContact({ lang: "ml" })).toString()}&lang=en`,
      },
      400,
      "Each field may be sent only once.",
    )
  })
})

describe("the rate limit speaks the page's language", () => {
  it("answers 429 in Malayalam to a Malayalam page", async () => {
    const h = await startServer({ RATE_LIMIT_MAX: "1" })
    try {
      expect((await post(h, CONTACT, form(validContact({ lang: "ml" })))).status).toBe(200)
      const over = await post(h, CONTACT, from(h, "/ml/contact", form(validContact({ lang: "ml" }))))
      expect([over.status, await answer(over)]).toEqual([429, { status: "error", message: ML.server.tooMany }])
      const english = await post(h, CONTACT, form(validContact()))
      expect((await answer(english)).message).toBe("Too many requests. Please try again in a few minutes.")
    } finally {
      await h.close()
    }
  })
})

describe("an existing database file gains the language column", () => {
  it("keeps its rows, all English, and takes only the site's languages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-lang-"))
    try {
      // The database as it was before the Malayalam edition: every migration but the language's.
      const old = new Database(path.join(dir, "enquiries.sqlite"))
      const before = MIGRATIONS.length - 1
      for (const step of MIGRATIONS.slice(0, before)) {
        if (typeof step === "string") old.exec(step)
        else step(old)
      }
      old.pragma(`user_version = ${before}`)
      old
        .prepare(
          "INSERT INTO enquiries (kind, created_at, name, payload_json, reference) VALUES ('contact', '2026-11-01T00:00:00Z', 'Old Message', '{}', 'E-2611-0001')",
        )
        .run()
      old.close()

      const db = openDb(dir)
      try {
        expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length)
        expect(db.prepare("SELECT name, lang FROM enquiries").get()).toEqual({ name: "Old Message", lang: "en" })
        expect(() =>
          db
            .prepare(
              "INSERT INTO enquiries (kind, created_at, name, payload_json, lang) VALUES ('contact', '2026-11-02T00:00:00Z', 'X', '{}', 'fr')",
            )
            .run(),
        ).toThrow(/CHECK constraint/)
      } finally {
        db.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
