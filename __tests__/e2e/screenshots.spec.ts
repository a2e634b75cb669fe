import { test, expect } from "./fixtures"

/**
 * Full-page screenshots of the three showcase templates at the project's width (375px mobile,
 * 1280px desktop), attached to the report and kept in test-results/ so anyone can look. Each
 * also proves that every image on the page actually loaded and carries alt text.
 */
const PAGES = [
  ["home", "/"],
  ["project", "/projects/luxury-villa-ernakulam"],
  ["blog-post", "/blogs/gfrg-vs-traditional-cost-comparison-kerala"],
] as const

for (const [name, route] of PAGES) {
  test(`screenshot of ${name} (${route}) with every image loaded`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(route)
    // Bring lazy images in, then back to the top for the picture. The browser decides which lazy
    // images to fetch when it renders a frame: each step waits for two, so a busy machine that
    // renders seldom still sees every part of the page (a fixed pause skipped some).
    await page.evaluate(async () => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y)
        await frames()
      }
      window.scrollTo(0, 0)
    })
    // Images a visitor reaches by scrolling down (not those waiting off to the side in a strip).
    const pending = () =>
      page.locator("main img").evaluateAll(
        (imgs) =>
          imgs.filter((img) => {
            const r = img.getBoundingClientRect()
            return r.width > 0 && r.right > 0 && r.left < window.innerWidth && !(img as HTMLImageElement).complete
          }).length,
      )
    await expect.poll(pending, { timeout: 15_000 }).toBe(0)
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs
        .filter((img) => {
          const r = img.getBoundingClientRect()
          return (
            r.width > 0 &&
            r.right > 0 &&
            r.left < window.innerWidth &&
            !img.closest("[aria-hidden='true']") &&
            getComputedStyle(img).opacity !== "0"
          )
        })
        .map((img) => ({
          src: (img as HTMLImageElement).currentSrc.slice(-60),
          width: (img as HTMLImageElement).naturalWidth,
          alt: img.getAttribute("alt"),
        })),
    )
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.width, image.src).toBeGreaterThan(0)
      expect(image.alt, image.src).not.toBeNull()
    }
    const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`)
    await page.screenshot({ path: file, fullPage: true })
    await testInfo.attach(`${name} at ${page.viewportSize()?.width}px`, { path: file, contentType: "image/png" })
  })
}
