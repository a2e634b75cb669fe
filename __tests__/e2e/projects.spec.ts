import { test, expect, holdAppScript } from "./fixtures"
import type { Page } from "@playwright/test"

const cards = (page: Page) => page.locator("#projects-grid article")

test.describe("projects showcase", () => {
  test("value cards, 9 projects on page 1, 3 on page 2, and the grid 150px below the top after paging", async ({
    page,
  }) => {
    await page.goto("/projects")
    for (const name of ["Quality Craftsmanship", "Innovative Solutions", "Client Collaboration"])
      await expect(page.getByRole("heading", { name })).toBeVisible()
    await expect(cards(page)).toHaveCount(9)
    await page.getByRole("button", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/projects\?page=2$/)
    await expect(cards(page)).toHaveCount(3)
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("projects-grid")?.getBoundingClientRect().top ?? -1)),
      )
      .toBe(150)
    await expect(page.getByRole("link", { name: "Get In Touch" }).last()).toHaveAttribute("href", "/contact")
  })

  test("filters by status and sector, resets the page, keeps state in the URL through reload and back", async ({
    page,
  }) => {
    await page.goto("/projects?page=2")
    await page.getByLabel("Status").selectOption("Completed")
    await expect(page).toHaveURL(/\/projects\?status=Completed$/)
    // The URL changes first; the grid follows when the page renders the new location.
    const statusesShown = async () =>
      (await cards(page).locator("span").allTextContents()).filter((s) =>
        ["Completed", "Ongoing", "Upcoming"].includes(s),
      )
    await expect.poll(async () => [...new Set(await statusesShown())]).toEqual(["Completed"])
    await page.getByLabel("Sector").selectOption("Residential")
    await expect(page).toHaveURL(/status=Completed&sector=Residential/)
    await expect(cards(page)).toHaveCount(2)
    await page.reload()
    await expect(page.getByLabel("Sector")).toHaveValue("Residential")
    await expect(cards(page)).toHaveCount(2)
    await page.goBack()
    await expect(page).toHaveURL(/\/projects\?status=Completed$/)
    await expect(page.getByLabel("Sector")).toHaveValue("all")
  })

  test("filters chosen before the app has started are applied once it has", async ({ page }) => {
    const startApp = await holdAppScript(page)
    await page.goto("/projects", { waitUntil: "commit" })
    await page.getByLabel("Status").selectOption("Completed")
    await page.getByLabel("Sector").selectOption("Residential")
    expect(await page.locator("html[data-hydrated]").count()).toBe(0)
    await startApp()
    await expect(page).toHaveURL(/\/projects\?status=Completed&sector=Residential$/)
    await expect(page.getByLabel("Status")).toHaveValue("Completed")
    await expect(page.getByLabel("Sector")).toHaveValue("Residential")
    await expect(cards(page)).toHaveCount(2)
  })

  test("an empty selection says so", async ({ page }) => {
    await page.goto("/projects?status=Upcoming&sector=Residential")
    await expect(page.getByText("No projects match your selections.")).toBeVisible()
    await expect(page.getByText("Please adjust the Status or Sector filters.")).toBeVisible()
  })
})

test.describe("project detail", () => {
  test("badges, gallery by click and keyboard, HTML description, area format, similar projects", async ({ page }) => {
    await page.goto("/projects/luxury-villa-ernakulam")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury Villa, Ernakulam")
    await expect(page.getByRole("link", { name: "All Projects" })).toHaveAttribute("href", "/projects")
    await expect(page.getByText("4,200 sq. ft.")).toBeVisible()
    await expect(page.getByRole("heading", { name: "Start Your Project?" })).toBeVisible()
    const main = page.getByTestId("gallery-main")
    await expect(main).toHaveAttribute("data-index", "0")
    await page.getByRole("button", { name: /Show image 3 of 4/ }).click()
    await expect(main).toHaveAttribute("data-index", "2")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Enter")
    await expect(main).toHaveAttribute("data-index", "3")
    await expect(page.locator("section[aria-labelledby=description] p")).toHaveCount(3)
    await expect(page.locator("section[aria-labelledby=description] li")).toHaveCount(3)
    const similar = page.locator("section[aria-labelledby=similar] article")
    await expect(similar).toHaveCount(2) // the other two Residential projects
    const hrefs = await similar.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
    expect(hrefs).not.toContain("/projects/luxury-villa-ernakulam")
    await expect(similar.locator("span", { hasText: /^Residential$/ })).toHaveCount(2)
  })

  test("a plain-text description is split into paragraphs", async ({ page }) => {
    await page.goto("/projects/modern-villa-wayanad")
    await expect(page.locator("section[aria-labelledby=description] p")).toHaveCount(4)
  })

  test("the project video: a poster and a play button, nothing of the film fetched until pressed, then it plays with its controls and has the focus", async ({
    page,
  }) => {
    const films: string[] = []
    page.on("request", (request) => {
      if (/\.mp4($|\?)/.test(request.url())) films.push(request.url())
    })
    await page.goto("/projects/modern-villa-wayanad")
    const section = page.locator("section[aria-labelledby=video]")
    await expect(section.getByRole("heading", { name: "Project Video" })).toBeVisible()
    await section.scrollIntoViewIfNeeded()
    const poster = section.locator("img")
    await expect(poster).toHaveAttribute("src", "/videos/modern-villa-wayanad.jpg")
    await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect(section.locator("video")).toHaveCount(0)
    expect(films).toEqual([])
    const play = section.getByRole("button", { name: "Play video: Modern Villa, Wayanad" })
    await play.focus()
    await page.keyboard.press("Enter")
    const video = section.locator("video")
    await expect(video).toHaveAttribute("src", "/videos/modern-villa-wayanad.mp4")
    await expect(video).toHaveAttribute("controls", "")
    await expect(video).toBeFocused()
    await expect.poll(() => films.length).toBeGreaterThan(0)
  })

  test("an unknown project is replaced by the showcase", async ({ page }) => {
    await page.goto("/projects/no-such-project")
    await expect(page).toHaveURL(/\/projects$/)
  })

  test("every project is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    // In English and in Malayalam (docs/behaviour.md §10).
    expect((sitemap.match(/\/\/[^/<]+\/projects\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBe(12)
    expect((sitemap.match(/\/\/[^/<]+\/ml\/projects\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBe(12)
    expect(sitemap).not.toContain("/services/gfrg<")
  })
})
