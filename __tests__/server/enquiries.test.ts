import http from "http"
import type { AddressInfo } from "net"
import { csvCell, enquiriesCsv } from "../../server/enquiries-export"
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

const post = (h: Harness, endpoint: string, init: RequestInit) => fetch(`${h.baseUrl}${endpoint}`, init)

describe("accepted enquiries are stored, then mailed to the office", () => {
  it("contact and estimate: a row on disk before the reply, one mail each with escaped fields", async () => {
    const sink = await startSmtpSink()
    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_TO: "office@example.com" })
    try {
      const res = await post(
        h,
        "/send_contact_mail.php",
        form(validContact({ message: "Price for <b>GFRG</b> & RCC?" })),
      )
      expect(res.status).toBe(200)
      // The visitor's reference (docs/office.md): E-YYMM-NNNN, the month in Kerala's time.
      const answer = (await res.json()) as { reference: string }
      expect(answer).toEqual({
        status: "success",
        message: "Thank you! Your message has been received.",
        reference: answer.reference,
      })
      expect(answer.reference).toMatch(/^E-\d{4}-0001$/)
      expect(rows(h)).toHaveLength(1)
      expect(rows(h)[0]).toMatchObject({
        kind: "contact",
        name: "Anil Kumar",
        email: "anil@example.com",
        phone: "+91 98765 43210",
      })

      const est = await post(h, "/send_estimator_mail.php", form(validEstimate()))
      const estAnswer = (await est.json()) as { reference: string }
      expect(estAnswer).toEqual({
        status: "success",
        message:
          "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
        reference: estAnswer.reference,
      })
      expect(estAnswer.reference).toMatch(/^E-\d{4}-0002$/)
      expect(rows(h)[1]).toMatchObject({
        kind: "estimate",
        project_type: "new_house_villa",
        area_sqft: 1800,
        location: "Kakkanad, Ernakulam",
        email: null,
      })

      await waitFor(() => sink.mails.length === 2)
      const contactMail = sink.mails.find((m) => m.raw.includes("New contact message from Anil Kumar")) as {
        raw: string
      }
      expect(contactMail.raw).toMatch(/^Reply-To: anil@example.com/m)
      expect(contactMail.raw).toContain("&lt;b&gt;GFRG&lt;/b&gt; &amp; RCC?")
      const estimateMail = sink.mails.find((m) => m.raw.includes("New cost estimate request from Deepa Menon")) as {
        raw: string
      }
      expect(estimateMail.raw).not.toMatch(/^Reply-To:/m)
      expect(estimateMail.raw).toContain("New House / Villa")
      // The sink has a mail a moment before the server hears "250 OK" and marks it sent.
      await waitFor(() => rows(h, "SELECT * FROM mail_outbox WHERE sent_at IS NULL").length === 0)
      expect(rows(h, "SELECT * FROM mail_outbox WHERE sent_at IS NOT NULL")).toHaveLength(2)
    } finally {
      await h.close()
      await sink.close()
    }
  })

  it("SMTP down at first and up later: every mail is delivered exactly once", async () => {
    // Reserve a port, leave it closed while enquiries arrive, then open the SMTP server on it.
    const probe = http.createServer()
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((r) => probe.close(() => r()))

    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: "100" })
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await post(h, "/send_contact_mail.php", form(validContact({ message: `Enquiry number ${i}` })))).status,
        ).toBe(200)
      }
      await waitFor(() => rows(h, "SELECT * FROM mail_outbox WHERE attempts > 0").length > 0)
      expect(rows(h, "SELECT * FROM mail_outbox WHERE sent_at IS NOT NULL")).toHaveLength(0)

      const sink = await startSmtpSink(port)
      try {
        await waitFor(() => sink.mails.length >= 3, 15000)
        await new Promise((r) => setTimeout(r, 2500))
        expect(sink.mails).toHaveLength(3)
        for (let i = 0; i < 3; i += 1)
          expect(sink.mails.filter((m) => m.raw.includes(`Enquiry number ${i}`))).toHaveLength(1)
        expect(rows(h, "SELECT * FROM mail_outbox WHERE sent_at IS NULL")).toHaveLength(0)
      } finally {
        await sink.close()
      }
    } finally {
      await h.close()
    }
  }, 30000)

  it("without SMTP the mail stays in the outbox, and the enquiry is still accepted", async () => {
    const h = await startServer()
    try {
      expect((await post(h, "/send_contact_mail.php", form(validContact()))).status).toBe(200)
      expect(await (await fetch(`${h.baseUrl}/healthz`)).json()).toMatchObject({ status: "ok", pendingMail: 1 })
    } finally {
      await h.close()
    }
  })
})

