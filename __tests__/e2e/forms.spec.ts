import path from "path"
import Database from "better-sqlite3"
import { test, expect, expectNoAxeViolations, holdAppScript } from "./fixtures"
import { E2E_DATA_DIR, SINK_HTTP_PORT } from "../../playwright.config"

interface StoredEnquiry {
  kind: string
  name: string | null
  email: string | null
  phone: string | null
  message: string | null
  project_type: string | null
  location: string | null
  area_sqft: number | string | null
  reference: string
}

function storedBy(column: "message" | "location", marker: string): StoredEnquiry | undefined {
  const db = new Database(path.join(E2E_DATA_DIR, "enquiries.sqlite"), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(`SELECT * FROM enquiries WHERE ${column} LIKE ?`).get(`%${marker}%`) as StoredEnquiry | undefined
  } finally {
    db.close()
  }
}

async function mailsContaining(marker: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${SINK_HTTP_PORT}/messages`)
  const messages = (await response.json()) as { raw: string }[]
  return messages.map((m) => m.raw).filter((raw) => raw.includes(marker))
}

const marker = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

test.describe("contact form, end to end", () => {
  test("from typing to the green notice, a row in SQLite and a mail at the office", async ({ page }) => {
    const id = marker()
    await page.goto("/contact")
    await expect(page.getByRole("heading", { name: "Let's Connect" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible()
    const submit = page.getByRole("button", { name: "Send Message" })
    await expect(submit).toBeEnabled()

    await page.getByLabel("Full Name").fill("Anil Kumar")
    await page.getByLabel("Email Address").fill("anil@example.com")
    await page.getByLabel("Phone Number").fill("+91 98765 43210")
    await page.getByLabel("Message").fill(`We plan a GFRG villa in Thrissur. ${id}`)
    await submit.click()
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible()
    await expect(
      page.getByText("Thank you for reaching out. We'll review your message and get back to you as soon as possible."),
    ).toBeVisible()

    // Beside the spec's text, the enquiry's reference, which the office's mail carries (docs/office.md).
    await expect(page.getByTestId("enquiry-reference")).toHaveText(/^Your reference: E-\d{4}-\d{4,}$/)
    const reference = (await page.getByTestId("enquiry-reference").locator("strong").textContent()) ?? ""

    const row = storedBy("message", id)
    expect(row).toMatchObject({
      kind: "contact",
      name: "Anil Kumar",
      email: "anil@example.com",
      phone: "+91 98765 43210",
      reference,
    })
    await expect.poll(async () => (await mailsContaining(id)).length, { timeout: 15_000 }).toBe(1)
    expect((await mailsContaining(id))[0]).toContain(`Subject: [${reference}] New contact message from Anil Kumar`)
  })

  test("each validation message, in the spec's order", async ({ page }) => {
    await page.goto("/contact")
    const submit = page.getByRole("button", { name: "Send Message" })
    const alert = page.getByRole("alert")
    await submit.click()
    await expect(alert).toContainText("Submission Failed")
    await expect(alert).toContainText("Please fill in all required fields marked with *.")
    await expect(page.getByLabel("Full Name")).toBeFocused()
    await page.getByLabel("Full Name").fill("Anil")
    await expect(alert).toHaveCount(0)
    await page.getByLabel("Email Address").fill("anil@example")
    await page.getByLabel("Phone Number").fill("98765")
    await page.getByLabel("Message").fill("Hello")
    await submit.click()
    await expect(alert).toContainText("Please enter a valid email address.")
    await page.getByLabel("Email Address").fill("anil@example.com")
    await submit.click()
    await expect(alert).toContainText("Please enter a valid phone number (min. 10 digits).")
    await expectNoAxeViolations(page)
  })

  test("a server failure shows the status; a network failure its own text", async ({ page }) => {
    await page.goto("/contact")
    await page.getByLabel("Full Name").fill("Anil")
    await page.getByLabel("Email Address").fill("anil@example.com")
    await page.getByLabel("Phone Number").fill("9876543210")
    await page.getByLabel("Message").fill("Hello")
    await page.route("**/send_contact_mail.php", (route) => route.fulfill({ status: 500, body: "Internal error" }))
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByRole("alert")).toContainText("Form submission failed. Status: 500")
    await page.unroute("**/send_contact_mail.php")
    await page.route("**/send_contact_mail.php", (route) => route.abort())
    await page.getByLabel("Message").fill("Hello again")
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByRole("alert")).toContainText(
      "An error occurred sending your message. Please try again later.",
    )
  })

  test("stays in 'Preparing Form...' when the bot-check script cannot load", async ({ page }) => {
    await page.route("**/recaptcha-dev.js", (route) => route.abort())
    // The page's clock flows as usual until the test moves it on; nothing is held.
    await page.clock.install()
    await page.goto("/contact")
    const button = page.getByRole("button", { name: "Preparing Form..." })
    await expect(button).toBeDisabled()
    // A minute of the page's time at once: 600 checks every 100 ms and the one 500 ms after the script's load.
    await page.clock.runFor(60_000)
    await expect(button).toBeDisabled()
    await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0)
  })
})

test.describe("cost estimator, end to end", () => {
  test("from typing to the thank-you panel with the name, a row in SQLite and a mail", async ({ page }) => {
    const id = marker()
    await page.goto("/cost-calculator")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construction Cost Estimator")
    await expect(page.getByText("Project Info")).toBeVisible()
    await expect(page.getByText("Contact Details")).toBeVisible()
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy-policy")
    const submit = page.getByRole("button", { name: "Get My Estimate" })
    await expect(submit).toBeEnabled()

    await page.getByLabel("Project Type").selectOption("new_house_villa")
    await page.getByLabel("Project Location").fill(`Kakkanad, Ernakulam ${id}`)
    await page.getByLabel("Built-up Area (sq. ft.)").pressSequentially("18a00")
    await expect(page.getByLabel("Built-up Area (sq. ft.)")).toHaveValue("1800")
    await page.getByLabel("Your Name").fill("Deepa Menon")
    await page.getByLabel("WhatsApp Number").pressSequentially("+91 98765-43210")
    await expect(page.getByLabel("WhatsApp Number")).toHaveValue("+91 9876543210")
    await submit.click()
    const panel = page.getByTestId("estimator-success")
    await expect(panel).toContainText("Deepa Menon")
    await expect(panel).toContainText(
      "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
    )
    await expect(page.getByRole("button", { name: "Get My Estimate" })).toHaveCount(0)

    const row = storedBy("location", id)
    expect(row).toMatchObject({ kind: "estimate", name: "Deepa Menon", project_type: "new_house_villa" })
    expect(Number(row?.area_sqft)).toBe(1800)
    await expect.poll(async () => (await mailsContaining(id)).length, { timeout: 15_000 }).toBe(1)
  })

  test("each validation message, in the spec's order, and a server message shown as is", async ({ page }) => {
    await page.goto("/cost-calculator")
    const submit = page.getByRole("button", { name: "Get My Estimate" })
    const alert = page.getByRole("alert")
    await submit.click()
    await expect(alert).toContainText("Please complete all required fields marked with *")
    await page.getByLabel("Project Type").selectOption("renovation")
    await page.getByLabel("Project Location").fill("Kottayam")
    await page.getByLabel("Built-up Area (sq. ft.)").fill("0")
    await page.getByLabel("Your Name").fill("Joseph")
    await page.getByLabel("WhatsApp Number").fill("98765")
    await submit.click()
    await expect(alert).toContainText("Please enter a valid WhatsApp/Phone number (min. 10 digits).")
    await page.getByLabel("WhatsApp Number").fill("9876543210")
    await page.getByLabel("Email Address").fill("joseph@")
    await submit.click()
    await expect(alert).toContainText("Please enter a valid email address or leave it blank.")
    await page.getByLabel("Email Address").fill("")
    await submit.click()
    await expect(alert).toContainText("Please enter a valid area size.")
    await page.getByLabel("Built-up Area (sq. ft.)").fill("1200")
    await page.route("**/send_estimator_mail.php", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          status: "error",
          message: "reCAPTCHA verification failed. Please refresh the page and try again.",
        }),
      }),
    )
    await submit.click()
    await expect(alert).toContainText("reCAPTCHA verification failed. Please refresh the page and try again.")
    await expect(submit).toBeEnabled()
    await expectNoAxeViolations(page)
  })
})

/**
 * The pages are whole in their HTML, so a visitor can type before the app's scripts have run
 * (docs/behaviour.md §4). The app's script is held back until the fields are filled, then let go:
 * what was typed is what is sent, and nothing the visitor typed disappears.
 */
test.describe("typed before the app has started", () => {
  test("the contact form sends what was typed before hydration", async ({ page }) => {
    const id = marker()
    const startApp = await holdAppScript(page)
    await page.goto("/contact", { waitUntil: "commit" })
    await page.getByLabel("Full Name").fill("Anil Kumar")
    await page.getByLabel("Email Address").fill("anil@example.com")
    await page.getByLabel("Phone Number").fill("+91 98765 43210")
    await page.getByLabel("Message").fill(`Typed before the app started. ${id}`)
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    await startApp()
    const submit = page.getByRole("button", { name: "Send Message" })
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel("Full Name")).toHaveValue("Anil Kumar")
    await expect(page.getByLabel("Message")).toHaveValue(`Typed before the app started. ${id}`)
    await submit.click()
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible()
    expect(storedBy("message", id)).toMatchObject({
      kind: "contact",
      name: "Anil Kumar",
      email: "anil@example.com",
      phone: "+91 98765 43210",
    })
  })

  test("the estimator keeps a choice and numbers made before hydration", async ({ page }) => {
    const id = marker()
    const startApp = await holdAppScript(page)
    await page.goto("/cost-calculator", { waitUntil: "commit" })
    await page.getByLabel("Project Type").selectOption("new_house_villa")
    await page.getByLabel("Project Location").fill(`Kakkanad, Ernakulam ${id}`)
    await page.getByLabel("Built-up Area (sq. ft.)").fill("1800")
    await page.getByLabel("Your Name").fill("Deepa Menon")
    await page.getByLabel("WhatsApp Number").fill("+91 9876543210")
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    await startApp()
    const submit = page.getByRole("button", { name: "Get My Estimate" })
    await expect(submit).toBeEnabled()
    await expect(page.getByLabel("Project Type")).toHaveValue("new_house_villa")
    await submit.click()
    await expect(page.getByTestId("estimator-success")).toContainText("Deepa Menon")
    expect(storedBy("location", id)).toMatchObject({
      kind: "estimate",
      name: "Deepa Menon",
      project_type: "new_house_villa",
    })
  })
})
