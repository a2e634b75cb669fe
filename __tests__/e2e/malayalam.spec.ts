import { test, expect, ROUTES } from "./fixtures"
import { pathIn, withoutLang } from "../../src/lib/i18n/lang"
import { englishOnlyWords } from "../helpers/ui-words"

/**
 * The Malayalam edition (docs/behaviour.md §10, issue 45): every route in both languages, the
 * language switch, the head's and the sitemap's alternates, the interface's words and the face.
 */
const TRANSLATED = ROUTES.filter((route) => route !== "/project/projectpage")
const MALAYALAM = /[\u0D00-\u0D7F]/

test.describe("the Malayalam edition", () => {
  for (const english of TRANSLATED) {
    const malayalam = pathIn("ml", english)
    test(`${malayalam}: Malayalam page, its twin ${english} in the head and the switch`, async ({ page }) => {
      const response = await page.goto(malayalam)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", "ml")
      await expect(page.locator("h1").first()).toContainText(MALAYALAM)
      const site = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").origin
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}${malayalam}`)
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]))
      expect(alternates).toEqual([
        ["en", `${site}${english}`],
        ["ml", `${site}${malayalam}`],
        ["x-default", `${site}${english}`],
      ])
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ml_IN")
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ")
      expect(ld).toContain('"inLanguage":"ml"')

      // The switch leads to the same page in English, and back.
      const toEnglish = page.locator("header [data-language-switch]")
      await expect(toEnglish).toHaveText("English")
      await toEnglish.click()
      await expect(page).toHaveURL((url) => url.pathname === english)
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      const toMalayalam = page.locator("header [data-language-switch]")
      await expect(toMalayalam).toHaveText("മലയാളം")
      await expect(toMalayalam).toHaveAttribute("hreflang", "ml")
      await toMalayalam.click()
      await expect(page).toHaveURL((url) => url.pathname === malayalam)
    })
  }

  test("a post without a translation: no Malayalam page, and its switch leads to the Malayalam blog", async ({
    page,
  }) => {
    await page.goto("/blogs/importance-structural-engineer-kerala")
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
    await page.locator("header [data-language-switch]").click()
    await expect(page).toHaveURL((url) => url.pathname === "/ml/blogs/category/all")
    await expect(page.getByRole("link", { name: /structural engineer/i })).toHaveCount(0)
    const response = await page.goto("/ml/blogs/importance-structural-engineer-kerala", { waitUntil: "commit" })
    expect(response?.status()).toBe(404)
  })

  test("every pair in the sitemap names both pages, and each page of a pair lists the other @desktop-only", async ({
    request,
  }) => {
    const index = await (await request.get("/sitemap-index.xml")).text()
    const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
    const xml = (await Promise.all(maps.map(async (map) => (await request.get(map)).text()))).join("\n")
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: new URL(/<loc>([^<]+)<\/loc>/.exec(body as string)?.[1] as string).pathname,
      links: [...(body as string).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        new URL(href as string).pathname,
      ]),
    }))
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]))
    const pairs = entries.filter((entry) => entry.links.length > 0)
    expect(pairs.length).toBeGreaterThan(40)
    for (const entry of pairs) {
      const english = withoutLang(entry.loc)
      expect(entry.links).toEqual([
        ["en", english],
        ["ml", pathIn("ml", english)],
        ["x-default", english],
      ])
      for (const [, other] of entry.links)
        expect({ other, listed: byLoc.get(other as string)?.links }).toEqual({ other, listed: entry.links })
    }
  })

  // One test per page: each loads two pages, so a busy machine stays well within a test's time.
  for (const english of TRANSLATED)
    test(`${english}: no English interface word in Malayalam, no Malayalam but the switch in English @desktop-only`, async ({
      page,
    }) => {
      const words = englishOnlyWords()
      const malayalam = pathIn("ml", english)
      await page.goto(malayalam)
      const text = await page.locator("body").innerText()
      const labels = await page
        .locator("[aria-label], [title], [placeholder]")
        .evaluateAll((els) =>
          els.map(
            (el) =>
              `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("title") ?? ""} ${el.getAttribute("placeholder") ?? ""}`,
          ),
        )
      const shown = `${text}\n${labels.join("\n")}`
      const found = words.filter((word) =>
        new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(shown),
      )
      expect({ page: malayalam, found }).toEqual({ page: malayalam, found: [] })

      await page.goto(english)
      const englishText = await page.locator("body").evaluate((body) => {
        const copy = body.cloneNode(true) as HTMLElement
        copy.querySelectorAll("[data-language-switch]").forEach((el) => el.remove())
        return copy.innerText
      })
      expect({ page: english, malayalam: MALAYALAM.test(englishText) }).toEqual({ page: english, malayalam: false })
    })

  test("Malayalam pages are set in Noto Sans Malayalam and fetch no other web font; English pages fetch none of it", async ({
    page,
  }) => {
    const fontsOf = (tab: typeof page) => {
      const fonts: string[] = []
      tab.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname)
      })
      return fonts
    }
    const englishFonts = fontsOf(page)
    await page.goto("/")
    await page.evaluate(() => document.fonts.ready)
    expect(englishFonts.filter((font) => /malayalam/i.test(font))).toEqual([])
    // The Malayalam page in a tab of its own, so no late request of the English one counts.
    const tab = await page.context().newPage()
    const fonts = fontsOf(tab)
    await tab.goto("/ml")
    const loaded = await tab.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((f) => f.family.includes("Noto Sans Malayalam") && f.status === "loaded").length
    })
    expect(loaded).toBeGreaterThanOrEqual(1)
    expect(fonts.filter((font) => /malayalam/i.test(font)).length).toBeGreaterThanOrEqual(1)
    const heading = await tab
      .locator("h1")
      .first()
      .evaluate((h1) => getComputedStyle(h1).fontFamily)
    expect(heading).toContain("Noto Sans Malayalam")
    // The logo's name too is in the page's heading face, and semibold is the regular file made
    // bolder (src/styles/malayalam-font.css), so a Malayalam page's first screen waits for one font
    // file: no DM Serif (src/components/layout/Logo.tsx), no second weight.
    const logoName = tab.getByRole("banner").getByText("Tharavad", { exact: true })
    await expect(logoName).toHaveCSS("font-family", /^"Noto Sans Malayalam"/)
    await expect(logoName).toHaveCSS("font-weight", "600")
    expect([...new Set(fonts)]).toEqual([
      expect.stringMatching(/\/noto-sans-malayalam-malayalam-400-normal-[0-9a-f]+\.woff2$/),
    ])
  })

  test("the Malayalam header keeps the menu button up to 1280 px, and the menu works there @desktop-only", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto("/ml/about")
    const nav = page.getByRole("navigation", { name: "പ്രധാന മെനു" })
    await expect(nav).toBeHidden()
    await page.getByRole("button", { name: "മെനു തുറക്കുക" }).click()
    const menu = page.getByRole("dialog", { name: "മെനു" })
    await expect(menu).toBeVisible()
    // A resize within the menu's widths leaves it open.
    await page.setViewportSize({ width: 1100, height: 800 })
    await expect(menu).toBeVisible()
    await menu.getByRole("link", { name: "ബന്ധപ്പെടുക" }).click()
    await expect(page).toHaveURL(/\/ml\/contact$/)
    await expect(menu).toBeHidden()
    // From 1280 px the navigation is in the header, and the menu closes itself.
    await page.getByRole("button", { name: "മെനു തുറക്കുക" }).click()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.locator("#mobile-menu")).toHaveAttribute("aria-hidden", "true")
    await expect(nav).toBeVisible()
    await expect(page.getByRole("button", { name: "മെനു തുറക്കുക" })).toBeHidden()
    // In English the navigation is there at 1024 px.
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto("/about")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
  })

  test("an unknown Malayalam address stays in Malayalam", async ({ page }) => {
    const response = await page.goto("/ml/no-such-page", { waitUntil: "commit" })
    expect(response?.status()).toBe(404)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await expect(page.locator("html")).toHaveAttribute("lang", "ml")
    await page.goto("/ml/projects/no-such-project", { waitUntil: "commit" })
    await expect(page).toHaveURL((url) => url.pathname === "/ml/projects")
  })
})

/**
 * Malayalam set in its face at a phone's and a desktop's width, kept as golden images (looked at
 * when they were made: every conjunct whole, no boxes for missing glyphs): a heading and a
 * paragraph of text of three templates and the contact form's labels. A change of face, line
 * height or wrapping shows as a difference.
 */
const GOLDEN = [
  ["home-heading", "/ml", "main h1"],
  ["service-intro", "/ml/services/GFRG", "main header, main section"],
  ["post-title", "/ml/blogs/gfrg-vs-traditional-cost-comparison-kerala", "main h1"],
  ["contact-form", "/ml/contact", "main form"],
] as const

for (const width of [360, 1280])
  for (const [name, route, selector] of GOLDEN)
    test(`${route} at ${width}px looks as its golden image (${name}) @desktop-only`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.setViewportSize({ width, height: 900 })
      await page.goto(route)
      await page.evaluate(() => document.fonts.ready)
      const block = page.locator(selector).first()
      await block.scrollIntoViewIfNeeded()
      await expect(block).toHaveScreenshot(`${name}-${width}.png`, { animations: "disabled", maxDiffPixelRatio: 0.01 })
    })