describe("rejected submissions get a clear 4xx and store nothing", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer({ RATE_LIMIT_MAX: "1000" })
  })
  afterAll(() => h.close())

  const expectRejected = async (endpoint: string, init: RequestInit, status: number, message: string | RegExp) => {
    const before = rows(h).length
    const res = await post(h, endpoint, init)
    expect(res.status).toBe(status)
    const body = (await res.json()) as { status: string; message: string }
    expect(body.status).toBe("error")
    if (typeof message === "string") expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
    expect(rows(h).length).toBe(before)
  }

  it.each([
    [{ fullName: "" }, "Please fill in all required fields marked with *."],
    [{ email: "anil@example" }, "Please enter a valid email address."],
    [{ phone: "98765" }, "Please enter a valid phone number (min. 10 digits)."],
  ])("contact %o -> the spec's message", (change, message) =>
    expectRejected("/send_contact_mail.php", form(validContact(change)), 400, message),
  )

  it.each([
    [{ projectType: "castle" }, "Please complete all required fields marked with *"],
    [{ location: " " }, "Please complete all required fields marked with *"],
    [{ whatsappNumber: "12345" }, "Please enter a valid WhatsApp/Phone number (min. 10 digits)."],
    [{ email: "deepa@" }, "Please enter a valid email address or leave it blank."],
    [{ area: "0" }, "Please enter a valid area size."],
  ])("estimate %o -> the spec's message", (change, message) =>
    expectRejected("/send_estimator_mail.php", form(validEstimate(change)), 400, message),
  )

  it("a filled honeypot", () =>
    expectRejected(
      "/send_contact_mail.php",
      form(validContact({ company_website: "http://spam.example" })),
      400,
      "Your submission could not be accepted.",
    ))

  it("CR/LF in a single-line field (header injection)", async () => {
    await expectRejected(
      "/send_contact_mail.php",
      form(validContact({ fullName: "Anil\r\nBcc: victim@example.com" })),
      400,
      "Please enter each field on a single line.",
    )
    await expectRejected(
      "/send_estimator_mail.php",
      form(validEstimate({ name: "Deepa\nSubject: hi" })),
      400,
      "Please enter each field on a single line.",
    )
  })

  it("an oversized body, a wrong content type, repeated keys", async () => {
    await expectRejected(
      "/send_contact_mail.php",
      form(validContact({ message: "x".repeat(200_000) })),
      413,
      "Your submission is too large.",
    )
    await expectRejected(
      "/send_contact_mail.php",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(validContact()) },
      415,
      /x-www-form-urlencoded/,
    )
    await expectRejected(
      "/send_contact_mail.php",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `${new URLSearchParams(validContact()).toString()}&email=b%40example.com`,
      },
      400,
      "Each field may be sent only once.",
    )
  })

  it("a missing or wrong bot-check token", async () => {
    await expectRejected("/send_contact_mail.php", form(validContact({ recaptcha_token: "" })), 403, /reCAPTCHA/)
    await expectRejected(
      "/send_contact_mail.php",
      form(validContact({ recaptcha_token: "dev-token.estimator_submit.x" })),
      403,
      /reCAPTCHA/,
    )
  })
})

