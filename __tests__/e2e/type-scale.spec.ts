import { BREAKPOINT_MOBILE } from "../../src/lib/constants"
import { DEFER_ATTRIBUTE } from "../../src/lib/first-visit/deferred-render"
import { theme } from "../../src/styles/theme"
import { test, expect, LIGHTHOUSE_SCREENS, ROUTES } from "./fixtures"

/** One font the page sets text in: family (first name of the stack), size and weight. */
interface FontUse {
  font: string
  family: string
  size: string
  weight: string
  /** laid out at the first layout, outside the blocks the browser skips until they near the screen */
  firstLayout: boolean
  sample: string
}

/**
 * The most distinct fonts (family, size, weight) a page lays out at its first layout, on each of
 * Lighthouse's screens. Each is a font the browser resolves and shapes text with on its own
 * (docs/architecture.md §4, "One type scale"). The largest any template has today: on a phone 9
 * (a blog post, the blog listing, the projects page, contact; on contact the heading face at three
 * sizes and the body face at six sizes and weights), where a blog post had 13 before the scale; on
 * a desktop 12 (the contact strip above the header adds its small print, and titles grow).
 */
const MOST_FIRST_LAYOUT_FONTS = { phone: 9, desktop: 12 } as const

/** A font with an example of the text set in it, for a failure's message. */
const described = (use: FontUse) => `${use.font}: "${use.sample}"`

/** Every font a page's text is laid out in. */
function fontsInUse(deferAttribute: string): FontUse[] {
  const uses = new Map<string, FontUse>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || !node.textContent?.trim() || element.closest("script, style, noscript, template")) continue
    const style = getComputedStyle(element)
    // Hidden-for-sight text is laid out too (a closed menu, the splash once it has left): only text
    // that takes no room is left out.
    if (!element.getClientRects().length) continue
    const family = style.fontFamily.split(",")[0]?.trim().replace(/"/g, "") ?? ""
    const font = `${family} ${style.fontSize} ${style.fontWeight}`
    const firstLayout = !element.closest(`[${deferAttribute}]`)
    const use = uses.get(font)
    if (use) use.firstLayout ||= firstLayout
    else
      uses.set(font, {
        font,
        family,
        size: style.fontSize,
        weight: style.fontWeight,
        firstLayout,
        sample: node.textContent.trim().slice(0, 40),
      })
  }
  return [...uses.values()]
}

/** The theme's sizes as the browser computes them on this screen (the clamps included). */
function scaleInPixels(sizes: string[]): string[] {
  const probe = document.createElement("span")
  document.body.append(probe)
  const pixels = sizes.map((size) => {
    probe.style.fontSize = size
    return getComputedStyle(probe).fontSize
  })
  probe.remove()
  return pixels
}

test.describe("one type scale: few fonts for the browser to find and shape with", () => {
  for (const route of ROUTES) {
    test(`${route}: text in the scale's sizes, the body face in two weights, few fonts at the first layout`, async ({
      browser,
    }, testInfo) => {
      // The page as the server sends it (the shared `page` waits for hydration, which never comes here).
      // On the screen of Lighthouse's that matches the project's (what `npm run perf` measures).
      const screen =
        (testInfo.project.use.viewport?.width ?? LIGHTHOUSE_SCREENS.desktop.width) < BREAKPOINT_MOBILE
          ? "phone"
          : "desktop"
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: LIGHTHOUSE_SCREENS[screen] })
      const page = await context.newPage()
      await page.goto(route)
      const uses = await page.evaluate(fontsInUse, DEFER_ATTRIBUTE)
      const scale = await page.evaluate(scaleInPixels, Object.values(theme.fontSizes))
      const heading = theme.fonts.heading.split(",")[0]?.replace(/"/g, "")
      const weights = Object.values(theme.fontWeights).map(String)

      const outOfScale = uses.filter((use) => !scale.includes(use.size)).map(described)
      expect(outOfScale, `sizes outside ${scale.join(", ")}`).toEqual([])
      const otherWeights = uses.filter((use) => use.family !== heading && !weights.includes(use.weight)).map(described)
      expect(otherWeights, `body text weights other than ${weights.join(", ")}`).toEqual([])
      expect(
        uses
          .filter((use) => use.family === heading && use.weight !== String(theme.fontWeights.regular))
          .map((use) => use.font),
      ).toEqual([])

      const first = uses.filter((use) => use.firstLayout).map((use) => use.font)
      expect(first.length, `fonts at the first layout: ${first.join(" | ")}`).toBeLessThanOrEqual(
        MOST_FIRST_LAYOUT_FONTS[screen],
      )
      await context.close()
    })
  }
})
