import type { Page } from "@playwright/test"
import path from "path"
import { loadJson } from "../../src/gatsby/content-files"
import { project } from "../../src/lib/content-model/project"
import { COMPILE_HINT } from "../../src/lib/first-visit/compile-hints"
import { leastPickableWidth } from "../../src/lib/first-visit/picture-sizes"
import { test, expect, holdAppScript, isMobile, LIGHTHOUSE_SCREENS } from "./fixtures"
import estimateRates from "../../content/site/estimate-rates.en.json"

/** Where Gatsby keeps a page's data (its query result and the static queries it uses). */
const pageDataUrl = (pagePath: string) => `/page-data${pagePath === "/" ? "/index" : pagePath}/page-data.json`

/**
 * A first visit paints its first screen from the static HTML and CSS: the splash above a page that
 * is already laid out beneath it, and nothing on that screen waits for the app's scripts.
 */
test.describe("first paint", () => {
  test("without any script the first screen is complete beneath the splash: hero, poster, styled buttons", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: LIGHTHOUSE_SCREENS.phone })
    const page = await context.newPage()
    await page.goto("/")
    await expect(page.locator("#preloader")).toBeVisible()
    await expect(page.locator("#preloader")).toContainText("Innovative")

    const title = page.getByRole("heading", { level: 1 })
    await expect(title).toHaveText("Building Dreams, Crafting Realities.")
    const box = await title.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThan(0)
    const poster = page.locator('section[aria-labelledby="hero-title"] picture img')
    await expect
      .poll(() =>
        poster.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0)
    expect(await poster.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/hero-poster-mobile\.webp$/)

    // Both calls to action in their variants: secondary (filled, accent) and outline (on the dark hero).
    const explore = page.getByRole("link", { name: "Explore Services" })
    await expect(explore).toHaveCSS("background-color", "rgb(180, 83, 31)")
    await expect(explore).toHaveCSS("min-height", "52px")
    const touch = page.locator("#main-content").getByRole("link", { name: "Get In Touch" })
    await expect(touch).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
    await expect(touch).toHaveCSS("color", "rgb(255, 255, 255)")
    await expect(touch).toHaveCSS("border-top-color", "rgb(255, 255, 255)")
    await context.close()
  })

  test("the hero poster is painted before the app has hydrated", async ({ freshPage: page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstPaint: { lcp: { at: number; url: string }[]; hydrated: number } }
      w.firstPaint = { lcp: [], hydrated: -1 }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
          w.firstPaint.lcp.push({ at: entry.startTime, url: entry.url })
      }).observe({ type: "largest-contentful-paint", buffered: true })
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated) {
          w.firstPaint.hydrated = performance.now()
          observer.disconnect()
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] })
    })
    await page.goto("/")
    const seen = await page.evaluate(
      () => (window as unknown as { firstPaint: { lcp: { at: number; url: string }[]; hydrated: number } }).firstPaint,
    )
    expect(seen.hydrated).toBeGreaterThan(0)
    expect(seen.lcp.length).toBeGreaterThan(0)
    // The first largest paint is the poster, and it came before hydration.
    const poster = isMobile(page) ? "/videos/hero-poster-mobile.webp" : "/videos/hero-poster.webp"
    const posterPaint = seen.lcp.find((entry) => entry.url.endsWith(poster))
    expect(posterPaint?.at ?? Infinity).toBeLessThan(seen.hydrated)
  })

  // src/lib/first-visit/app-scripts.ts: the app's scripts are fetched only once the browser reports the first
  // screen painted (the first contentful paint and the first-screen picture's own paint), so they
  // neither share the network with that screen nor run before it.
  for (const [path, picture] of [
    ["/", 'section[aria-labelledby="hero-title"] picture img'],
    ["/about", null],
    ["/services/GFRG", "#main-content picture.hero-image img"],
    ["/projects/kannur-international-airport", '[data-testid="gallery-main"] img'],
    ["/blogs/category/all", "#main-content li:first-child picture img"],
  ] as const) {
    test(`${path}: the app's scripts are fetched after the first screen is painted${picture ? ", its picture too" : ""}`, async ({
      freshPage: page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { pictureTimes: number[] }
        w.pictureTimes = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number })[])
            w.pictureTimes.push(entry.renderTime)
        }).observe({ type: "element", buffered: true })
      })
      await page.goto(path)
      const seen = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        pictures: (window as unknown as { pictureTimes: number[] }).pictureTimes,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(seen.scripts).toHaveLength(3)
      const firstScript = Math.min(...seen.scripts)
      expect(firstScript).toBeGreaterThan(seen.firstPaint)
      if (picture) {
        await expect(page.locator(picture)).toHaveAttribute("elementtiming", "first-screen")
        expect(seen.pictures).toHaveLength(1)
        expect(firstScript).toBeGreaterThan(seen.pictures[0] ?? Infinity)
      } else {
        expect(await page.locator("img[elementtiming]").count()).toBe(0)
      }
    })
  }

  // src/lib/first-visit/compile-hints.ts: V8 compiles a hinted script's functions on a background thread as the
  // script downloads; without the hint, each is compiled on the page's main thread at its first call.
  // Counted in the visited page's renderer until the page has come alive: about 850 compilations on
  // its main thread without the hint, about 190 with it, most of them Playwright's own script (it
  // waits for the page); on its background threads, a handful of functions without the hint, about
  // 1,600 with it. The median of three first visits, each in a new context: twice in about forty
  // full test runs one visit counted 709 and 781 on the main thread, when the count still took in
  // every renderer of the browser.
  test("the app's scripts are compiled as they download, not function by function on the page's main thread", async ({
    browser,
    freshPage: page,
    request,
  }) => {
    /** Compilations on the page's main thread and on the background threads during one first visit. */
    const compilations = async (visitor: Page) => {
      await browser.startTracing(visitor, { categories: ["__metadata", "v8", "disabled-by-default-v8.compile"] })
      await visitor.goto("/contact")
      await visitor.waitForSelector("html[data-hydrated]", { state: "attached" })
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: { name: string; pid: number; tid: number; args?: { name?: string; data?: { url?: string } } }[]
      }
      // Only the visited page's renderer: the browser's other pages (an earlier visit still open) compile too.
      const pid = traceEvents.find((e) => e.name === "v8.compile" && e.args?.data?.url?.endsWith("/contact"))?.pid
      // A trace without the page's renderer measured nothing (seen once in a full suite run on a busy
      // machine: the renderer's events did not reach the trace); the caller visits afresh.
      if (pid === undefined) return null
      const threadName = new Map(
        traceEvents.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
      )
      const count = (event: string, thread: RegExp) =>
        traceEvents.filter(
          (e) => e.pid === pid && e.name === event && thread.test(threadName.get(`${e.pid}:${e.tid}`) ?? ""),
        ).length
      return {
        main: count("V8.CompileCode", /^CrRendererMain$/),
        background: count("V8.CompileIgnition", /^ThreadPool/),
      }
    }
    const first = await compilations(page)
    const loads = first === null ? [] : [first]
    const origin = new URL(page.url()).origin
    let unmeasured = first === null ? 1 : 0
    while (loads.length < 3 && unmeasured < 3) {
      // Another first visit: a new context has an empty cache and session, as the fixture's page had.
      const fresh = await browser.newContext({ baseURL: origin })
      const load = await compilations(await fresh.newPage())
      await fresh.close()
      if (load === null) unmeasured++
      else loads.push(load)
    }
    if (unmeasured > 0) test.info().annotations.push({ type: "unmeasured visits", description: String(unmeasured) })
    expect(loads, "three visits whose trace holds the page's renderer").toHaveLength(3)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0
    const summary = loads.map((load) => `${load.main} main, ${load.background} background`).join("; ")
    expect(median(loads.map((load) => load.main)), summary).toBeLessThan(250)
    expect(median(loads.map((load) => load.background)), summary).toBeGreaterThan(500)

    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map((url) => url.pathname),
    )
    const app = scripts.filter((script) => /-[0-9a-f]{20}\.js$/.test(script))
    expect(app.length).toBeGreaterThanOrEqual(5)
    for (const script of app) {
      const text = await (await request.get(script)).text()
      expect(text.split("\n")[0], script).toBe(COMPILE_HINT)
    }
  })

  test("headings are set in the heading font's first part; only an accented letter fetches the rest", async ({
    page,
  }) => {
    const fonts: string[] = []
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname)
    })
    await page.goto("/about")
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveCSS("font-family", /^"DM Serif Display"/)
    await expect
      .poll(() => heading.evaluate((h1) => document.fonts.check('1em "DM Serif Display"', h1.textContent ?? "")))
      .toBe(true)
    // src/lib/first-visit/heading-font.ts: the preloaded first part, and nothing else, for headings in plain English.
    expect(fonts).toEqual([expect.stringMatching(/\/dm-serif-display-latin-basic-400-normal-[0-9a-f]+\.woff2$/)])
    await page.evaluate(() => document.fonts.load('1em "DM Serif Display"', "Café"))
    await expect.poll(() => fonts.length).toBe(2)
    expect(fonts[1]).toMatch(/\/dm-serif-display-latin-400-normal-[0-9a-f]+\.woff2$/)
    expect(await page.evaluate(() => document.fonts.check('1em "DM Serif Display"', "Café"))).toBe(true)
  })

  test("the layout's data is one static-query file, the same for every page; the rates are the cost calculator's page data", async ({
    request,
  }) => {
    // Gatsby fetches each static query a page uses as a file of its own before the page comes alive.
    const pageData = async (pagePath: string) => {
      const response = await request.get(pageDataUrl(pagePath))
      expect(response.ok()).toBe(true)
      return (await response.json()) as { staticQueryHashes: string[]; result: { data: Record<string, unknown> } }
    }
    const hashesOf = async (pagePath: string): Promise<string[]> => (await pageData(pagePath)).staticQueryHashes
    const home = await hashesOf("/")
    expect(home).toHaveLength(1)
    for (const pagePath of ["/about", "/services/GFRG", "/projects", "/blogs/category/all", "/contact", "/careers"])
      expect(await hashesOf(pagePath)).toEqual(home)
    // The cost calculator's rates come with its page data, not as a second static-query file.
    const calculator = await pageData("/cost-calculator")
    expect(calculator.staticQueryHashes).toEqual(home)
    expect(calculator.result.data.rates).toMatchObject({
      version: estimateRates.version,
      disclaimer: estimateRates.disclaimer,
    })
    // The one file holds the company's facts, the services and the site metadata
    const file = await request.get(`/page-data/sq/d/${home[0]}.json`)
    const { data } = (await file.json()) as { data: Record<string, unknown> }
    // (every language's: a page picks its own, docs/architecture.md §11).
    expect(Object.keys(data).sort()).toEqual(["allCompanyJson", "allServicesJson", "site"])
  })

  test("the tab icon is a PNG: no SVG icon for the browser to build as a document on the page's thread", async ({
    page,
    request,
  }) => {
    for (const pagePath of ["/", "/contact", "/projects"]) {
      await page.goto(pagePath)
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
      // After hydration too: Gatsby's head renders the page's head tags again in the browser.
      const icons = await page
        .locator('head link[rel="icon"]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute("type") ?? ""} ${link.getAttribute("href") ?? ""}`),
        )
      expect(icons, pagePath).toEqual(["image/png /favicon-32x32.png"])
    }
    const icon = await request.get("/favicon-32x32.png")
    expect(icon.ok()).toBe(true)
    expect(icon.headers()["content-type"]).toBe("image/png")
  })

  test("the buttons' rules are in the page's stylesheet once, and a button is a plain element styled by them", async ({
    page,
  }) => {
    await page.goto("/about")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    // Every rule that styles a variant: one per variant, not one per kind of button (button, site
    // link, outbound link), which wrote the same 60 rules three times into every page's CSS.
    const variantRules = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ""))
        .filter((selector) => selector.endsWith(':where([data-variant="secondary"])')),
    )
    expect(variantRules).toHaveLength(1)
    // "Our Services" is a site link styled as a button: its first class is that rule's.
    const ourServices = page.getByRole("link", { name: "Our Services" })
    await expect(ourServices).toHaveAttribute("data-variant", "secondary")
    const buttonClass = (await ourServices.getAttribute("class"))?.split(" ")[0] ?? ""
    expect(variantRules[0]).toContain(`.${buttonClass}`)
    await expect(ourServices).toHaveCSS("background-color", "rgb(180, 83, 31)")
  })

  test("a listing's page data carries each project's card picture, not its gallery", async ({ request }) => {
    // Gatsby downloads and parses a page's data before the page comes alive (docs/architecture.md §4).
    const pictureFiles = (data: unknown) =>
      new Set(
        [...JSON.stringify(data).matchAll(/\/static\/[0-9a-f]+\/[0-9a-f]+\/([^" ,\\]+)\.(?:jpg|webp|avif)/g)].map(
          (m) => m[1],
        ),
      )
    for (const [pagePath, field] of [
      ["/projects", "projects"],
      ["/", "featured"],
    ] as const) {
      const response = await request.get(pageDataUrl(pagePath))
      const { result } = (await response.json()) as {
        result: { data: Record<string, { nodes: { slug: string; cover: unknown; images?: unknown }[] }> }
      }
      const nodes = result.data[field]?.nodes ?? []
      expect(nodes.length).toBeGreaterThan(0)
      for (const node of nodes) {
        expect(node.images, `${pagePath}: ${node.slug}`).toBeUndefined()
        // The first picture the project's content lists, alone.
        const first =
          loadJson(path.join("content", "projects", node.slug, "project.en.json"), project).images[0]?.src ?? ""
        expect([...pictureFiles(node.cover)], `${pagePath}: ${node.slug}`).toEqual([
          path.basename(first, path.extname(first)),
        ])
      }
    }
  })

  test(
    "a picture offers only the copies a screen can pick: none narrower than the narrowest phone",
    { tag: "@mobile-only" },
    async ({ page }) => {
      // Every copy is written into the page's HTML and its page data (docs/architecture.md §4, pictures).
      const widthsOf = new Map<number, Set<number>>() // a picture's width W (from its sizes) → its copies
      for (const pagePath of [
        "/",
        "/services",
        "/projects",
        "/projects/kannur-international-airport",
        "/blogs/category/all",
        "/services/GFRG",
      ]) {
        const response = await page.goto(pagePath)
        expect(response?.ok(), pagePath).toBe(true)
        const offers = await page
          .locator("picture source[sizes], picture img[sizes]")
          .evaluateAll((els) =>
            els.map((el) => ({ sizes: el.getAttribute("sizes") ?? "", srcset: el.getAttribute("srcset") ?? "" })),
          )
        expect(offers.length, pagePath).toBeGreaterThan(0)
        for (const { sizes, srcset } of offers) {
          const least = leastPickableWidth(sizes)
          if (least === null) continue
          const candidates = srcset.split(",").map((entry) => entry.trim().split(/\s+/)[1] ?? "")
          for (const descriptor of candidates) expect(descriptor, `${pagePath}: ${srcset}`).toMatch(/^\d+w$/)
          const widths = candidates.map((descriptor) => parseInt(descriptor, 10))
          for (const width of widths) expect(width, `${pagePath}: ${sizes}: ${srcset}`).toBeGreaterThanOrEqual(least)
          const w = Number(/\d+/.exec(sizes)?.[0])
          const copies = widthsOf.get(w) ?? new Set<number>()
          for (const width of widths) copies.add(width)
          widthsOf.set(w, copies)
        }
      }
      // Every kind of picture was seen: the cards (service 560, project 640, blog 420) and the
      // pictures whose queries name their sizes (strip 300, leaders 220, carousel 960, gallery 1100,
      // thumbnails 240, photo banner 1600).
      expect([...widthsOf.keys()].sort((a, b) => a - b)).toEqual([220, 240, 300, 420, 560, 640, 960, 1100, 1600])
      // And the copies phones and screens pick are still made: a service card, for one.
      expect([...(widthsOf.get(560) ?? [])].sort((a, b) => a - b)).toEqual([420, 560, 840, 1120])
    },
  )

  test("the splash ends on time even when the app's scripts never arrive", async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    // Every script file fails; only the inline head scripts of the HTML run.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    // Recorded in the page when the HTML is parsed, so a busy machine's late look cannot miss it.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const html = document.documentElement
        const seen = { classes: html.className, overflow: getComputedStyle(html).overflow, at: performance.now() }
        Object.assign(window, { __parsed: seen })
      })
    })
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const html = page.locator("html")
    const parsed = await page.evaluate(
      () => (window as unknown as { __parsed: { classes: string; overflow: string; at: number } }).__parsed,
    )
    // The splash covers the page and holds its scrolling (unless parsing itself outlasted its 5 s).
    expect(
      parsed.at < 5000
        ? { classes: parsed.classes.split(" ").includes("preloading"), overflow: parsed.overflow }
        : null,
    ).toEqual(parsed.at < 5000 ? { classes: true, overflow: "hidden" } : null)
    await expect(page.locator("#preloader")).toBeHidden({ timeout: 10_000 })
    await expect(html).toHaveClass(/no-preloader/)
    await expect(html).not.toHaveCSS("overflow", "hidden")
    expect(await page.evaluate(() => window.sessionStorage.getItem("preloaderShown"))).toBe("1")
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await context.close()
  })

  for (const [name, path, picture] of [
    ["services: the first service card", "/services", "#main-content li:first-child picture img"],
    ["blog listing: the first post's cover", "/blogs/category/all", "#main-content li:first-child picture img"],
    ["a service: its photo banner", "/services/GFRG", "#main-content picture.hero-image img"],
    [
      "a post: its photo banner",
      "/blogs/gfrg-vs-traditional-cost-comparison-kerala",
      "#main-content picture.hero-image img",
    ],
  ] as const) {
    test(`${name} is fetched at once and ahead of the page's other pictures, which wait`, async ({ page }) => {
      await page.goto(path)
      const first = page.locator(picture)
      await expect(first).toHaveCount(1)
      await expect(first).toHaveAttribute("loading", "eager")
      await expect(first).toHaveAttribute("fetchpriority", "high")
      await expect
        .poll(() =>
          first.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0)
      // In AVIF, the smallest of the formats built for it (a browser without AVIF takes WebP or JPEG).
      expect(await first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/)
      // Only that one: the page's other pictures (cards further down) load lazily, without priority.
      expect(await page.locator("#main-content img[fetchpriority]").count()).toBe(1)
      for (const img of await page.locator("#main-content picture img:not([fetchpriority])").all())
        await expect(img).toHaveAttribute("loading", "lazy")
    })
  }
})

test.describe("before the app has started", () => {
  test("a button clicked then is clicked again once the app has started, once", async ({ page }) => {
    const startApp = await holdAppScript(page)
    await page.goto("/", { waitUntil: "commit" })
    const searchButton = page.locator("header [data-search-button]")
    await searchButton.click()
    await searchButton.click()
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    await startApp()
    const dialog = page.locator("dialog[data-search-dialog]")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("searchbox")).toBeFocused()
  })
})
