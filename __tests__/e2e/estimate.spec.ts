import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import type { Page } from "@playwright/test"
import { test, expect, expectNoAxeViolations, settled } from "./fixtures"
import { E2E_DATA_DIR, SINK_HTTP_PORT } from "../../playwright.config"
import { ESTIMATE_PROJECT_TYPES } from "../../src/lib/enquiry/fields"
import { estimate, estimateLines, formatRupeeRange, formatSaving, formatWeeks } from "../../src/lib/estimate/estimate"
import { checkEstimateRates } from "../../src/lib/estimate/rates"
import { readableMail } from "../helpers/mail-text"

/** The rates the site was built with and the server reads. */
const checked = checkEstimateRates(
  "content/site/estimate-rates.en.json",
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "site", "estimate-rates.en.json"), "utf8")),
)
if (!checked.rates) throw new Error("content/site/estimate-rates.en.json is invalid")
const rates = checked.rates
const houseLabel = ESTIMATE_PROJECT_TYPES.find((t) => t.value === "new_house_villa")?.label ?? ""

interface StoredEstimate {
  area_sqft: number
  rates_version: string
  gfrg_cost_min: number
  gfrg_cost_max: number
  conventional_cost_min: number
  conventional_cost_max: number
  gfrg_weeks: number
  conventional_weeks: number
  saving_cost_min: number
  saving_cost_max: number
  saving_weeks: number
}

function storedByLocation(marker: string): StoredEstimate | undefined {
  const db = new Database(path.join(E2E_DATA_DIR, "enquiries.sqlite"), { readonly: true, fileMustExist: true })
  try {
    return db.prepare("SELECT * FROM enquiries WHERE location LIKE ?").get(`%${marker}%`) as StoredEstimate | undefined
  } finally {
    db.close()
  }
}

async function mailContaining(marker: string): Promise<string | undefined> {
  const response = await fetch(`http://127.0.0.1:${SINK_HTTP_PORT}/messages`)
  const messages = (await response.json()) as { raw: string }[]
  return messages.map((m) => readableMail(m.raw)).find((text) => text.includes(marker))
}

