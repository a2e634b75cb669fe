import { test, expect } from "@playwright/test"
import fs from "fs"
import path from "path"
import { DEFAULT_LOCAL_BACKEND_URL } from "../../src/cms/backend"

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
