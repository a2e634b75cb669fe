import fs from "fs"
import path from "path"
import type { Page, Response } from "@playwright/test"
import { test, expect } from "./fixtures"
import {
  builtPages,
  cspHashes,
  cspOf,
  readHeadersFile,
  readNginxMaps,
  scriptHashesOf,
  urlOf,
} from "../helpers/host-files"

/** The built site as the Node server serves it: videos in byte ranges, and the headers the build wrote. */
const publicDir = path.join(process.cwd(), "public")

function recordMedia(page: Page, pattern: RegExp): Response[] {
  const responses: Response[] = []
  page.on("response", (response) => {
    if (pattern.test(new URL(response.url()).pathname)) responses.push(response)
  })
  return responses
}

test.describe("video served by the server", () => {
  test("the hero video plays (its time advances), fetched in byte ranges", async ({ page }) => {
    const media = recordMedia(page, /^\/videos\/hero\.(webm|mp4)$/)
    await page.goto("/")
    const video = page.getByTestId("hero-video")
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3)
    const ranged = media.filter((r) => r.status() === 206)
    expect(ranged.length).toBeGreaterThan(0)
    const headers = ranged[0]?.headers() ?? {}
    expect(headers["accept-ranges"]).toBe("bytes")
    expect(headers["content-range"]).toMatch(/^bytes \d+-\d+\/\d+$/)
  })

  test("the MP4, the file Safari and iOS play, plays from byte ranges and seeks", async ({ page }) => {
    const media = recordMedia(page, /^\/videos\/hero\.mp4$/)
    await page.goto("/careers")
    const size = fs.statSync(path.join(publicDir, "videos", "hero.mp4")).size
    await page.evaluate(() => {
      const video = document.createElement("video")
      video.muted = true
      video.playsInline = true
      video.loop = true
      video.id = "mp4-check"
      video.src = "/videos/hero.mp4"
      document.body.append(video)
      void video.play()
    })
    const video = page.locator("#mp4-check")
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3)
    // A jump near the end plays on from there.
    const target = await video.evaluate((v) => {
      const element = v as HTMLVideoElement
      element.currentTime = Math.max(0, element.duration - 0.5)
      return element.currentTime
    })
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .not.toBe(target)
    expect(media.some((r) => r.status() === 206 && r.headers()["content-range"]?.endsWith(`/${size}`))).toBe(true)
    expect(media.every((r) => r.status() === 206 || r.status() === 200)).toBe(true)
  })
})

test.describe("the pages the build wrote @desktop-only", () => {
  test("every page is well-formed UTF-8 text: no NUL byte, no broken character", () => {
    const decoder = new TextDecoder("utf-8", { fatal: true })
    const broken = builtPages(publicDir).filter((page) => {
      const bytes = fs.readFileSync(path.join(publicDir, page))
      try {
        return decoder.decode(bytes).includes("\u0000")
      } catch {
        return true
      }
    })
    expect(builtPages(publicDir).length).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })
})

test.describe("the headers the build wrote, on the real build @desktop-only", () => {
  test("every page's CSP lists exactly its inline scripts, alike in _headers, the nginx maps and the Node server", async ({
    page,
    baseURL,
  }) => {
    const blocks = readHeadersFile(publicDir)
    const nginx = readNginxMaps(path.join(process.cwd(), "deploy"))
    // The public pages; the editor's page has a policy of its own (cms.spec.ts, nginx.spec.ts).
    const pages = builtPages(publicDir).filter((file) => !file.startsWith("/admin/"))
    expect(pages.length).toBeGreaterThan(50)
    // A blank page, with no policy of its own: a page's DOMParser applies that page's CSP to the
    // documents it parses, and would report every other page's inline styles as violations.
    const parser = await page.context().newPage()
    for (const file of pages) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8")
      // The browser's own parser says which inline scripts the page has.
      const scripts = await parser.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, "text/html")
        return [...document.querySelectorAll("script")]
          .filter((s) => {
            const type = (s.getAttribute("type") ?? "").trim().toLowerCase()
            return (
              ["", "text/javascript", "application/javascript", "module"].includes(type) &&
              !s.hasAttribute("src") &&
              s.textContent !== ""
            )
          })
          .map((s) => s.textContent ?? "")
      }, html)
      const expected = cspHashes(scripts)
      expect([file, expected.length > 0]).toEqual([file, true])
      const url = urlOf(file)
      const fromFile = cspOf(blocks, url)
      expect([url, scriptHashesOf(fromFile)]).toEqual([url, expected])
      if (url !== file && url !== "/") expect(blocks.get(`${url}/`)?.["Content-Security-Policy"]).toBe(fromFile)
      expect([file, nginx("site_csp", file)]).toEqual([file, fromFile])
      const served = await fetch(`${baseURL}${encodeURI(url)}`, { redirect: "manual" })
      expect([url, served.headers.get("content-security-policy")]).toEqual([url, fromFile])
    }
  })

  test("pages load the bot check's stand-in the build wrote, from any host", async ({ page }) => {
    const standIn = page.waitForResponse((r) => new URL(r.url()).pathname === "/recaptcha-dev.js")
    await page.goto("/contact")
    const response = await standIn
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe(fs.readFileSync(path.join(publicDir, "recaptcha-dev.js"), "utf8"))
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})
