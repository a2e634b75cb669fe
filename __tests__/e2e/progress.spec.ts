import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect, expectNoAxeViolations } from "./fixtures"
import { BUILD_STAGES } from "../../src/lib/content-model/vocabulary"
import { formatLongDate } from "../../src/lib/text/format"

/**
 * A build's progress updates (docs/behaviour.md §2, "Progress updates"): what a visitor sees on an
 * ongoing project's page and cards, and what a feed reader gets. Expectations are read from the
 * content, so an editor's new update does not break them.
 */
interface Update {
  date: string
  stage: string
  title: string
  text: string
  photos: { src: string; alt: string }[]
}
interface Project {
  slug: string
  name: string
  status: string
  completionDate?: string
  updates?: Update[]
}

const content = path.resolve(__dirname, "..", "..", "content", "projects")
const projectIn = (slug: string, lang = "en"): Project =>
  JSON.parse(fs.readFileSync(path.join(content, slug, `project.${lang}.json`), "utf8")) as Project
const newest = (project: Project): Update[] => [...(project.updates ?? [])].sort((a, b) => b.date.localeCompare(a.date))
const allProjects = fs.readdirSync(content).map((slug) => projectIn(slug))
const SLUG = "gfrg-affordable-housing-thrissur"
const SITE = "https://www.example.com"

/** Whole days from a date to `now`'s day in Kerala. */
const daysBetween = (date: string, now: Date) => {
  const kerala = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now)
  return Math.round((Date.parse(kerala) - Date.parse(date)) / 86_400_000)
}

/** The text a <days-ago> element shows (it writes into its shadow root). */
const daysAgoOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((e) => e.shadowRoot?.textContent ?? ""))

