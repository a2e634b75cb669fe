import fs from "fs"
import os from "os"
import path from "path"
import Database from "better-sqlite3"
import { ConfigError, loadConfig } from "../../server/config"
import { buildApp } from "../../server/app"
import { MIGRATIONS, openDb } from "../../server/db"
import { enquiriesCsv } from "../../server/enquiries-export"
import { estimate, estimateLines } from "../../src/lib/estimate/estimate"
import { readEstimateRates } from "../../src/lib/estimate/rates"
import { readableMail } from "../helpers/mail-text"
import { form, startServer, startSmtpSink, validEstimate, waitFor } from "../helpers/server"

const ratesFile = path.join(__dirname, "..", "..", "content", "site", "estimate-rates.en.json")
const loaded = readEstimateRates(ratesFile, "content/site/estimate-rates.en.json")
if (!loaded.rates) throw new Error("the site's rates file is invalid")
const rates = loaded.rates

describe("the server works the estimate out again and gives the office the same figures", () => {
  it("stores them with the rates version, mails them and exports them; browser-sent figures are ignored", async () => {
    const sink = await startSmtpSink()
    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` })
    try {
      const sent = validEstimate({
        area: "1 200",
        location: "Thrissur estimate-test",
        // A browser cannot choose the figures: fields the form does not have are not read.
        gfrg_cost_min: "1",
        saving_weeks: "99",
        rates_version: "1999-01",
      })
      const res = await fetch(`${h.baseUrl}/send_estimator_mail.php`, form(sent))
      expect(res.status).toBe(200)

      const expected = estimate(rates, "new_house_villa", 1200)
      if (expected?.kind !== "range") throw new Error("the sample rates price a 1,200 sq ft house")
      const db = new Database(path.join(h.dataDir, "enquiries.sqlite"), { readonly: true })
      const row = db.prepare("SELECT * FROM enquiries WHERE location LIKE '%estimate-test%'").get()
      db.close()
      expect(row).toMatchObject({
        area_sqft: 1200,
        rates_version: rates.version,
        gfrg_cost_min: expected.gfrg.cost.min,
        gfrg_cost_max: expected.gfrg.cost.max,
        conventional_cost_min: expected.conventional.cost.min,
        conventional_cost_max: expected.conventional.cost.max,
        gfrg_weeks: expected.gfrg.weeks,
        conventional_weeks: expected.conventional.weeks,
        saving_cost_min: expected.saving.cost.min,
        saving_cost_max: expected.saving.cost.max,
        saving_weeks: expected.saving.weeks,
        estimate_note: null,
      })

      await waitFor(() => sink.mails.length === 1)
      const mail = readableMail(sink.mails[0]?.raw ?? "")
      for (const [label, value] of estimateLines(expected, rates)) expect(mail).toContain(`${label}: ${value}`)
      expect(mail).toContain("Saving with GFRG: ₹")

      const csv = enquiriesCsv(h.app.db, "estimate").trim().split("\r\n")
      const header = csv[0]?.replace("\uFEFF", "").split(",") ?? []
      const values = csv[1]?.split(",") ?? []
      const cell = (name: string) => values[header.indexOf(name)]
      expect(cell("rates_version")).toBe(rates.version)
      expect(cell("gfrg_cost_min")).toBe(String(expected.gfrg.cost.min))
      expect(cell("conventional_cost_max")).toBe(String(expected.conventional.cost.max))
      expect(cell("saving_weeks")).toBe(String(expected.saving.weeks))
    } finally {
      await h.close()
      await sink.close()
    }
  })

  it("a project with no rate per area: the reason and the version, no figures", async () => {
    const h = await startServer()
    try {
      await fetch(`${h.baseUrl}/send_estimator_mail.php`, form(validEstimate({ projectType: "other" })))
      const row = h.app.db.prepare("SELECT * FROM enquiries").get() as Record<string, unknown>
      expect(row).toMatchObject({
        rates_version: rates.version,
        gfrg_cost_min: null,
        saving_weeks: null,
        estimate_note: rates.ratesPerSqft.other.noRateReason,
      })
      const mail = h.app.db.prepare("SELECT text FROM mail_outbox").get() as { text: string }
      expect(mail.text).toContain(`Indicative estimate: None given: ${rates.ratesPerSqft.other.noRateReason}`)
      expect(mail.text).toContain(`Rates version: ${rates.version}`)
    } finally {
      await h.close()
    }
  })

  it("contact messages carry no estimate", async () => {
    const h = await startServer()
    try {
      await fetch(
        `${h.baseUrl}/send_contact_mail.php`,
        form({
          fullName: "Anil",
          email: "anil@example.com",
          phone: "+91 98765 43210",
          message: "Hello",
          recaptcha_token: "dev-token.contact_submit.x",
        }),
      )
      expect(h.app.db.prepare("SELECT rates_version, gfrg_cost_min FROM enquiries").get()).toEqual({
        rates_version: null,
        gfrg_cost_min: null,
      })
    } finally {
      await h.close()
    }
  })
})

describe("an existing database file gains the estimate columns", () => {
  it("keeps its rows and takes estimates afterwards", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"))
    try {
      const old = new Database(path.join(dir, "enquiries.sqlite"))
      old.exec(MIGRATIONS[0] as string)
      old.pragma("user_version = 1")
      old
        .prepare(
          "INSERT INTO enquiries (kind, created_at, name, project_type, area_sqft, payload_json) VALUES ('estimate', '2026-11-01T00:00:00Z', 'Old Request', 'renovation', 900, '{}')",
        )
        .run()
      old.close()

      const db = openDb(dir)
      try {
        expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length)
        const columns = (db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[]).map((c) => c.name)
        expect(columns).toEqual(
          expect.arrayContaining(["rates_version", "gfrg_cost_min", "saving_weeks", "estimate_note"]),
        )
        expect(db.prepare("SELECT name, area_sqft, rates_version FROM enquiries").get()).toEqual({
          name: "Old Request",
          area_sqft: 900,
          rates_version: null,
        })
        expect(enquiriesCsv(db)).toContain("Old Request")
      } finally {
        db.close()
      }
      // Opening again changes nothing.
      openDb(dir).close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the server will not start with a broken rates file", () => {
  it("names the file and the field", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rates-"))
    try {
      const broken = JSON.parse(fs.readFileSync(ratesFile, "utf8")) as { ratesPerSqft: Record<string, unknown> }
      delete broken.ratesPerSqft.commercial_building
      const file = path.join(dir, "estimate-rates.en.json")
      fs.writeFileSync(file, JSON.stringify(broken))
      const config = loadConfig({
        DATA_DIR: path.join(dir, "data"),
        ESTIMATE_RATES_FILE: file,
        LOG_LEVEL: "silent",
        BOT_CHECK: "stand-in",
      })
      const start = buildApp(config)
      await expect(start).rejects.toBeInstanceOf(ConfigError)
      await expect(start).rejects.toThrow(
        /estimate-rates\.en\.json: field "ratesPerSqft\.commercial_building" is required/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
