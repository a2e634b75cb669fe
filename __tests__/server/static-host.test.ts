import crypto from "crypto"
import zlib from "zlib"
import { startServer, type Harness } from "../helpers/server"

describe("static hosting of the build", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer()
  })
  afterAll(() => h.close())

  const get = (path: string, init?: RequestInit) => fetch(`${h.baseUrl}${path}`, { redirect: "manual", ...init })

  it("serves pages by directory index without redirecting, and removes a trailing slash", async () => {
    const about = await get("/about")
    expect(about.status).toBe(200)
    expect(about.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(await about.text()).toContain("<h1>About</h1>")
    const slash = await get("/about/?x=1")
    expect(slash.status).toBe(301)
    expect(slash.headers.get("location")).toBe("/about?x=1")
    expect((await get("/")).status).toBe(200)
  })

  it("answers an unknown path with the 404 page and status 404", async () => {
    const res = await get("/no/such/page")
    expect(res.status).toBe(404)
    expect(await res.text()).toContain("<h1>Not found</h1>")
  })

  it("never serves dotfiles or anything outside the folder", async () => {
    expect((await get("/.secret")).status).toBe(404)
    expect((await get("/%2e%2e/%2e%2e/etc/passwd")).status).toBe(404)
    expect((await get("/..%2fdata/enquiries.sqlite")).status).toBe(404)
  })

  it("caches hashed assets for a year and revalidates HTML and page data", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await get("/static/abc123/image.jpg")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await get("/about")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    expect((await get("/page-data/index/page-data.json")).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    )
    const first = await get("/about")
    const etag = first.headers.get("etag") as string
    expect((await get("/about", { headers: { "If-None-Match": etag } })).status).toBe(304)
  })

  it("serves brotli or gzip when accepted, never for images or PDFs", async () => {
    const br = await get("/app-0123456789abcdef0123.js", { headers: { "Accept-Encoding": "br" } })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(br.headers.get("vary")).toBe("Accept-Encoding")
    const gz = await get("/about", { headers: { "Accept-Encoding": "gzip" } })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    const plain = await get("/about", { headers: { "Accept-Encoding": "identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    const pdf = await get("/brochure.pdf", { headers: { "Accept-Encoding": "br, gzip" } })
    expect(pdf.headers.get("content-encoding")).toBeNull()
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    // fetch decodes transparently; the decoded body is the original file.
    expect(await br.text()).toContain("console.log('app');")
    expect(zlib.brotliDecompressSync(zlib.brotliCompressSync(Buffer.from("x"))).toString()).toBe("x")
  })

  it("redirects any other casing of a service to its canonical path, and serves both built forms", async () => {
    const res = await get("/services/Gfrg")
    expect(res.status).toBe(301)
    expect(res.headers.get("location")).toBe("/services/GFRG")
    expect((await get("/services/construction-SERVICES")).headers.get("location")).toBe(
      "/services/Construction-Services",
    )
    expect(await (await get("/services/gfrg")).text()).toContain("GFRG alias")
    expect(await (await get("/services/GFRG")).text()).toContain("<h1>GFRG</h1>")
  })

  it("redirects an unknown service or project to its list before any page is sent", async () => {
    for (const [path, list] of [
      ["/services/plumbing", "/services"],
      ["/services/100%25", "/services"],
      ["/projects/no-such-project", "/projects"],
      ["/projects/no-such-project/photos?x=1", "/projects"],
    ]) {
      const res = await get(path as string)
      expect([path, res.status, res.headers.get("location")]).toEqual([path, 302, list])
      expect(await res.text()).not.toContain("<h1>")
    }
    const head = await get("/projects/nowhere", { method: "HEAD" })
    expect([head.status, head.headers.get("location")]).toEqual([302, "/projects"])
  })

  it("answers an unknown blog post with the built post-not-found page and status 404", async () => {
    const res = await get("/blogs/no-such-post")
    expect(res.status).toBe(404)
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(await res.text()).toContain("<h1>Blog post not found.</h1>")
    // A deeper path under /blogs is no post: the plain 404 page.
    const deeper = await get("/blogs/no-such-post/comments")
    expect(deeper.status).toBe(404)
    expect(await deeper.text()).toContain("<h1>Not found</h1>")
  })

  it("sends every security header, and a CSP that allows exactly the page's inline scripts", async () => {
    const res = await get("/about")
    const csp = res.headers.get("content-security-policy") as string
    const hash = crypto.createHash("sha256").update('window.flag="About"').digest("base64")
    expect(csp).toContain(`'sha256-${hash}'`)
    expect(csp).not.toContain("'unsafe-inline' https") // scripts never allow inline wholesale
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(res.headers.get("permissions-policy")).toContain("camera=()")
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    const api = await fetch(`${h.baseUrl}/healthz`)
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers.get("x-content-type-options")).toBe("nosniff")
    expect((await get("/nothing")).headers.get("x-frame-options")).toBe("DENY")
  })

  it("reports health", async () => {
    const res = await fetch(`${h.baseUrl}/healthz`)
    expect(await res.json()).toEqual({ status: "ok", pendingMail: 0 })
  })
})

describe("HSTS only for an https site", () => {
  it("is absent when SITE_URL is http", async () => {
    const h = await startServer({ SITE_URL: "http://localhost:9000" })
    try {
      expect((await fetch(`${h.baseUrl}/`)).headers.get("strict-transport-security")).toBeNull()
    } finally {
      await h.close()
    }
  })
})
