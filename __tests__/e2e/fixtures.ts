import { test as base, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { pathIn } from "../../src/lib/i18n/lang"

/**
 * `page` has already seen the splash this session (most tests are about something else);
 * `freshPage` is a first visit. Both fail the test on a page error or a CSP violation.
 */
export const test = base.extend<{ freshPage: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.sessionStorage.setItem("preloaderShown", "1"))
    waitForHydrationOnGoto(page)
    const errors = watchErrors(page)
    await use(page)
    expect(errors, "page errors and CSP violations").toEqual([])
  },
  freshPage: async ({ context }, use) => {
    const page = await context.newPage()
    waitForHydrationOnGoto(page)
    const errors = watchErrors(page)
    await use(page)
    expect(errors, "page errors and CSP violations").toEqual([])
  },
})

/** After page.goto, wait until React has hydrated (the Layout sets html[data-hydrated]). */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== "commit") await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    return response
  }
}

/**
 * Holds the app's script back while the page's HTML and everything else load, for what a visitor
 * does before the app starts (go with `waitUntil: "commit"`). The returned function lets it go and
 * resolves once the app has hydrated the page.
 */
export async function holdAppScript(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  }
}

function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  page.on("console", (message) => {
    const text = message.text()
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(text)) errors.push(`csp: ${text}`)
  })
  return errors
}

export { expect }

/**
 * Resolves once the page has drawn two more frames and then been idle: the effects and work that
 * what came before had queued have run. A test waits for this before it says that something did
 * not happen, never for a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
        )
      }),
  )
}

export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768

/** One route of every page template (and every standalone page), in the order a visitor meets them. */
export const ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/GFRG",
  "/services/Documentation",
  "/projects",
  "/projects/luxury-villa-ernakulam",
  "/blogs/category/all",
  "/blogs/gfrg-vs-traditional-cost-comparison-kerala",
  "/careers",
  "/contact",
  "/cost-calculator",
  "/privacy-policy",
  "/terms-and-conditions",
  "/project/projectpage",
]

/** The Malayalam twin of every route but the theme's demo page (docs/behaviour.md §10). */
export const MALAYALAM_ROUTES = ROUTES.filter((route) => route !== "/project/projectpage").map((route) =>
  pathIn("ml", route),
)

/** The screens Lighthouse 12 emulates by default, the ones `npm run perf` measures: a phone and a desktop. */
export const LIGHTHOUSE_SCREENS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const

/**
 * axe-core, WCAG 2.1 A/AA rules: zero violations. Colour contrast is measured on what is painted
 * at that instant, so the page is checked at rest: with reduced motion, a carousel cross-fade
 * caught half-way (text at 40% opacity, a state nobody reads from) cannot fail the check. Blocks
 * off screen are rendered first, as a visitor sees each when scrolling to it: skipped (not
 * painted) content has no background for axe to measure against.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A constructed stylesheet, not a <style> element: the page's CSP allows no inline style it has
  // not hashed, and the CSSOM is not inline markup.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync("[data-defer-render] { content-visibility: visible !important; }")
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  )
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }))
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(summary).toEqual([])
}
