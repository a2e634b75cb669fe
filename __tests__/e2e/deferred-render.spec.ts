import { test, expect, LIGHTHOUSE_SCREENS, settled } from "./fixtures"
import { DEFER_ATTRIBUTE } from "../../src/lib/first-visit/deferred-render"

// Deferred rendering: which blocks are skipped until they come near the screen
// (src/lib/first-visit/deferred-render.ts; docs/architecture.md §4). The rest of it is in chrome.spec.ts
// ("sections off screen").

// A trace of 132 page loads takes minutes to record; each failure message names every offender.
test.use({ trace: "off" })

/** A deferred block's change between skipped and rendered, as the page records it. */
type DeferredState = { block: string; skipped: boolean }

/** Every render-deferred block of a page. */
const DEFERRED = `[${DEFER_ATTRIBUTE}]`

test.describe("sections on the first screen", { tag: "@mobile-only" }, () => {
  test("are rendered with the page: on a phone and a desktop, every deferred block of every page starts below the first screen", async ({
    browser,
    request,
  }) => {
    // 132 page loads: on a busy machine more than the default minute.
    test.slow()
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].flatMap((m) => (m[1] ? [m[1]] : []))
    expect(paths.length).toBeGreaterThan(40)
    const onFirstScreen: string[] = []
    let checked = 0
    for (const viewport of Object.values(LIGHTHOUSE_SCREENS)) {
      // The static HTML as the browser first lays it out: positions come from what precedes each block.
      const context = await browser.newContext({ viewport, javaScriptEnabled: false })
      const page = await context.newPage()
      for (const path of paths) {
        expect((await page.goto(path, { waitUntil: "domcontentloaded" }))?.status(), path).toBe(200)
        const tops = await page
          .locator(DEFERRED)
          .evaluateAll((blocks) =>
            blocks.map(
              (b) =>
                [b.getAttribute("data-section") ?? b.tagName.toLowerCase(), b.getBoundingClientRect().top] as const,
            ),
          )
        checked += tops.length
        for (const [name, top] of tops)
          if (top < viewport.height)
            onFirstScreen.push(`${path} at ${viewport.width}px: ${name} starts at ${Math.round(top)}px`)
      }
      await context.close()
    }
    expect(onFirstScreen).toEqual([])
    expect(checked).toBeGreaterThan(paths.length * 2)
  })

  test("a page shorter than a screen renders its footer with it: the 404 pages and an unknown post", async ({
    browser,
  }) => {
    for (const viewport of Object.values(LIGHTHOUSE_SCREENS)) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false })
      const page = await context.newPage()
      for (const path of ["/no-such-page", "/ml/no-such-page", "/blogs/no-such-post", "/ml/blogs/no-such-post"]) {
        await page.goto(path, { waitUntil: "domcontentloaded" })
        const footer = page.locator("footer").last()
        const top = await footer.evaluate((f) => f.getBoundingClientRect().top)
        expect({ path, onFirstScreen: top < viewport.height }).toEqual({ path, onFirstScreen: true })
        await expect(footer, `${path} at ${viewport.width}px`).not.toHaveAttribute(DEFER_ATTRIBUTE)
      }
      await context.close()
    }
  })

  test("a skipped footer's placeholder holds its content, so an audit that reads it unrendered sees its links on its own dark background", async ({
    browser,
  }) => {
    // Lighthouse's accessibility audit runs axe on the page as loaded, with the footer skipped. Its
    // placeholder box must be as tall as the footer, or the links past the box's end are measured
    // against the page's cream background (contrast 1.03; docs/architecture.md §4). axe in a test
    // scrolls what it checks into view, so the placeholder's height is what is asserted.
    for (const viewport of [{ width: 320, height: 640 }, ...Object.values(LIGHTHOUSE_SCREENS)]) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      for (const path of ["/about", "/ml/about", "/services/GFRG", "/ml/projects"]) {
        await page.goto(path)
        // Every deferred block clips what it holds past its placeholder, as its paint containment does.
        const unclipped = await page
          .locator(DEFERRED)
          .evaluateAll((blocks) => blocks.filter((b) => getComputedStyle(b).overflow !== "hidden").length)
        expect({ path, unclipped }).toEqual({ path, unclipped: 0 })
        const footer = page.locator("footer").last()
        await expect(footer).toHaveAttribute(DEFER_ATTRIBUTE)
        const placeholder = await footer.evaluate((f) => f.getBoundingClientRect().height)
        const rendered = await footer.evaluate(async (f) => {
          f.style.contentVisibility = "visible"
          return f.getBoundingClientRect().height
        })
        expect({ path, width: viewport.width, fits: rendered <= placeholder }).toEqual({
          path,
          width: viewport.width,
          fits: true,
        })
      }
      await context.close()
    }
  })

  test("no block is rendered at load only to be skipped again", async ({ browser }) => {
    // A phone as Lighthouse emulates one.
    const context = await browser.newContext({
      viewport: LIGHTHOUSE_SCREENS.phone,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    // Every change of a deferred block between skipped and rendered, in order, from the first frame.
    await page.addInitScript((deferred) => {
      const w = window as unknown as { deferredStates: DeferredState[] }
      w.deferredStates = []
      document.addEventListener(
        "contentvisibilityautostatechange",
        (event) => {
          const e = event as Event & { skipped: boolean }
          const el = e.target as HTMLElement
          // Named by its place among the deferred blocks (several are unnamed sections) and its name.
          const place = Array.from(document.querySelectorAll(deferred)).indexOf(el)
          w.deferredStates.push({
            block: `${place} ${el.getAttribute("data-section") ?? el.tagName.toLowerCase()}`,
            skipped: e.skipped,
          })
        },
        true,
      )
    }, DEFERRED)
    for (const path of ["/", "/careers"]) {
      await page.goto(path)
      await page.waitForLoadState("load")
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      const recorded = () =>
        page.evaluate(() => (window as unknown as { deferredStates: DeferredState[] }).deferredStates)
      // The browser reports every deferred block's first state: none is missed.
      const blocks = await page.locator(DEFERRED).count()
      expect(blocks, path).toBeGreaterThan(1)
      await expect.poll(async () => (await recorded()).length, { message: path }).toBeGreaterThanOrEqual(blocks)
      // Loaded, hydrated, every block reported once, and the page idle since: what it did at load is all here.
      await settled(page)
      const states = await recorded()
      const rendered = new Set<string>()
      const skippedAgain: string[] = []
      for (const { block, skipped } of states) {
        if (!skipped) rendered.add(block)
        else if (rendered.has(block)) skippedAgain.push(block)
      }
      expect(skippedAgain, path).toEqual([])
    }
    await context.close()
  })
})
