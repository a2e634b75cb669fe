import { test, expect, expectNoAxeViolations, MALAYALAM_ROUTES, ROUTES } from "./fixtures"
import type { Page } from "@playwright/test"
import company from "../../content/site/company.en.json"

test.describe("every route: renders, has a unique title and description, and is axe-clean", () => {
  const seen = new Map<string, string>()
  for (const route of ROUTES) {
    test(`${route}`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute("content")
      expect(title.length).toBeGreaterThan(10)
      expect(description?.length ?? 0).toBeGreaterThan(40)
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https:\/\/www\.example\.com\//)
      for (const [other, otherTitle] of seen)
        if (other !== route) expect(title, `${route} vs ${other}`).not.toBe(otherTitle)
      seen.set(route, title)
      await expectNoAxeViolations(page)
    })
  }
})

// Gatsby's Head API: each page's Head is in its static HTML, and a link followed inside the page
// (a client-side visit) replaces it with the next page's.
test("a link followed inside the page brings the next page's head in place of the last one's", async ({ page }) => {
  const canonical = page.locator('link[rel="canonical"]')
  await page.goto("/contact")
  await expect(page).toHaveTitle("Contact Us | Tharavad Builders & Developers")
  await expect(canonical).toHaveCount(1)
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page).toHaveTitle("Privacy Policy | Tharavad Builders & Developers")
  await expect(canonical).toHaveCount(1)
  await expect(canonical).toHaveAttribute("href", "https://www.example.com/privacy-policy")
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    "https://www.example.com/privacy-policy",
  )
})

/**
 * The script a first visit runs, before compression: React and Gatsby's runtime (about 150 KB), the
 * layout (about 100 KB) and the page's own chunk. The old project showcase adds Swiper for its
 * carousel. A library meant for the build (sanitize-html with postcss: +230 KB once on the legal
 * pages) or a style runtime creeping into the pages' bundles fails here. Since the Malayalam edition
 * (docs/behaviour.md §10) every page also carries the interface's words in both languages and the
 * drawn "മലയാളം" of the language switch: about 20 KB before compression, so 320 KB.
 */
const SCRIPT_BUDGET_KB = 320
const SCRIPT_BUDGET_KB_WITH_CAROUSEL = 400

test.describe("every route's script stays within the budget", () => {
  for (const route of ROUTES) {
    test(`${route}`, async ({ page }) => {
      await page.goto(route, { waitUntil: "networkidle" })
      const kb = await page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0) / 1024,
      )
      expect(kb).toBeGreaterThan(100) // the scripts were counted at all
      expect(kb).toBeLessThanOrEqual(
        route === "/project/projectpage" ? SCRIPT_BUDGET_KB_WITH_CAROUSEL : SCRIPT_BUDGET_KB,
      )
    })
  }
})

/**
 * A phone, the tablet widths where the header switches to the desktop navigation (768px in English,
 * 1280px in Malayalam), and a laptop; in both languages.
 */
test.describe("no route scrolls sideways", { tag: "@desktop-only" }, () => {
  for (const width of [360, 768, 820, 1024, 1279, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      // 29 page loads.
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      for (const route of [...ROUTES, ...MALAYALAM_ROUTES]) {
        await page.goto(route)
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(wide, `${route} at ${width} px`).toBeLessThanOrEqual(width)
        // The header's row holds everything it shows, the language switch whole: it once shrank to its
        // padding, an empty 16 px, where the row was short of room.
        const languageSwitch = page.locator("header [data-language-switch]")
        await expect(languageSwitch, `${route} at ${width} px`).toBeInViewport({ ratio: 1 })
        expect((await languageSwitch.boundingBox())?.width, `${route} at ${width} px`).toBeGreaterThan(50)
      }
    })
  }
})

