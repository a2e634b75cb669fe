import type { Page } from "@playwright/test"
import { test, expect, ROUTES } from "./fixtures"

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
    // The app's root (other roots, a widget's, may have committed since).
    const roots = (window as unknown as { __roots: { current: Fiber; containerInfo: Element }[] }).__roots
    const root = roots.filter((r) => r.containerInfo.id === "___gatsby").at(-1)
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

/** Marks the window; the mark survives only a client-side visit, a page load clears it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { visitMarker: "kept" }))
}

/** True while the window marked by markWindow is the one showing the page. */
function sameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker === "kept")
}

const HOME_STATIC_BLOCKS = [
  "section-core-services",
  "section-gfrg",
  "section-featured-projects",
  "showcase-cards",
  "section-testimonials",
  "section-leadership",
  "section-blogs",
  "footer-columns",
]

/** The static blocks of each route, in document order. */
const FOOTER = ["footer-columns"]
const EXPECTED: Record<string, string[]> = {
  "/": HOME_STATIC_BLOCKS,
  "/about": ["section-capabilities", "call-to-action", ...FOOTER],
  "/services": ["service-cards", "call-to-action", ...FOOTER],
  "/services/GFRG": ["service-body", "call-to-action", ...FOOTER],
  "/services/Documentation": ["service-body", "call-to-action", ...FOOTER],
  "/projects": ["call-to-action", ...FOOTER],
  "/blogs/category/all": ["blog-listing", ...FOOTER],
  "/blogs/gfrg-vs-traditional-cost-comparison-kerala": ["related-posts", ...FOOTER],
}

