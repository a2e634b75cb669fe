import { test, expect } from "@playwright/test"
import fs from "fs"
import path from "path"
import { DEFAULT_LOCAL_BACKEND_URL } from "../../src/cms/backend"
import { ROUTES, test as siteTest } from "./fixtures"

/**
 * The Content-Security-Policy of server/ in a real browser: the built pages' own inline scripts
 * run (they are hashed), and a script injected into the HTML (as an XSS would) does not.
 */
test.describe("content security policy", () => {
  test("an inline script injected into a page is blocked, while the page still works", async ({ page }) => {
    await page.route("**/about/", async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace("</head>", "<script>window.__injected = true</script></head>")
      await route.fulfill({ response, body: html })
    })
    const violations: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto("/about/")
    const csp = response?.headers()["content-security-policy"] ?? ""
    expect(csp).toMatch(/script-src 'self'[^;]*'sha256-/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)

    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    // Chromium words it "Refused to execute inline script" or "Executing inline script violates ... blocked".
    expect(violations.join("\n")).toMatch(/inline script[\s\S]*(blocked|Refused)|Refused to execute inline script/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  test("an injected inline event handler is blocked too", async ({ page }) => {
    await page.route("**/careers/", async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace("<body", `<body onload="window.__handler = true"`)
      await route.fulfill({ response, body: html })
    })
    await page.goto("/careers/")
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined()
  })
})

test.describe("what the live site does not give away", () => {
  test("no source map is published: none in the build, none named by a page's scripts", async ({ request }) => {
    const listed = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? listed(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    const publicDir = process.env.E2E_PUBLIC_DIR ?? "public"
    expect(listed(publicDir).filter((file) => /\.map(\.br|\.gz)?$/.test(file))).toEqual([])
    // The site's own scripts (the editor's vendor bundles under /admin/ are as their packages ship them).
    const scripts = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(5)
    for (const script of scripts) {
      expect([script, fs.readFileSync(path.join(publicDir, script), "utf8")]).not.toContainEqual(
        expect.stringContaining("sourceMappingURL"),
      )
      expect((await request.get(`/${script}.map`)).status()).toBe(404)
    }
  })

  test("the editor's policy reaches the local proxy at its one address, no other port of this machine", async ({
    request,
  }) => {
    const csp = (await request.get("/admin/")).headers()["content-security-policy"] ?? ""
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? []
    expect(connect).toContain(new URL(DEFAULT_LOCAL_BACKEND_URL).origin)
    expect(connect.filter((source) => /^http:\/\/(127\.0\.0\.1|localhost)/.test(source))).toEqual([
      new URL(DEFAULT_LOCAL_BACKEND_URL).origin,
    ])
  })
})

siteTest.describe("no inline style without its hash", () => {
  siteTest(
    "every template's policy allows no inline style wholesale, and the page keeps every style",
    async ({ page }) => {
      // The fixture fails the test on any CSP violation the pages report (a blocked <style> or style="").
      for (const route of ROUTES) {
        const response = await page.goto(route)
        const csp = response?.headers()["content-security-policy"] ?? ""
        expect([route, csp]).not.toContainEqual(expect.stringContaining("unsafe-inline"))
        expect([route, /style-src 'self' 'sha256-/.test(csp)]).toEqual([route, true])
      }
    },
  )

  siteTest("what style attributes did before, classes and data attributes do now", async ({ page }) => {
    await page.goto("/blogs/gfrg-vs-traditional-cost-comparison-kerala")
    // A picture's dominant colour beneath it (data-placeholder, read by the global styles).
    const picture = page.locator("img[data-placeholder]").first()
    const placeholder = (await picture.getAttribute("data-placeholder")) ?? ""
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(placeholder.slice(i, i + 2), 16))
    await expect(picture).toHaveCSS("background-color", `rgb(${r}, ${g}, ${b})`)
    // The article banner's shade, darkest at the bottom.
    await expect(page.locator("[data-shade='article']")).toHaveCSS(
      "background-image",
      "linear-gradient(0deg, rgba(8, 30, 27, 0.9), rgba(8, 30, 27, 0.2))",
    )
    // A sub-heading's entry in the table of contents, indented a level.
    await expect(page.locator("#toc-list li[data-depth='1']").first()).toHaveCSS("padding-left", "16px")
    await expect(page.locator("#toc-list li[data-depth='0']").first()).toHaveCSS("padding-left", "0px")
    await page.goto("/")
    await expect(page.getByTestId("showcase-track")).toHaveCSS("animation-duration", "60s")
  })
})
