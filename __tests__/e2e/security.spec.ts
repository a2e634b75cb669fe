import { test, expect } from "@playwright/test"

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
