import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"

/**
 * Static blocks (docs/architecture.md §4 "Static blocks"): on a first visit React adopts their HTML
 * instead of hydrating it, and one listener follows their links as SiteLink follows its own.
 */

/** Installs a stand-in for React's developer tools hook, which React hands every committed root. */
async function watchReactRoots(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const roots: unknown[] = []
    Object.assign(window, {
      __roots: roots,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: (_id: number, root: unknown) => roots.push(root),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    })
  })
}

interface ReactView {
  /** Components (not elements) React keeps for the page. */
  components: number
  /** For each static block in the document: how many fibers React keeps inside it. */
  insideStatic: Record<string, number>
}

/** What React keeps for the page now: its components, and what it keeps inside each static block. */
function reactView(page: Page): Promise<ReactView> {
  return page.evaluate(() => {
    interface Fiber {
      type: unknown
      stateNode: unknown
      child: Fiber | null
      sibling: Fiber | null
    }
    const roots = (window as unknown as { __roots: { current: Fiber }[] }).__roots
    const root = roots[roots.length - 1]
    if (!root) throw new Error("React committed no root")
    const count = (fiber: Fiber | null): number => (fiber ? 1 + count(fiber.child) + count(fiber.sibling) : 0)
    let components = 0
    const insideStatic: Record<string, number> = {}
    const walk = (fiber: Fiber | null): void => {
      for (let f = fiber; f; f = f.sibling) {
        if (typeof f.type === "function" || (typeof f.type === "object" && f.type !== null)) components++
        const name = f.stateNode instanceof HTMLElement ? f.stateNode.dataset.staticHtml : undefined
        if (name !== undefined) insideStatic[name] = count(f.child)
        walk(f.child)
      }
    }
    walk(root.current.child)
    return { components, insideStatic }
  })
}

const HOME_STATIC_BLOCKS = [
  "section-core-services",
  "section-gfrg",
  "section-featured-projects",
  "section-testimonials",
  "section-leadership",
  "section-blogs",
  "footer-columns",
]

test.describe("static blocks", () => {
  test("a first visit to the home page hydrates none of what is inside its static blocks", async ({ page }) => {
    await watchReactRoots(page)
    await page.goto("/")
    const names = await page
      .locator("[data-static-html]")
      .evaluateAll((all) => all.map((element) => (element as HTMLElement).dataset.staticHtml))
    expect(names.sort()).toEqual([...HOME_STATIC_BLOCKS].sort())
    const view = await reactView(page)
    expect(view.insideStatic).toEqual(Object.fromEntries(HOME_STATIC_BLOCKS.map((name) => [name, 0])))
    // Hydrating everything, React kept 781 components for this page.
    expect(view.components).toBeLessThan(450)
    // The adopted blocks are the server's HTML: every card, link and picture is there.
    await expect(page.locator('[data-section="featured-projects"] article')).toHaveCount(6)
    await expect(page.locator('[data-section="blogs"] article a[href^="/blogs/"]').first()).toBeVisible()
  })

  test("a link in a static block is a client-side visit, its page fetched when the pointer reaches it", async ({
    page,
  }) => {
    await page.goto("/")
    // A marker on the window survives only a client-side visit; a page load would clear it.
    await page.evaluate(() => Object.assign(window, { visitMarker: "kept" }))
    const card = page.locator('[data-section="featured-projects"] article a').first()
    const href = await card.getAttribute("href")
    expect(href).toMatch(/^\/projects\//)
    const prefetched = page.waitForRequest((request) => request.url().includes(`/page-data${href}/page-data.json`))
    await card.hover()
    await prefetched
    await card.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe("kept")

    // The footer's columns stay the adopted HTML across visits (the layout persists); their links too.
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click()
    await expect(page).toHaveURL(/\/about$/)
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe("kept")
  })

  test("after a client-side visit back home, its sections are rendered by React and their links still work", async ({
    page,
  }) => {
    await watchReactRoots(page)
    await page.goto("/contact")
    await page.evaluate(() => Object.assign(window, { visitMarker: "kept" }))
    // The footer's Quick Links are in its adopted columns.
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-section="leadership"] h3')).toHaveCount(3)
    await expect.poll(async () => (await reactView(page)).insideStatic["section-blogs"] ?? 0).toBeGreaterThan(0)
    await page.getByRole("link", { name: "View All Services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe("kept")
  })
})