test.describe("services", () => {
  test("catalogue: hero, a card per service, and the closing call to action", async ({ page }) => {
    await page.goto("/services")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Expertise. Your Vision. Realized.")
    for (const slug of [
      "GFRG",
      "Construction-Services",
      "Architecture",
      "Structural-Design",
      "MEP-Services",
      "Project-Management",
      "Documentation",
    ]) {
      await expect(page.getByRole("main").locator(`a[href="/services/${slug}"]`).first()).toBeVisible()
    }
    await expect(page.getByRole("link", { name: "Start the Conversation" })).toHaveAttribute("href", "/contact")
  })

  test("detail: sections, sidebar and links; the lowercase alias names the canonical page", async ({ page }) => {
    await page.goto("/services/GFRG")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GFRG Construction")
    for (const name of [
      "About",
      "Key Features",
      "Our Approach",
      "Why Choose Us",
      "Request a Consultation",
      "Other Services",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible()
    }
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.locator("svg") })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services")
    await expect(page.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute("href", "/contact")
    await page.goto("/services/gfrg")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GFRG Construction")
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      "https://www.example.com/services/GFRG",
    )
  })

  test("another casing ends at the canonical page; an unknown service replaces itself with /services", async ({
    page,
  }) => {
    await page.goto("/services/Gfrg")
    await expect(page).toHaveURL(/\/services\/GFRG$/)
    await page.goto("/about")
    await page.goto("/services/plumbing")
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Expertise. Your Vision. Realized.")
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe("about and careers", () => {
  test("about: buttons, sections and the closing call to action", async ({ page }) => {
    await page.goto("/about")
    await expect(page.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services")
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
    for (const name of ["Who We Are", "Our Story", "Core Capabilities", "Let's Build the Future Together"])
      await expect(page.getByRole("heading", { name })).toBeVisible()
    await expect(page.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/services")
    await expect(page.getByRole("link", { name: "Request Consultation" })).toHaveAttribute("href", "/contact")
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.join(" ")).toContain('"PostalAddress"')
  })

  test("careers: hero with the short name, no openings, the résumé mailto", async ({ page }) => {
    await page.goto("/careers")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Build Your Future With ${company.shortName}`)
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible()
    await expect(page.getByText("There are currently no open positions.")).toBeVisible()
    await expect(page.getByRole("link", { name: "Submit Your Resume" })).toHaveAttribute(
      "href",
      `mailto:${company.careersEmail}?subject=General%20Application`,
    )
  })
})

test.describe("legal pages", () => {
  // The spec's sections, in its order and no others (docs/behaviour.md §2, Privacy Policy and Terms).
  const SECTIONS: Record<string, string[]> = {
    "/privacy-policy": [
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Sharing Your Information",
      "Your Rights",
      "Cookies",
      "Changes to This Policy",
      "Contact Us",
    ],
    "/terms-and-conditions": [
      "Acceptance of Terms",
      "Use of Our Services",
      "Intellectual Property",
      "Third-Party Links",
      "Limitation of Liability",
      "Indemnification",
      "Termination",
      "Governing Law",
      "Changes to These Terms",
      "Contact Us",
    ],
  }
  for (const [route, sections] of Object.entries(SECTIONS)) {
    test(`${route}: the spec's sections in order, and the general contact address`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(sections)
      await expect(page.getByRole("main")).toContainText(`E-mail: ${company.legalEmail}`)
    })
  }
})

test.describe("project template page (/project/projectpage)", () => {
  /** Slides wholly inside the swiper's frame: what the visitor sees at once. */
  const visibleSlides = (page: Page) =>
    page.locator(".swiper").evaluate((frame) => {
      const box = frame.getBoundingClientRect()
      return [...frame.querySelectorAll(".swiper-slide")].filter((slide) => {
        const r = slide.getBoundingClientRect()
        return r.left >= box.left - 1 && r.right <= box.right + 1
      }).length
    })

  for (const [width, expected] of [
    [375, 1],
    [800, 2],
    [1200, 3],
  ] as const) {
    test(`shows ${expected} similar project(s) at a time at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/project/projectpage")
      await expect(page.locator(".swiper-slide")).toHaveCount(8)
      await expect(page.locator(".swiper-initialized")).toHaveCount(1)
      expect(await visibleSlides(page)).toBe(expected)
      const gap = await page
        .locator(".swiper-slide")
        .evaluateAll((slides) => slides[1]!.getBoundingClientRect().left - slides[0]!.getBoundingClientRect().right)
      expect(Math.round(gap)).toBe(30)
    })
  }

  test("template content, noindex, arrows and clickable pagination", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 })
    await page.goto("/project/projectpage")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expect(page.getByRole("heading", { name: "Similar Projects" })).toBeVisible()
    for (const label of ["Date", "Client", "Project Type", "Location", "Year"]) {
      await expect(page.getByRole("region", { name: "Project facts" }).getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("link", { name: "Watch the project video" })).toHaveAttribute(
      "href",
      /^\/videos\/.+\.mp4$/,
    )
    const firstVisible = () => page.locator(".swiper-slide-visible").first().getByRole("heading").textContent()
    const before = await firstVisible()
    const previous = page.getByRole("button", { name: "Previous projects" })
    await expect(previous).toBeDisabled()
    await page.getByRole("button", { name: "Next projects" }).click()
    await expect.poll(firstVisible).not.toBe(before)
    await expect(previous).toBeEnabled()
    const bullets = page.locator(".similar-pagination .swiper-pagination-bullet")
    await expect(bullets).toHaveCount(6)
    await bullets.last().click()
    await expect(bullets.last()).toHaveClass(/swiper-pagination-bullet-active/)
    await expect(page.getByRole("button", { name: "Next projects" })).toBeDisabled()
    await bullets.first().focus()
    await page.keyboard.press("Enter")
    await expect(bullets.first()).toHaveClass(/swiper-pagination-bullet-active/)
    await expect.poll(firstVisible).toBe(before)
  })
})
