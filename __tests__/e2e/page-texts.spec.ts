import { test, expect } from "./fixtures"
import company from "../../content/site/company.en.json"
import home from "../../content/site/home-page.en.json"
import about from "../../content/site/about-page.en.json"
import services from "../../content/site/services-page.en.json"
import projects from "../../content/site/projects-page.en.json"
import careers from "../../content/site/careers.en.json"
import contact from "../../content/site/contact-page.en.json"
import costCalculator from "../../content/site/cost-calculator-page.en.json"
import { fillPageText } from "../../src/lib/content/placeholders"
import { paragraphs } from "../../src/lib/text/text"

/**
 * The pages' own words come from their files in content/site/: every text of a file, with the
 * company's facts filled in and split into paragraphs, is on the page it belongs to, so the page
 * and the file cannot disagree (docs/architecture.md §10).
 */
const { servicePages, seo: servicesSeo, ...servicesPage } = services
const { projectPages, seo: projectsSeo, ...projectsPage } = projects
const { seo: costCalculatorSeo, ...costCalculatorPage } = costCalculator
const { seo: aboutSeo, ...aboutPage } = about
const { seo: careersSeo, ...careersPage } = careers

const PAGES: [route: string, texts: unknown][] = [
  ["/", home],
  ["/about", aboutPage],
  ["/services", servicesPage],
  ["/services/GFRG", servicePages],
  ["/projects", projectsPage],
  ["/projects/luxury-villa-ernakulam", projectPages],
  ["/careers", careersPage],
  ["/contact", contact],
  ["/cost-calculator", costCalculatorPage],
]

/** The pages whose file holds their meta description (the `seo` group). */
const DESCRIPTIONS: [route: string, description: string][] = [
  ["/about", aboutSeo.description],
  ["/careers", careersSeo.description],
  ["/services", servicesSeo.description],
  ["/projects", projectsSeo.description],
  ["/cost-calculator", costCalculatorSeo.description],
]

/** Every text in a page file, as the visitor reads it. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return paragraphs(fillPageText(value, company))
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf)
  return []
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

test.describe("page texts come from content/site", () => {
  for (const [route, texts] of PAGES) {
    test(`${route} shows every text of its file`, async ({ page }) => {
      await page.goto(route)
      const shown = normalize((await page.getByRole("main").textContent()) ?? "")
      const expected = textsOf(texts)
      expect(expected.length).toBeGreaterThan(0)
      for (const text of expected) expect(shown, `${route}: "${text}"`).toContain(normalize(text))
    })
  }

  for (const [route, description] of DESCRIPTIONS) {
    test(`${route} describes itself to search engines with its file's words`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        fillPageText(description, company),
      )
    })
  }

  test("placeholders are filled with the company's facts", async ({ page }) => {
    await page.goto("/about")
    await expect(page.getByText(`${company.name} is a design and construction company based in`)).toBeVisible()
    await expect(page.locator("main")).not.toContainText("{")
  })
})