test.describe("progress updates", () => {
  test("an ongoing project shows its updates newest first, with the stage it is at, each with its own link", async ({
    page,
  }) => {
    const project = projectIn(SLUG)
    const updates = newest(project)
    expect(updates.length).toBeGreaterThanOrEqual(4)
    await page.goto(`/projects/${SLUG}`)
    const progress = page.getByRole("region", { name: "Progress" })
    await expect(progress.getByRole("heading", { level: 2, name: "Progress" })).toBeVisible()
    const items = progress.locator("ol").last().locator(":scope > li")
    await expect(items).toHaveCount(updates.length)
    expect(await items.evaluateAll((lis) => lis.map((li) => li.id))).toEqual(updates.map((u) => `update-${u.date}`))
    await expect(items.first().getByRole("heading", { level: 3 })).toHaveText(updates[0]?.title ?? "")
    await expect(items.first().locator("time")).toHaveText(formatLongDate(updates[0]?.date ?? ""))

    // The stepper: every stage in order, the newest update's stage now, those before it done.
    const stepper = progress.getByRole("list", { name: "Where the build stands" })
    const steps = stepper.getByRole("listitem")
    await expect(steps).toHaveCount(BUILD_STAGES.length)
    const at = BUILD_STAGES.indexOf(updates[0]?.stage as (typeof BUILD_STAGES)[number])
    await expect(stepper.locator("[aria-current=step]")).toHaveText(`${updates[0]?.stage} (now)`)
    expect(await steps.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-state")))).toEqual(
      BUILD_STAGES.map((_, i) => (i < at ? "done" : i === at ? "now" : "to come")),
    )
    // Expected completion beside the status, and the feed to follow.
    await expect(page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) })).toContainText(
      `Ongoing ${project.completionDate}`,
    )
    await expect(progress.getByRole("link", { name: "Follow this build" })).toHaveAttribute(
      "href",
      `/projects/${SLUG}/updates.xml`,
    )
    // Each update's date is its link.
    await expect(items.first().getByRole("link").first()).toHaveAttribute("href", `#update-${updates[0]?.date}`)
    await expectNoAxeViolations(page)
  })

  test("an update's photo opens in the page's gallery, said with the update it belongs to", async ({ page }) => {
    const update = newest(projectIn(SLUG))[1]
    const photo = update?.photos[0]
    await page.goto(`/projects/${SLUG}`)
    const item = page.locator(`#update-${update?.date}`)
    await item
      .getByRole("button", { name: new RegExp(`^Open photo 1 of ${update?.photos.length} in the gallery`) })
      .click()
    const main = page.getByTestId("gallery-main")
    await expect(main.locator("img")).toHaveAttribute("alt", photo?.alt ?? "")
    await expect(main).toBeFocused()
    await expect(main).toBeInViewport()
    await expect(page.getByText(`Update of ${formatLongDate(update?.date ?? "")}: ${update?.title}`)).toBeVisible()
    // The picture is really there (not a broken image).
    await expect
      .poll(() => main.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // The gallery's own thumbnails still show their pictures.
    await page.getByRole("button", { name: /^Show image 1 of/ }).click()
    await expect(main).toHaveAttribute("data-index", "0")
  })

  test("an update's link opens the page at that update, below the sticky header", async ({ page }) => {
    const update = newest(projectIn(SLUG)).at(-1)
    await page.goto(`/projects/${SLUG}#update-${update?.date}`)
    const item = page.locator(`#update-${update?.date}`)
    await expect(item).toBeInViewport()
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom)
    await expect
      .poll(() => item.evaluate((li) => Math.round(li.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(Math.floor(headerBottom))
  })

  test("'Last update' with the days since, worked out in the browser on the day it is read, on the page and every ongoing card", async ({
    page,
  }) => {
    const now = new Date("2027-01-10T04:00:00Z")
    await page.clock.setFixedTime(now)
    const project = projectIn(SLUG)
    const last = newest(project)[0]?.date ?? ""
    await page.goto(`/projects/${SLUG}`)
    const heading = page.locator("[data-last-update]").first()
    await expect(heading).toContainText(`Last update: ${formatLongDate(last)}`)
    await expect.poll(() => daysAgoOf(page, "header days-ago")).toEqual([`(${daysBetween(last, now)} days ago)`])

    // The projects grid: every ongoing project with updates says when, the others do not.
    await page.goto("/projects")
    const ongoing = allProjects.filter((p) => p.status === "Ongoing" && p.updates?.length)
    expect(ongoing.length).toBeGreaterThanOrEqual(4)
    const cardOf = (name: string) => page.locator("#projects-grid article").filter({ hasText: name })
    for (const p of ongoing.filter((p) => p.updates?.length)) {
      const date = newest(p)[0]?.date ?? ""
      const card = cardOf(p.name)
      if ((await card.count()) === 0) continue // on the grid's second page
      await expect(card).toContainText(`Last update: ${formatLongDate(date)}`)
      await expect
        .poll(() => card.locator("days-ago").evaluate((e) => e.shadowRoot?.textContent))
        .toBe(`(${daysBetween(date, now)} days ago)`)
    }
    const completed = allProjects.find((p) => p.status === "Completed" && p.updates?.length)
    await expect(cardOf(completed?.name ?? "")).not.toContainText("Last update")

    // The home page's featured projects show the days too.
    await page.goto("/")
    const featured = page.locator("[data-section=featured-projects] [data-last-update]")
    await expect(featured.first()).toBeAttached()
    await expect
      .poll(async () =>
        (await daysAgoOf(page, "[data-section=featured-projects] days-ago")).every((t) => /^\(\d+ days ago\)$/.test(t)),
      )
      .toBe(true)
  })

  test("the days since take the room kept for them: nothing moves when they appear, in either language, on a phone or a wide screen", async ({
    page,
  }) => {
    // Three-digit days, the longest the words get in practice.
    await page.clock.setFixedTime(new Date("2027-06-01T06:00:00Z"))
    for (const width of [360, 1280])
      for (const path of [`/projects/${SLUG}`, `/ml/projects/${SLUG}`, "/projects", "/ml/projects"]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expect.poll(async () => (await daysAgoOf(page, "days-ago")).every((t) => /\d{3}/.test(t))).toBe(true)
        // Where every line holding the days, and what follows it, sits with the words and without them.
        const layout = () =>
          page.locator("[data-last-update]").evaluateAll((lines) =>
            lines.map((line) => {
              const box = line.getBoundingClientRect()
              const next = (line.nextElementSibling ?? line.parentElement)?.getBoundingClientRect()
              return [Math.round(box.height), Math.round(box.top), Math.round(next?.top ?? 0)]
            }),
          )
        const shown = await layout()
        expect(shown.length, `${path} at ${width}px`).toBeGreaterThan(0)
        await page.locator("days-ago").evaluateAll((all) => all.forEach((e) => e.shadowRoot?.replaceChildren()))
        expect(await layout(), `${path} at ${width}px`).toEqual(shown)
      }
  })

  test("the days since are 'today' on the day of the update and 'yesterday' the day after, in Kerala", async ({
    page,
  }) => {
    const last = newest(projectIn(SLUG))[0]?.date ?? ""
    // 20:00 UTC the evening before is already 01:30 of the update's day in Kerala.
    const evening = new Date(Date.parse(`${last}T00:00:00Z`) - 4 * 3_600_000)
    await page.clock.setFixedTime(evening)
    await page.goto(`/projects/${SLUG}`)
    await expect.poll(() => daysAgoOf(page, "header days-ago")).toEqual(["(today)"])
    await page.clock.setFixedTime(new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000))
    await page.reload()
    await expect.poll(() => daysAgoOf(page, "header days-ago")).toEqual(["(yesterday)"])
  })

  test("a project's feed and the feed of all updates: valid Atom, newest first, absolute links to each update", async ({
    page,
    request,
  }) => {
    const project = projectIn(SLUG)
    const response = await request.get(`/projects/${SLUG}/updates.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/xml/)
    await page.goto("/")
    const read = (xml: string) =>
      page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml")
        return {
          errors: doc.getElementsByTagName("parsererror").length,
          title: doc.querySelector("feed > title")?.textContent,
          entries: [...doc.getElementsByTagName("entry")].map((entry) => ({
            title: entry.querySelector("title")?.textContent ?? "",
            link: entry.querySelector("link")?.getAttribute("href") ?? "",
            updated: entry.querySelector("updated")?.textContent ?? "",
          })),
        }
      }, xml)
    const feed = await read(await response.text())
    expect(feed.errors).toBe(0)
    expect(feed.title).toBe(`${project.name}: progress updates`)
    expect(feed.entries).toEqual(
      newest(project).map((u) => ({
        title: u.title,
        link: `${SITE}/projects/${SLUG}#update-${u.date}`,
        updated: `${u.date}T00:00:00+05:30`,
      })),
    )

    const all = await read(await (await request.get("/projects/updates.xml")).text())
    expect(all.errors).toBe(0)
    const count = allProjects.reduce((sum, p) => sum + (p.updates?.length ?? 0), 0)
    expect(all.entries).toHaveLength(count)
    const dates = all.entries.map((e) => e.updated)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      all.entries.every((e) => e.link.startsWith(`${SITE}/projects/`) && /#update-\d{4}-\d{2}-\d{2}$/.test(e.link)),
    ).toBe(true)

    // The Malayalam edition has its own, in Malayalam.
    const ml = await read(await (await request.get(`/ml/projects/${SLUG}/updates.xml`)).text())
    expect(ml.entries.map((e) => e.title)).toEqual(newest(projectIn(SLUG, "ml")).map((u) => u.title))
    expect(ml.entries[0]?.link).toBe(`${SITE}/ml/projects/${SLUG}#update-${newest(project)[0]?.date}`)
  })

  test("the sitemap dates a project by its newest update", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const entry = new RegExp(`<url><loc>${SITE}/projects/${SLUG}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)
    expect(entry?.[1]?.slice(0, 10)).toBe(newest(projectIn(SLUG))[0]?.date)
  })

  test("the Malayalam page shows the same updates in Malayalam", async ({ page }) => {
    const project = projectIn(SLUG, "ml")
    await page.goto(`/ml/projects/${SLUG}`)
    const progress = page.getByRole("region", { name: "നിർമ്മാണ പുരോഗതി" })
    await expect(progress.locator(`#update-${newest(project)[0]?.date} h3`)).toHaveText(newest(project)[0]?.title ?? "")
    await expect(progress.getByRole("link", { name: "ഈ നിർമ്മാണം പിന്തുടരുക" })).toHaveAttribute(
      "href",
      `/ml/projects/${SLUG}/updates.xml`,
    )
  })
})