test.describe("static blocks", () => {
  for (const route of ROUTES) {
    test(`a first visit to ${route} hydrates nothing inside its static blocks`, async ({ page }) => {
      await watchReactRoots(page)
      await page.goto(route)
      const names = await page
        .locator("[data-static-html]")
        .evaluateAll((all) => all.map((element) => (element as HTMLElement).dataset.staticHtml ?? ""))
      expect(names).toEqual(EXPECTED[route] ?? FOOTER)
      const view = await reactView(page)
      expect(view.insideStatic).toEqual(Object.fromEntries(names.map((name) => [name, 0])))
    })
  }

  // What makes a block static is checked, not left to convention: rendered by React (after a
  // client-side visit), nothing inside it has an event handler or state, but the site links, whose
  // clicks and prefetching followStaticLinks takes over on a first visit. Read from React's fibers
  // (its memoizedProps and memoizedState), which the test counts, so a React that renamed them fails here.
  for (const route of Object.keys(EXPECTED)) {
    test(`nothing inside ${route}'s static blocks has an event handler or state but its site links`, async ({
      page,
    }) => {
      await watchReactRoots(page)
      await page.goto(route === "/contact" ? "/about" : "/contact")
      await markWindow(page)
      await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), route)
      await expect(page).toHaveURL(new RegExp(`${route.replace(/[/]/g, "\\/")}$`))
      await expect
        .poll(async () => Object.keys((await reactView(page)).insideStatic).sort())
        .toEqual([...(EXPECTED[route] ?? [])].sort())
      expect(await sameWindow(page)).toBe(true)
      const found = await page.evaluate(() => {
        interface Fiber {
          type: unknown
          stateNode: unknown
          memoizedProps: Record<string, unknown> | null
          memoizedState: unknown
          child: Fiber | null
          sibling: Fiber | null
        }
        const roots = (window as unknown as { __roots: { current: Fiber; containerInfo: Element }[] }).__roots
        const root = roots.filter((r) => r.containerInfo.id === "___gatsby").at(-1)!
        const isSiteLink = (node: unknown) => node instanceof HTMLAnchorElement && node.hasAttribute("data-site-link")
        /** The first element a fiber renders: a component's is its first host descendant. */
        const firstElement = (fiber: Fiber | null): unknown => {
          for (let f = fiber; f; f = f.child) if (typeof f.type === "string") return f.stateNode
          return null
        }
        const name = (f: Fiber) =>
          typeof f.type === "string"
            ? f.type
            : ((f.type as { displayName?: string; name?: string }).displayName ??
              (f.type as { name?: string }).name ??
              "component")
        let fibers = 0
        const faults: string[] = []
        const inside = (fiber: Fiber | null, block: string): void => {
          for (let f = fiber; f; f = f.sibling) {
            fibers++
            if (isSiteLink(firstElement(f))) continue
            const handlers = Object.keys(f.memoizedProps ?? {}).filter((key) => /^on[A-Z]/.test(key))
            if (handlers.length) faults.push(`${block}: <${name(f)}> ${handlers.join(", ")}`)
            if (typeof f.type !== "string" && f.type !== null && f.memoizedState != null)
              faults.push(`${block}: <${name(f)}> has state`)
            inside(f.child, block)
          }
        }
        let header: Fiber | null = null
        const walk = (fiber: Fiber | null): void => {
          for (let f = fiber; f; f = f.sibling) {
            // The first <header> is the site's (an article has one of its own, later).
            if (!header && f.stateNode instanceof HTMLElement && f.stateNode.tagName === "HEADER") header = f
            const block = f.stateNode instanceof HTMLElement ? f.stateNode.dataset.staticHtml : undefined
            if (block !== undefined) inside(f.child, block)
            else walk(f.child)
          }
        }
        walk(root.current.child)
        const inBlocks = { fibers, faults: [...faults] }
        // The same look at the site's header, which is not static (its menu opens and closes): what
        // it finds there proves the look sees handlers and state where they are.
        faults.length = 0
        inside(header, "header")
        return { ...inBlocks, header: [...faults] }
      })
      expect(found.fibers).toBeGreaterThan(0)
      expect(found.faults).toEqual([])
      expect(found.header.some((fault) => / on[A-Z]\w+/.test(fault))).toBe(true)
      expect(found.header.some((fault) => fault.endsWith("has state"))).toBe(true)
    })
  }

  test("the home page: its six link-only sections and the showcase's cards are adopted, and React keeps a third of the components", async ({
    page,
  }) => {
    await watchReactRoots(page)
    await page.goto("/")
    const names = await page
      .locator("[data-static-html]")
      .evaluateAll((all) => all.map((element) => (element as HTMLElement).dataset.staticHtml ?? ""))
    expect(names.sort()).toEqual([...HOME_STATIC_BLOCKS].sort())
    // Hydrating everything, React kept 781 components for this page; 369 with the sections alone adopted.
    expect((await reactView(page)).components).toBeLessThan(300)
    // The adopted blocks are the server's HTML: every card, link and picture is there.
    await expect(page.locator('[data-section="featured-projects"] article')).toHaveCount(6)
    await expect(page.locator('[data-section="blogs"] article a[href^="/blogs/"]').first()).toBeVisible()
  })

  test("a link in a static block is a client-side visit, its page fetched when the pointer reaches it", async ({
    page,
  }) => {
    await page.goto("/")
    await markWindow(page)
    const card = page.locator('[data-section="featured-projects"] article a').first()
    const href = await card.getAttribute("href")
    expect(href).toMatch(/^\/projects\//)
    const prefetched = page.waitForRequest((request) => request.url().includes(`/page-data${href}/page-data.json`))
    await card.hover()
    await prefetched
    await card.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await sameWindow(page)).toBe(true)

    // The footer's columns stay the adopted HTML across visits (the layout persists); their links too.
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click()
    await expect(page).toHaveURL(/\/about$/)
    expect(await sameWindow(page)).toBe(true)
  })

  test("after a client-side visit back home, its sections are rendered by React and their links still work", async ({
    page,
  }) => {
    await watchReactRoots(page)
    await page.goto("/contact")
    await markWindow(page)
    // The footer's Quick Links are in its adopted columns.
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-section="leadership"] h3')).toHaveCount(3)
    await expect.poll(async () => (await reactView(page)).insideStatic["section-blogs"] ?? 0).toBeGreaterThan(0)
    await page.getByRole("link", { name: "View All Services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    expect(await sameWindow(page)).toBe(true)
  })

  test("a page's static block shows the next page of the same kind after a client-side visit", async ({ page }) => {
    await page.goto("/blogs/category/all")
    const pills = page.getByRole("list", { name: "Blog categories" })
    const other = pills.getByRole("link").nth(1)
    const name = (await other.textContent()) ?? ""
    await other.click()
    await expect(page).toHaveURL(/\/blogs\/category\/(?!all)/)
    // The pill's label is in capitals; the listing's heading names the category in title case.
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(new RegExp(`^${name}$`, "i"))
    await expect(pills.getByRole("link", { name })).toHaveAttribute("aria-current", "page")

    await page.goto("/services/GFRG")
    await markWindow(page)
    const otherService = page.getByRole("heading", { name: "Other Services" }).locator("..").getByRole("link").first()
    const title = ((await otherService.textContent()) ?? "").trim()
    await otherService.click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page.getByRole("heading", { name: "Other Services" }).locator("..")).not.toContainText(title)
    expect(await sameWindow(page)).toBe(true)
  })

  test("a client-side visit shows the next page's own blocks, even where the two pages' blocks share a name", async ({
    page,
  }) => {
    await page.goto("/services")
    const servicesBanner = await page.locator('[data-static-html="call-to-action"] h2').textContent()
    await page.goto("/about")
    const aboutBanner = await page.locator('[data-static-html="call-to-action"] h2').textContent()
    expect(servicesBanner).not.toBe(aboutBanner)
    await markWindow(page)
    await page.getByRole("link", { name: "Explore All Services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.locator('[data-static-html="call-to-action"] h2')).toHaveText(servicesBanner ?? "")
    expect(await sameWindow(page)).toBe(true)
  })

  test("a click before the page has come alive is the browser's own page load", async ({ page }) => {
    await page.goto("/services")
    const servicesHeading = await page.getByRole("heading", { level: 1 }).textContent()
    // Hold the page's data back: the app has started (the listener for static blocks is added), but
    // the page cannot hydrate yet.
    await page.route("**/page-data/about/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.continue()
    })
    const appStarted = page.waitForRequest("**/page-data/about/page-data.json")
    await page.goto("/about", { waitUntil: "commit" })
    await appStarted
    const link = page.getByRole("link", { name: "Explore All Services" })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await Promise.all([page.waitForEvent("framenavigated"), link.click()])
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesHeading ?? "")
  })
})
