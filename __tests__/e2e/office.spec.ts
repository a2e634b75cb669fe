import fs from "fs"
import path from "path"
import { test as base, expect, type Page, type TestInfo } from "@playwright/test"
import { E2E_BASE_URL, E2E_DATA_DIR } from "../../playwright.config"
import { openDb } from "../../server/db"
import { addMember, listMembers, type Role } from "../../server/office/members"
import { expectNoAxeViolations } from "./fixtures"

/**
 * The office's inbox in Chromium (docs/office.md): signing in and out, the lock, the list with its
 * filters and search, an enquiry's changes and history, the WhatsApp reply, the CSV, the attacks
 * (XSS, CSRF, no session, a removed member) and a 360 px screen. Every test makes its own members
 * and enquiries, named for the test and the project, in the server's own database.
 */

/** A page that fails the test on a page error or a CSP violation, like the site's fixtures. */
const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text()))
        errors.push(`csp: ${message.text()}`)
    })
    page.on("dialog", (dialog) => {
      errors.push(`dialog: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await use(page)
    expect(errors, "page errors, dialogs and CSP violations").toEqual([])
  },
})

const PASSWORD = "Chembarathi garden 2026"

/** A member made as the command line makes them, unique to this test and project. */
async function member(info: TestInfo, label: string, role: Role = "staff") {
  const slug = `${label}-${info.project.name}-${info.workerIndex}-${Date.now().toString(36)}`
  const email = `${slug}@example.com`
  const name = `${label} ${info.project.name} (sample)`
  const db = openDb(E2E_DATA_DIR)
  try {
    const added = await addMember(db, { email, name, role, password: PASSWORD }, null)
    return { id: added.member.id, email, name }
  } finally {
    db.close()
  }
}

/** An enquiry sent as the contact form sends it (the stand-in's token); returns its reference. */
async function sendContact(page: Page, fields: { fullName: string; phone: string; message: string; email?: string }) {
  const response = await page.request.post("/send_contact_mail.php", {
    form: { email: "visitor@example.com", ...fields, recaptcha_token: "dev-token.contact_submit.e2e" },
    headers: { Referer: `${E2E_BASE_URL}/contact` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { reference: string }).reference
}

/** Finds an enquiry by its tag in the inbox's search and opens it by its reference. */
async function openEnquiry(page: Page, tag: string, reference: string) {
  await page.getByLabel("Search").fill(tag)
  await page.getByRole("button", { name: "Apply filters" }).click()
  await page.getByRole("link", { name: reference }).click()
}

async function sendEstimate(page: Page, fields: { name: string; whatsappNumber: string; location: string }) {
  const response = await page.request.post("/send_estimator_mail.php", {
    form: {
      projectType: "new_house_villa",
      area: "1500",
      ...fields,
      recaptcha_token: "dev-token.estimator_submit.e2e",
    },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { reference: string }).reference
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/office/")
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** A 10-digit Kerala mobile number no other test uses. */
const phoneNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`

test.describe("the office's inbox", () => {
  test("signs in, refuses a wrong password, and signs out", async ({ page }, info) => {
    const me = await member(info, "signin")
    await signIn(page, me.email, "a wrong password here")
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not right.")
    await page.getByLabel("Password").fill(PASSWORD)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
    await expect(page).toHaveTitle("Enquiries · Office")
    await page.getByRole("button", { name: "Sign out" }).click()
    await expect(page.getByRole("heading", { name: "Office sign-in" })).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { name: "Office sign-in" })).toBeVisible()
  })

  test("locks an account after five wrong passwords, and says so", async ({ page }, info) => {
    const me = await member(info, "lockout")
    await signIn(page, me.email, "wrong password 0")
    for (let i = 1; i < 5; i += 1) {
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not right.")
      await page.getByLabel("Password").fill(`wrong password ${i}`)
      await page.getByRole("button", { name: "Sign in" }).click()
    }
    await page.getByLabel("Password").fill(PASSWORD)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page.getByRole("alert")).toHaveText("Too many failed sign-ins. Please try again in 1 minute.")
  })

  test("lists, filters and finds an enquiry by a phone number typed any way", async ({ page }, info) => {
    const me = await member(info, "list")
    const tag = unique()
    const phone = phoneNumber()
    const reference = await sendEstimate(page, {
      name: `Lakshmi ${tag}`,
      whatsappNumber: `+91 ${phone}`,
      location: `Kalpetta ${tag}`,
    })
    await sendContact(page, {
      fullName: `Joseph ${tag}`,
      phone: phoneNumber(),
      message: `Plans for a school block ${tag}`,
    })
    await signIn(page, me.email)
    const search = async (text: string) => {
      await page.getByLabel("Search").fill(text)
      await page.getByRole("button", { name: "Apply filters" }).click()
    }
    await search(tag)
    const rows = page.getByRole("row").filter({ hasText: tag })
    await expect(rows).toHaveCount(2)
    // Newest first: the contact message was sent after the estimate request.
    await expect(rows.first()).toContainText(`Joseph ${tag}`)
    const lakshmi = rows.nth(1)
    await expect(lakshmi).toContainText(`Lakshmi ${tag}`)
    await expect(lakshmi).toContainText(reference)
    await expect(lakshmi).toContainText(/₹[\d.]+ – [\d.]+ lakh/)
    await expect(lakshmi).toContainText("Unopened")
    for (const typed of [`${phone.slice(0, 5)} ${phone.slice(5)}`, `+91${phone}`, `0${phone}`]) {
      await search(typed)
      await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1)
      await expect(page.getByRole("row").filter({ hasText: tag })).toContainText(`Lakshmi ${tag}`)
    }
    await search(tag)
    await page.getByLabel("Kind").selectOption({ label: "Contact message" })
    await page.getByRole("button", { name: "Apply filters" }).click()
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1)
    await expect(page.getByRole("row").filter({ hasText: tag })).toContainText(`Joseph ${tag}`)
    // The filters are in the address: a reload keeps them.
    expect(new URL(page.url()).searchParams.get("kind")).toBe("contact")
    await page.reload()
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1)
  })

  test("moves an enquiry on, with notes and a history of who changed what", async ({ page }, info) => {
    const me = await member(info, "changes")
    const colleague = await member(info, "colleague")
    const tag = unique()
    const reference = await sendEstimate(page, {
      name: `Fathima ${tag}`,
      whatsappNumber: `+91 ${phoneNumber()}`,
      location: "Pala, Kottayam",
    })
    await signIn(page, me.email)
    await openEnquiry(page, tag, reference)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference} · Fathima ${tag}`)
    await page.getByLabel("Status").selectOption({ label: "Site visit" })
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /saved|changed/i })
        .first(),
    ).toBeVisible()
    await page.getByLabel("Assignee").selectOption({ label: colleague.name })
    await page.getByLabel("Follow-up date").fill("2026-12-03")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByLabel("Add a note").fill("Visited the plot; the soil report is due next week.")
    await page.getByRole("button", { name: "Add note" }).click()
    const notes = page.getByRole("region", { name: "Notes" })
    await expect(notes).toContainText("Visited the plot; the soil report is due next week.")
    await expect(notes).toContainText(me.name)
    const history = page.getByRole("region", { name: "History" })
    for (const line of [
      /Status[\s\S]*New[\s\S]*Site visit/,
      /Assignee[\s\S]*colleague/,
      /Follow-up[\s\S]*2026-12-03/,
      /Note added/,
      /Opened/,
      /Received/,
    ])
      await expect(history).toContainText(line)
    await expect(history).toContainText(me.name)
    await page.reload()
    await expect(page.getByLabel("Status")).toHaveValue("site-visit")
    await page.getByRole("link", { name: "Back to the list" }).click()
    const row = page.getByRole("row").filter({ hasText: tag })
    await expect(row).toContainText("Site visit")
    await expect(row).toContainText(colleague.name)
    await expect(row).not.toContainText("Unopened")
  })

  test("keeps a follow-up date typed while another change is being saved", async ({ page }, info) => {
    const me = await member(info, "typist")
    const colleague = await member(info, "helper")
    const tag = unique()
    const reference = await sendEstimate(page, {
      name: `Anil ${tag}`,
      whatsappNumber: `+91 ${phoneNumber()}`,
      location: "Thodupuzha, Idukki",
    })
    await signIn(page, me.email)
    await openEnquiry(page, tag, reference)
    // The assignee's answer is held back until the date has been typed: it must not wipe the date.
    let answerAssignee = () => {}
    const typed = new Promise<void>((resolve) => (answerAssignee = resolve))
    await page.route(/\/office\/api\/enquiries\/\d+$/, async (route) => {
      if (route.request().method() === "PATCH" && route.request().postData()?.includes("assigneeId")) await typed
      await route.fallback()
    })
    await page.getByLabel("Assignee").selectOption({ label: colleague.name })
    await page.getByLabel("Follow-up date").fill("2026-12-09")
    answerAssignee()
    await expect(page.getByRole("status").filter({ hasText: `Assigned to ${colleague.name}.` })).toBeVisible()
    await expect(page.getByLabel("Follow-up date")).toHaveValue("2026-12-09")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("status").filter({ hasText: "Follow-up date saved." })).toBeVisible()
    await expect(page.getByRole("region", { name: "History" })).toContainText(/Follow-up[\s\S]*2026-12-09/)
  })

  test("replies on WhatsApp with the reference and the estimate in lakh, editable", async ({ page }, info) => {
    const me = await member(info, "whatsapp")
    const tag = unique()
    const phone = phoneNumber()
    const reference = await sendEstimate(page, {
      name: `Suresh ${tag}`,
      whatsappNumber: phone,
      location: "Kakkanad, Ernakulam",
    })
    await signIn(page, me.email)
    await openEnquiry(page, tag, reference)
    const message = page.getByLabel("WhatsApp message")
    await expect(message).toHaveValue(new RegExp(`^Hello Suresh, this is Tharavad Builders & Developers\\.`))
    await expect(message).toHaveValue(new RegExp(reference))
    await expect(message).toHaveValue(/₹[\d.]+ – [\d.]+ lakh with GFRG/)
    const link = page.getByRole("link", { name: "Reply on WhatsApp" })
    const href = new URL((await link.getAttribute("href")) ?? "")
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/91${phone}`)
    expect(href.searchParams.get("text")).toBe(await message.inputValue())
    await message.fill(`Hello Suresh, your reference is ${reference}.`)
    const edited = new URL((await link.getAttribute("href")) ?? "")
    expect(edited.searchParams.get("text")).toBe(`Hello Suresh, your reference is ${reference}.`)
    await expect(link).toHaveAttribute("rel", /noopener/)
  })

  test("exports what the filters show as CSV, formulas neutralised", async ({ page }, info) => {
    const me = await member(info, "csv")
    const tag = unique()
    await sendContact(page, {
      fullName: `=HYPERLINK("http://evil.example","${tag}")`,
      phone: phoneNumber(),
      message: `@SUM(1+1) ${tag}`,
    })
    await signIn(page, me.email)
    await page.getByLabel("Search").fill(tag)
    await page.getByRole("button", { name: "Apply filters" }).click()
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1)
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ])
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8")
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
    expect(lines[0]).toMatch(/^id,reference,kind,created_at,status,name,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`)
    expect(lines[1]).toContain(`'@SUM(1+1) ${tag}`)
  })

  test("shows every byte an enquirer wrote as text: XSS payloads do nothing", async ({ page }, info) => {
    const me = await member(info, "xss")
    const tag = unique()
    const name = `<img src=x onerror="window.__xss='name'">${tag}`
    const message = `<script>window.__xss='script'</script> <a href="javascript:window.__xss='link'">click</a> ${tag} <svg onload="window.__xss='svg'">`
    const reference = await sendContact(page, { fullName: name, phone: phoneNumber(), message })
    await signIn(page, me.email)
    await page.getByLabel("Search").fill(tag)
    await page.getByRole("button", { name: "Apply filters" }).click()
    await expect(page.getByRole("row").filter({ hasText: tag })).toContainText(name)
    await page.getByRole("link", { name: reference }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference} · ${name}`)
    await expect(page.getByText(message)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    await expect(page.locator("main img, main script, main svg[onload], main a[href^='javascript']")).toHaveCount(0)
  })

  test("refuses a change without the CSRF token (403), and the API without a session (401)", async ({
    page,
    browser,
  }, info) => {
    const me = await member(info, "csrf")
    const tag = unique()
    await sendContact(page, { fullName: `Meera ${tag}`, phone: phoneNumber(), message: `CSRF check ${tag}` })
    await signIn(page, me.email)
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
    const forged = await page.evaluate(async () => {
      const list = (await (await fetch("/office/api/enquiries")).json()) as { items: { id: number }[] }
      const id = list.items[0]?.id
      const response = await fetch(`/office/api/enquiries/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: "won" }),
      })
      return { status: response.status, body: await response.text() }
    })
    expect(forged.status).toBe(403)
    expect(JSON.parse(forged.body)).toEqual({ error: "Your page is out of date. Please reload it and try again." })

    const stranger = await browser.newContext()
    try {
      const response = await stranger.request.get("/office/api/enquiries")
      expect(response.status()).toBe(401)
      const body = await response.text()
      expect(JSON.parse(body)).toEqual({ error: "Please sign in." })
      expect(body).not.toContain(tag)
      expect(response.headers()["cache-control"]).toBe("no-store")
    } finally {
      await stranger.close()
    }
  })

  test("ends a removed member's session at once", async ({ page, browser }, info) => {
    const admin = await member(info, "admin", "admin")
    const leaver = await member(info, "leaver")
    const other = await browser.newContext()
    try {
      const leaverPage = await other.newPage()
      await signIn(leaverPage, leaver.email)
      await expect(leaverPage.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()

      await signIn(page, admin.email)
      await page.getByRole("link", { name: "Members" }).click()
      const row = page.getByRole("listitem").filter({ hasText: leaver.email })
      await row.getByRole("button", { name: "Remove" }).click()
      await page
        .getByRole("group", { name: `Remove ${leaver.name}?` })
        .getByRole("button", { name: "Yes" })
        .click()
      await expect(page.getByText(`${leaver.name} was removed.`)).toBeVisible()

      await leaverPage.getByRole("link", { name: "Overview" }).click()
      await expect(leaverPage.getByRole("heading", { name: "Office sign-in" })).toBeVisible()
      await expect(leaverPage.getByText("Your session has ended. Please sign in again.")).toBeVisible()
    } finally {
      await other.close()
    }
    const db = openDb(E2E_DATA_DIR)
    try {
      expect(listMembers(db).some((m) => m.email === leaver.email)).toBe(false)
    } finally {
      db.close()
    }
  })

  test("erases everything of a person, and the audit log says so without them", async ({ page }, info) => {
    const admin = await member(info, "eraser", "admin")
    const tag = unique()
    const phone = phoneNumber()
    await sendContact(page, { fullName: `Ayesha ${tag}`, phone: `+91 ${phone}`, message: `Please forget me ${tag}` })
    await sendEstimate(page, { name: `Ayesha ${tag}`, whatsappNumber: phone, location: `Kollam ${tag}` })
    await signIn(page, admin.email)
    await page.getByRole("link", { name: "Privacy" }).click()
    await page.getByLabel("E-mail or phone number").fill(`${phone.slice(0, 5)} ${phone.slice(5)}`)
    await page.getByLabel("I understand this cannot be undone").check()
    await page.getByRole("button", { name: "Erase" }).click()
    await expect(page.getByText("Erased 2 enquiries, 0 notes and 2 mails.")).toBeVisible()
    const audit = page.getByRole("region", { name: "Audit log" })
    await expect(audit).toContainText("2 enquiries, 0 notes, 2 mails")
    await expect(audit).not.toContainText(phone)
    await page.getByRole("link", { name: "Enquiries" }).click()
    await page.getByLabel("Search").fill(tag)
    await page.getByRole("button", { name: "Apply filters" }).click()
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible()
    const db = openDb(E2E_DATA_DIR)
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE name LIKE ?").get(`%${tag}%`)).toEqual({ n: 0 })
    } finally {
      db.close()
    }
  })

  test("works on a 360 px phone: no sideways scrolling, axe-clean", async ({ page }, info) => {
    const me = await member(info, "phone")
    const tag = unique()
    const reference = await sendEstimate(page, {
      name: `Sreelakshmi Unnikrishnan ${tag}`,
      whatsappNumber: phoneNumber(),
      location: "Thiruvananthapuram, near Technopark Phase III",
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await signIn(page, me.email)
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await page.getByLabel("Search").fill(tag)
    await page.getByRole("button", { name: "Apply filters" }).click()
    await expect(page.getByRole("link", { name: reference })).toBeVisible()
    expect(await noSideways()).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole("link", { name: reference }).click()
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference)
    expect(await noSideways()).toBe(true)
    await expectNoAxeViolations(page)
    await page.getByRole("link", { name: "Overview" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible()
    expect(await noSideways()).toBe(true)
    await expectNoAxeViolations(page)
  })

  test("is its own page: no-store, noindex, a CSP without inline anything, and out of the sitemap", async ({
    page,
  }) => {
    const response = await page.goto("/office/")
    const headers = response?.headers() ?? {}
    expect(headers["cache-control"]).toBe("no-store")
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
    expect(headers["content-security-policy"]).toMatch(/script-src 'self';/)
    expect(headers["content-security-policy"]).not.toContain("unsafe-inline")
    const sitemap = fs
      .readdirSync(path.resolve(process.env.E2E_PUBLIC_DIR ?? "public"))
      .filter((f) => f.startsWith("sitemap"))
      .map((f) => fs.readFileSync(path.resolve(process.env.E2E_PUBLIC_DIR ?? "public", f), "utf8"))
      .join("")
    expect(sitemap).not.toContain("/office")
    // Nothing of the inbox is in the built site: no public page can load it.
    const publicDir = path.resolve(process.env.E2E_PUBLIC_DIR ?? "public")
    const scripts = fs.readdirSync(publicDir).filter((f) => f.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain("/office/api")
  })
})