const marker = () => `e2e-estimate-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function requestEstimate(page: Page, id: string, typeLabel: string, area: string, beforeSend = () => {}) {
  await page.goto("/cost-calculator")
  const submit = page.getByRole("button", { name: "Get My Estimate" })
  await expect(submit).toBeEnabled()
  await page.getByLabel("Project Type").selectOption({ label: typeLabel })
  await page.getByLabel("Project Location").fill(`Thrissur ${id}`)
  await page.getByLabel("Built-up Area (sq. ft.)").fill(area)
  await page.getByLabel("Your Name").fill("Deepa Menon")
  await page.getByLabel("WhatsApp Number").fill("+91 98765 43210")
  beforeSend()
  await submit.click()
  return page.getByTestId("estimator-success")
}

test.describe("the cost calculator answers at once", () => {
  test("1,200 sq ft New House / Villa: both ranges and the saving; the stored row and the mail say the same", async ({
    page,
  }) => {
    const id = marker()
    // After the form is sent, the post is the only data fetched (Gatsby may prefetch the pages linked
    // from the screen): the rates are built into the page, and the font file with the ₹ sign was
    // fetched when the visitor started on the form.
    const requests: string[] = []
    const panel = await requestEstimate(page, id, houseLabel, "1200", () =>
      page.on("request", (request) => requests.push(new URL(request.url()).pathname)),
    )
    await expect(panel).toContainText("Thank you, Deepa Menon!")
    await expect(panel).toContainText(
      "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
    )
    await expect(panel).toBeFocused()
    // Brought into view with its heading below the sticky header.
    const header = await page.locator("header").first().boundingBox()
    const heading = await panel.getByRole("heading", { name: "Thank you, Deepa Menon!" }).boundingBox()
    expect(heading?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))

    const expected = estimate(rates, "new_house_villa", 1200)
    if (expected?.kind !== "range") throw new Error("the rates price a 1,200 sq ft house")
    const gfrgCost = formatRupeeRange(expected.gfrg.cost, rates.currency)
    const conventionalCost = formatRupeeRange(expected.conventional.cost, rates.currency)
    const result = panel.getByRole("region", { name: "Your indicative estimate" })
    const gfrg = result.getByTestId("estimate-gfrg")
    const conventional = result.getByTestId("estimate-conventional")
    await expect(gfrg).toContainText(gfrgCost)
    await expect(gfrg).toContainText(`about ${formatWeeks(expected.gfrg.weeks)}`)
    await expect(conventional).toContainText(conventionalCost)
    await expect(conventional).toContainText(`about ${formatWeeks(expected.conventional.weeks)}`)
    await expect(result.getByTestId("estimate-saving")).toHaveText(
      `Building with ${rates.methods.gfrg.label} could save you about ${formatSaving(expected.saving, rates.currency)}.`,
    )
    await expect(result).toContainText(rates.disclaimer)
    expect(gfrgCost).toMatch(/^₹\d+(\.\d+)? – \d+(\.\d+)? lakh$/)

    // Side by side on a screen wide enough for both.
    const [a, b] = [await gfrg.boundingBox(), await conventional.boundingBox()]
    if ((page.viewportSize()?.width ?? 0) >= 375) expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(1)
    expect(requests).toContain("/send_estimator_mail.php")
    expect(requests.filter((p) => /^\/page-data\/(sq|cost-calculator)\/|\.woff2$/.test(p))).toEqual([])

    // What the visitor read is what the office stores and receives.
    const row = storedByLocation(id)
    expect(row).toBeDefined()
    if (!row) return
    expect(row.area_sqft).toBe(1200)
    expect(row.rates_version).toBe(rates.version)
    expect(formatRupeeRange({ min: row.gfrg_cost_min, max: row.gfrg_cost_max }, rates.currency)).toBe(
      (await gfrg.locator("dd").first().textContent())?.trim(),
    )
    expect(formatRupeeRange({ min: row.conventional_cost_min, max: row.conventional_cost_max }, rates.currency)).toBe(
      (await conventional.locator("dd").first().textContent())?.trim(),
    )
    expect([row.gfrg_weeks, row.conventional_weeks, row.saving_weeks]).toEqual([
      expected.gfrg.weeks,
      expected.conventional.weeks,
      expected.saving.weeks,
    ])
    expect({ min: row.saving_cost_min, max: row.saving_cost_max }).toEqual(expected.saving.cost)

    await expect.poll(() => mailContaining(id), { timeout: 15_000 }).toBeTruthy()
    const mail = (await mailContaining(id)) ?? ""
    expect(mail).toContain(`Indicative cost, ${rates.methods.gfrg.label}: ${gfrgCost}`)
    expect(mail).toContain(`Indicative cost, ${rates.methods.conventional.label}: ${conventionalCost}`)
    for (const [label, value] of estimateLines(expected, rates)) expect(mail).toContain(`${label}: ${value}`)
  })

  test("the panel does not move once shown, and passes the accessibility checks", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; time: number }[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts.push({ value: entry.value, time: entry.startTime })
      }).observe({ type: "layout-shift", buffered: true })
    })
    const panel = await requestEstimate(page, marker(), houseLabel, "1800")
    await expect(panel.getByTestId("estimate-saving")).toBeVisible()
    const shownAt = await page.evaluate(() => performance.now())
    const before = await panel.boundingBox()
    // What could still move it: fonts, pictures and the page's own queued work. Once they are done, it has not moved.
    await page.evaluate(() => document.fonts.ready)
    await page.waitForLoadState("load")
    await settled(page)
    expect(await panel.boundingBox()).toEqual(before)
    const later = await page.evaluate(
      (since) =>
        (window as unknown as { shifts: { value: number; time: number }[] }).shifts.filter((s) => s.time > since),
      shownAt,
    )
    expect(later).toEqual([])
    await expectNoAxeViolations(page)
  })

  test("'Other': no range, and the reason", async ({ page }) => {
    const otherLabel = ESTIMATE_PROJECT_TYPES.find((t) => t.value === "other")?.label ?? ""
    const panel = await requestEstimate(page, marker(), otherLabel, "1200")
    const result = panel.getByRole("region", { name: "Your indicative estimate" })
    await expect(result).toContainText(rates.ratesPerSqft.other.noRateReason ?? "(missing)")
    await expect(result).not.toContainText("₹")
  })
})

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test("the estimate fits the screen: nothing cut off, nothing to scroll sideways", async ({ page }) => {
    const panel = await requestEstimate(page, marker(), houseLabel, "1200")
    const result = panel.getByRole("region", { name: "Your indicative estimate" })
    await expect(result.getByTestId("estimate-saving")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    for (const testId of ["estimate-gfrg", "estimate-conventional", "estimate-saving"]) {
      const box = await result.getByTestId(testId).boundingBox()
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(320)
    }
  })
})
