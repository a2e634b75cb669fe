import fs from "fs"
import os from "os"
import path from "path"
import { test, expect, expectNoAxeViolations, isMobile } from "./fixtures"
import type { Page } from "@playwright/test"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { writeHostFiles } from "../../src/gatsby/host-files"
import { indexSiteForSearch } from "../../src/gatsby/search-index"

/**
 * Search (docs/behaviour.md §11, issue 47): the dialog, its results and ranking, the keyboard,
 * both languages and their indexes, what is left out of the index, and what a first visit loads.
 */

const dialog = (page: Page) => page.locator("dialog[data-search-dialog]")
const field = (page: Page) => dialog(page).getByRole("searchbox")
const results = (page: Page) => dialog(page).getByRole("list").getByRole("link")
const status = (page: Page) => dialog(page).getByRole("status")

/** Opens search as a visitor does on this screen: the header's button, or the mobile menu's. */
async function openSearch(page: Page): Promise<void> {
  await page.locator("header [data-search-button]").click()
  await expect(dialog(page)).toBeVisible()
  await expect(field(page)).toBeFocused()
}

/** Types a query and waits for its answer; returns the paths of the results shown. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await field(page).fill(query)
  await expect(status(page)).toHaveText(/ results? for “|ഫല/, { timeout: 15_000 })
  await expect(status(page)).toContainText(query)
  return results(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
}

test.describe("search", () => {
  test("the header's button opens the dialog; results come as the visitor types, ranked for this site", async ({
    page,
  }) => {
    await page.goto("/about")
    await openSearch(page)
    await expect(dialog(page).getByRole("heading", { name: "Search the site" })).toBeVisible()

    const cost = await searchFor(page, "gfrg cost")
    expect(cost[0]).toBe("/blogs/gfrg-vs-traditional-cost-comparison-kerala")
    const first = results(page).first()
    await expect(first).toContainText("Article")
    await expect(first).toContainText("GFRG vs Traditional")
    await expect(first.locator("mark").first()).toHaveText(/gfrg|cost/i)
    await expect(first.locator("img")).toHaveAttribute("src", /\.webp$/)

    const wayanad = await searchFor(page, "wayanad")
    expect(wayanad[0]).toBe("/projects/modern-villa-wayanad")
    await expect(results(page).first()).toContainText("Project")

    expect(await searchFor(page, "earthquake")).not.toEqual([])
    expect((await searchFor(page, "MEP maintenance"))[0]).toBe("/blogs/home-mep-maintenance-checklist-kerala")
    expect((await searchFor(page, "mep"))[0]).toBe("/services/MEP-Services")

    // Enter on a result opens it, and the dialog is gone.
    await field(page).fill("wayanad")
    await expect(results(page).first()).toHaveAttribute("href", "/projects/modern-villa-wayanad")
    await field(page).press("ArrowDown")
    await expect(results(page).first()).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL((url) => url.pathname === "/projects/modern-villa-wayanad")
    await expect(dialog(page)).toBeHidden()
  })

  test("a kind and its filters narrow the results: projects by status, articles by category", async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto("/")
    await openSearch(page)
    const all = await searchFor(page, "gfrg")
    await dialog(page).getByRole("radio", { name: "Projects" }).click()
    await expect(status(page)).toHaveText(/results? for “gfrg”/)
    const projects = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(projects.length).toBeGreaterThan(0)
    expect(projects.length).toBeLessThan(all.length)
    for (const href of projects) expect(href).toMatch(/^\/projects\//)

    // A kind without words lists that kind; a filter narrows it.
    await field(page).fill("")
    await expect(status(page)).toHaveText("12 results")
    await dialog(page).getByLabel("Status").selectOption("Ongoing")
    await expect(status(page)).toHaveText("4 results")
    const ongoing = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(ongoing).toHaveLength(4)
    await field(page).fill("thrissur")
    await expect(status(page)).toHaveText("1 result for “thrissur”")
    await expect(results(page)).toHaveAttribute("href", "/projects/gfrg-affordable-housing-thrissur")

    await dialog(page).getByRole("radio", { name: "Articles" }).click()
    await field(page).fill("")
    await dialog(page).getByLabel("Category").selectOption("GFRG")
    await expect(status(page)).toHaveText(/^\d+ results?$/)
    const gfrgPosts = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(gfrgPosts.length).toBeGreaterThan(0)
    for (const href of ongoing) {
      await page.goto(href)
      await expect(page.locator("main")).toContainText("Ongoing")
    }
    expect(gfrgPosts).toHaveLength(7)
    for (const href of gfrgPosts) expect(href).toMatch(/^\/blogs\//)
    for (const href of gfrgPosts.slice(0, 2)) {
      await page.goto(href)
      await expect(page.locator("main")).toContainText("GFRG")
    }
  })

  test("the keyboard: / opens it, arrows move through the results, Escape ends it and gives the focus back @desktop-only", async ({
    page,
  }) => {
    test.skip(isMobile(page), "a desktop's keyboard")
    await page.goto("/services")
    await page.keyboard.press("/")
    await expect(dialog(page)).toBeVisible()
    await expect(field(page)).toBeFocused()
    await page.keyboard.type("foundation")
    await expect(status(page)).toHaveText(/results? for “foundation”/)
    const count = await results(page).count()
    expect(count).toBeGreaterThan(1)
    await page.keyboard.press("ArrowDown")
    await expect(results(page).nth(0)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(results(page).nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowUp")
    await expect(field(page)).toBeFocused()

    // The focus stays in the dialog while it is open.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab")
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body || Boolean(active?.closest("dialog[open]"))
      })
      expect(inside).toBe(true)
    }

    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator("header [data-search-button]")).toBeFocused()

    // "/" typed into a field is a character, not a shortcut.
    await page.goto("/contact")
    await page.getByRole("textbox").first().focus()
    await page.keyboard.press("/")
    await expect(dialog(page)).toHaveCount(0)

    // A click on the shade around it ends it too.
    await page.locator("header [data-search-button]").click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(10, 400)
    await expect(dialog(page)).toBeHidden()

    // The close button ends it too.
    await page.locator("header [data-search-button]").click()
    await dialog(page).getByRole("button", { name: "Close search" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator("header [data-search-button]")).toBeFocused()
  })

  test("the mobile menu opens search too @mobile-only", async ({ page }) => {
    test.skip(!isMobile(page), "the mobile menu")
    await page.goto("/blogs/category/all")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.locator("#mobile-menu [data-search-button]").click()
    await expect(dialog(page)).toBeVisible()
    await expect(field(page)).toBeFocused()
    expect((await searchFor(page, "wayanad"))[0]).toBe("/projects/modern-villa-wayanad")
  })

  test("the open dialog passes axe, in both languages", async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of ["/about", "/ml/about"]) {
      await page.goto(path)
      await openSearch(page)
      await searchFor(page, "GFRG")
      await expectNoAxeViolations(page)
      await page.keyboard.press("Escape")
    }
  })

  test("what is not content is not indexed: header, footer, cards, the demo page, the 404 pages", async ({ page }) => {
    await page.goto("/")
    await openSearch(page)
    // "reserved" is only in the footer's "All rights reserved." (Pagefind alone would answer with
    // pages that have a shorter start of it, "re-laid": src/lib/search/pagefind-client.ts).
    for (const word of ["reserved", "rights reserved"]) {
      await field(page).fill(word)
      await expect(status(page)).toHaveText(`No results for “${word}”. Try another word, or fewer filters.`)
      await expect(results(page)).toHaveCount(0)
    }
    const gfrg = await searchFor(page, "gfrg")
    for (const path of gfrg) {
      expect(path).not.toMatch(/^\/(project\/projectpage|404|blog-post-not-found|blogs\/category)/)
      expect(path).not.toMatch(/^\/services\/[a-z]+$/)
    }
    expect(new Set(gfrg).size).toBe(gfrg.length)
  })

  test("a Malayalam page searches the Malayalam pages, in Malayalam, with either chillu encoding", async ({ page }) => {
    await page.goto("/ml")
    await openSearch(page)
    await expect(dialog(page).getByRole("heading", { name: "സൈറ്റിൽ തിരയുക" })).toBeVisible()
    await expect(status(page)).toHaveText(/ടൈപ്പ് ചെയ്യൂ/)

    const atomic = await searchFor(page, "വയനാട്")
    expect(atomic.length).toBeGreaterThan(0)
    for (const path of atomic) expect(path).toMatch(/^\/ml(\/|$)/)
    await expect(results(page).first()).toContainText(/പ്രോജക്റ്റ്|ലേഖനം|സേവനം|പേജ്/)

    // The same word with its chillu atomic (U+0D7D) and as consonant + virama + ZWJ.
    const withAtomic = await searchFor(page, "കേരളത്തിൽ")
    const withOld = await searchFor(page, "കേരളത്തില്\u200D")
    expect(withAtomic.length).toBeGreaterThan(0)
    expect(withOld).toEqual(withAtomic)

    // The Wayanad villa's Malayalam description writes തള്ളലുകള്‍ the old way, as text pasted from an
    // older editor does (content/projects/modern-villa-wayanad/project.ml.json): the atomic spelling finds it.
    const oldInContent = await searchFor(page, "തള്ളലുകൾ")
    expect(oldInContent).toContain("/ml/projects/modern-villa-wayanad")
  })

  test("without JavaScript there is no search button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/")
    await expect(page.locator("header [data-search-button]")).toBeHidden()
    await context.close()
  })

  test("a first visit downloads nothing of search; opening the dialog does", async ({ freshPage: page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto("/blogs/gfrg-vs-traditional-cost-comparison-kerala")
    await page.waitForLoadState("load")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))))
    const firstVisit = [...requested]
    expect(firstVisit.filter((path) => path.startsWith("/pagefind/"))).toEqual([])

    await page.evaluate(() => sessionStorage.setItem("preloaderShown", "1"))
    await page.locator("html:not(.splash-showing)").waitFor({ state: "attached" })
    await page.locator("header [data-search-button]").click()
    await searchFor(page, "gfrg cost")
    const opened = requested.slice(firstVisit.length)
    expect(opened.some((path) => path === "/pagefind/pagefind.js")).toBe(true)
    expect(opened.some((path) => path.endsWith(".pf_index"))).toBe(true)
    // The dialog's own script came with the opening, not with the page.
    const dialogScripts = opened.filter((path) => path.endsWith(".js") && !path.startsWith("/pagefind/"))
    expect(dialogScripts.length).toBeGreaterThan(0)
    for (const script of dialogScripts) expect(firstVisit).not.toContain(script)
  })

  test("the index is rebuilt from the pages of each build: a new post is found, a removed one is gone @desktop-only", async ({
    page,
  }) => {
    test.skip(isMobile(page), "one screen is enough: this is about the build")
    test.setTimeout(120_000)
    // The built site, copied, with one post more (a page made from a built post, as the build makes
    // every post) and one post fewer; then the build's own indexing and host files, and our server.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "search-rebuild-"))
    const publicDir = path.join(root, "public")
    fs.cpSync(path.resolve("public"), publicDir, { recursive: true })
    const from = "blogs/gfrg-vs-traditional-cost-comparison-kerala"
    const built = fs.readFileSync(path.join(publicDir, from, "index.html"), "utf8")
    const siteUrl = new URL(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(built)?.[1] ?? "").origin
    const added = "blogs/laterite-plinth-walls-thekkady"
    const newPost = built
      .split("gfrg-vs-traditional-cost-comparison-kerala")
      .join("laterite-plinth-walls-thekkady")
      .replace(/<h1([^>]*)>[\s\S]*?<\/h1>/, "<h1$1>Laterite Plinth Walls for a Thekkady Cardamom Estate</h1>")
    fs.mkdirSync(path.join(publicDir, added), { recursive: true })
    fs.writeFileSync(path.join(publicDir, added, "index.html"), newPost)
    fs.rmSync(path.join(publicDir, "blogs/earthquake-wind-resistant-design-kerala"), { recursive: true })
    const report = await indexSiteForSearch(publicDir, siteUrl)
    expect(report.pages.en?.article).toBe(26)
    await writeHostFiles({
      publicDir,
      deployDir: path.join(root, "deploy"),
      https: false,
      botCheckStandIn: true,
      enquiryServerUrl: null,
    })
    const config = loadConfig({
      PUBLIC_DIR: publicDir,
      DATA_DIR: path.join(root, "data"),
      LOG_LEVEL: "silent",
      BOT_CHECK: "stand-in",
    })
    const { app } = await buildApp(config)
    try {
      await app.listen({ host: "127.0.0.1", port: 0 })
      const address = app.server.address()
      const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
      await page.goto(`${origin}/about`)
      await openSearch(page)
      expect((await searchFor(page, "thekkady"))[0]).toBe("/blogs/laterite-plinth-walls-thekkady")
      await expect(results(page).first()).toContainText("Laterite Plinth Walls for a Thekkady Cardamom Estate")
      expect(await searchFor(page, "earthquake")).not.toContain("/blogs/earthquake-wind-resistant-design-kerala")
    } finally {
      await app.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