describe("rate limit per address", () => {
  it("answers 429 after RATE_LIMIT_MAX posts", async () => {
    const h = await startServer({ RATE_LIMIT_MAX: "2" })
    try {
      expect((await post(h, "/send_contact_mail.php", form(validContact()))).status).toBe(200)
      expect((await post(h, "/send_contact_mail.php", form(validContact()))).status).toBe(200)
      const third = await post(h, "/send_contact_mail.php", form(validContact()))
      expect(third.status).toBe(429)
      expect(await third.json()).toEqual({
        status: "error",
        message: "Too many requests. Please try again in a few minutes.",
      })
      expect(rows(h)).toHaveLength(2)
    } finally {
      await h.close()
    }
  })
})

describe("bot check with a secret (siteverify)", () => {
  let verifier: http.Server
  let answer: Record<string, unknown>
  let lastBody = ""
  let verifyUrl = ""
  beforeAll(async () => {
    verifier = http.createServer((req, res) => {
      let body = ""
      req.on("data", (c: Buffer) => (body += c.toString()))
      req.on("end", () => {
        lastBody = body
        res.setHeader("Content-Type", "application/json")
        res.end(JSON.stringify(answer))
      })
    })
    await new Promise<void>((r) => verifier.listen(0, "127.0.0.1", () => r()))
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`
  })
  afterAll(() => new Promise<void>((r) => verifier.close(() => r())))

  it.each([
    [{ success: true, action: "contact_submit", hostname: "www.example.com", score: 0.9 }, 200],
    [{ success: false, "error-codes": ["invalid-input-response"] }, 403],
    [{ success: true, action: "contact_submit", hostname: "www.example.com", score: 0.2 }, 403],
    [{ success: true, action: "estimator_submit", hostname: "www.example.com", score: 0.9 }, 403],
    [{ success: true, action: "contact_submit", hostname: "evil.example.net", score: 0.9 }, 403],
  ])("verifier says %o -> %d", async (verdict, status) => {
    answer = verdict
    const h = await startServer({ RECAPTCHA_SECRET: "test-secret", RECAPTCHA_VERIFY_URL: verifyUrl })
    try {
      const res = await post(h, "/send_contact_mail.php", form(validContact({ recaptcha_token: "real-token" })))
      expect(res.status).toBe(status)
      expect(new URLSearchParams(lastBody).get("secret")).toBe("test-secret")
      expect(new URLSearchParams(lastBody).get("response")).toBe("real-token")
      expect(rows(h)).toHaveLength(status === 200 ? 1 : 0)
      // With a secret the development stand-in is gone.
      expect((await fetch(`${h.baseUrl}/recaptcha-dev.js`)).status).toBe(404)
    } finally {
      await h.close()
    }
  })

  it("an unreachable verifier is a 503 that names reCAPTCHA", async () => {
    const h = await startServer({ RECAPTCHA_SECRET: "s", RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify" })
    try {
      const res = await post(h, "/send_contact_mail.php", form(validContact()))
      expect(res.status).toBe(503)
      expect(((await res.json()) as { message: string }).message).toMatch(/reCAPTCHA/)
    } finally {
      await h.close()
    }
  })
})

describe("CSV export for the office", () => {
  it("quotes, guards formulas and filters by kind", async () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell("+91 98765")).toBe("'+91 98765")
    const h = await startServer()
    try {
      await post(h, "/send_contact_mail.php", form(validContact({ message: "Line one\nLine two, with comma" })))
      await post(h, "/send_estimator_mail.php", form(validEstimate()))
      const csv = enquiriesCsv(h.app.db)
      expect(csv.startsWith("\uFEFFid,reference,kind,created_at,status,name,email,phone,message")).toBe(true)
      expect(csv).toContain('"Line one\nLine two, with comma"')
      expect(csv).toContain("'+91 98765 43210")
      expect(enquiriesCsv(h.app.db, "estimate").trim().split("\r\n")).toHaveLength(2)
    } finally {
      await h.close()
    }
  })
})
