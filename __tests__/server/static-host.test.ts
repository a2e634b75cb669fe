import crypto from "crypto"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { CLIP_SIZE, clipBytes, rawRequest as raw, startServer, type Harness } from "../helpers/server"
import type { RawResponse } from "../helpers/raw-http"

/** What a visitor is shown: the status and the page's main heading (null for none). */
const shown = (res: RawResponse) => ({
  status: res.status,
  heading: /<h1>(.*?)<\/h1>/.exec(res.body.toString())?.[1] ?? null,
})

describe("static hosting of the build", () => {
  let h: Harness
  let publicDir: string
  beforeAll(async () => {
    h = await startServer()
    publicDir = h.config.publicDir
  })
  afterAll(() => h.close())

  const get = (target: string, headers: Record<string, string> = {}) => raw(h, target, headers)

  it("serves pages by directory index without redirecting, and removes a trailing slash", async () => {
    const about = await get("/about")
    expect(shown(about)).toEqual({ status: 200, heading: "About" })
    expect(about.headers["content-type"]).toBe("text/html; charset=utf-8")
    const slash = await get("/about/?x=1")
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe("/about?x=1")
    // Never a protocol-relative redirect to another site.
    expect((await get("//evil.example/")).headers.location).toBe("/evil.example")
    expect(shown(await get("/"))).toEqual({ status: 200, heading: "Home" })
  })

  it("answers an unknown path with the 404 page, status 404, never cached and never partial", async () => {
    const res = await get("/no/such/page")
    expect(shown(res)).toEqual({ status: 404, heading: "Not found" })
    expect(res.headers["cache-control"]).toBe("no-cache")
    const hash = crypto.createHash("sha256").update('window.flag="Not found"').digest("base64")
    expect(res.headers["content-security-policy"]).toContain(`'sha256-${hash}'`)
    const ranged = await get("/no/such/page", { Range: "bytes=0-9", "If-None-Match": "*" })
    expect(shown(ranged)).toEqual({ status: 404, heading: "Not found" })
  })

  it("caches hashed assets for a year and revalidates HTML and page data", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    )
    expect((await get("/static/abc123/image.jpg")).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await get("/about")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect((await get("/page-data/index/page-data.json")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    )
  })

  it("answers 304 to a matching ETag or an unchanged Last-Modified, with no body", async () => {
    for (const encoding of ["identity", "gzip", "br"]) {
      const first = await get("/about", { "Accept-Encoding": encoding })
      const etag = first.headers.etag as string
      expect(etag).toBeTruthy()
      const again = await get("/about", { "Accept-Encoding": encoding, "If-None-Match": etag })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
    }
    const first = await get("/videos/clip.mp4")
    const since = await get("/videos/clip.mp4", { "If-Modified-Since": first.headers["last-modified"] as string })
    expect(since.status).toBe(304)
    const stale = await get("/videos/clip.mp4", { "If-None-Match": 'W/"not-this-one"' })
    expect(stale.status).toBe(200)
    expect(stale.body.length).toBe(CLIP_SIZE)
  })

  it("answers HEAD with the GET's headers and no body", async () => {
    const head = await raw(h, "/videos/clip.mp4", {}, "HEAD")
    expect(head.status).toBe(200)
    expect(head.headers["content-length"]).toBe(String(CLIP_SIZE))
    expect(head.headers["content-type"]).toBe("video/mp4")
    expect(head.headers["accept-ranges"]).toBe("bytes")
    expect(head.body.length).toBe(0)
    const page = await raw(h, "/about", {}, "HEAD")
    expect(page.status).toBe(200)
    expect(page.headers["content-security-policy"]).toContain("'sha256-")
    expect(page.body.length).toBe(0)
  })

  describe("byte ranges (what Safari and iOS need to play a video)", () => {
    const clip = clipBytes()

    it("the first bytes", async () => {
      const res = await get("/videos/clip.mp4", { Range: "bytes=0-99" })
      expect(res.status).toBe(206)
      expect(res.headers["accept-ranges"]).toBe("bytes")
      expect(res.headers["content-range"]).toBe(`bytes 0-99/${CLIP_SIZE}`)
      expect(res.headers["content-length"]).toBe("100")
      expect(res.body.equals(clip.subarray(0, 100))).toBe(true)
    })

    it("a range from the middle", async () => {
      const res = await get("/videos/clip.mp4", { Range: "bytes=100000-165535" })
      expect(res.status).toBe(206)
      expect(res.headers["content-range"]).toBe(`bytes 100000-165535/${CLIP_SIZE}`)
      expect(res.body.equals(clip.subarray(100000, 165536))).toBe(true)
    })

    it("a suffix range (the last bytes, where an MP4 may keep its index)", async () => {
      const res = await get("/videos/clip.mp4", { Range: "bytes=-500" })
      expect(res.status).toBe(206)
      expect(res.headers["content-range"]).toBe(`bytes ${CLIP_SIZE - 500}-${CLIP_SIZE - 1}/${CLIP_SIZE}`)
      expect(res.body.equals(clip.subarray(CLIP_SIZE - 500))).toBe(true)
    })

    it("an open range to the end", async () => {
      const res = await get("/videos/clip.mp4", { Range: `bytes=${CLIP_SIZE - 10}-` })
      expect(res.status).toBe(206)
      expect(res.body.equals(clip.subarray(CLIP_SIZE - 10))).toBe(true)
    })

    it("an unsatisfiable range: 416 with the file's length", async () => {
      const res = await get("/videos/clip.mp4", { Range: `bytes=${CLIP_SIZE}-${CLIP_SIZE + 100}` })
      expect(res.status).toBe(416)
      expect(res.headers["content-range"]).toBe(`bytes */${CLIP_SIZE}`)
    })

    it("If-Range: the range for the current ETag, the whole file for a stale one", async () => {
      const etag = (await get("/videos/clip.mp4")).headers.etag as string
      const fresh = await get("/videos/clip.mp4", { Range: "bytes=0-9", "If-Range": etag })
      expect(fresh.status).toBe(206)
      expect(fresh.body.equals(clip.subarray(0, 10))).toBe(true)
      const stale = await get("/videos/clip.mp4", { Range: "bytes=0-9", "If-Range": 'W/"1-1"' })
      expect(stale.status).toBe(200)
      expect(stale.headers["content-range"]).toBeUndefined()
      expect(stale.body.equals(clip)).toBe(true)
    })
  })

  it("serves the build's .br and .gz files as they are, for the encoding the client accepts", async () => {
    for (const file of ["/app-0123456789abcdef0123.js", "/about/index.html"]) {
      const original = fs.readFileSync(path.join(publicDir, file))
      const br = fs.readFileSync(path.join(publicDir, `${file}.br`))
      const gz = fs.readFileSync(path.join(publicDir, `${file}.gz`))
      // The build's twins decompress to the file, byte for byte.
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true)
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true)
      const url = file.replace(/\/index\.html$/, "")

      const asBr = await get(url, { "Accept-Encoding": "br, gzip" })
      expect(asBr.headers["content-encoding"]).toBe("br")
      expect(asBr.headers.vary).toBe("Accept-Encoding")
      expect(asBr.body.equals(br)).toBe(true)
      const asGz = await get(url, { "Accept-Encoding": "gzip" })
      expect(asGz.headers["content-encoding"]).toBe("gzip")
      expect(asGz.body.equals(gz)).toBe(true)
      const plain = await get(url, { "Accept-Encoding": "identity" })
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(plain.body.equals(original)).toBe(true)
      expect(asBr.headers["content-type"]).toBe(plain.headers["content-type"])
    }
    // Nothing is compressed at request time: a replaced twin is what goes out.
    const twin = path.join(publicDir, "app-0123456789abcdef0123.js.br")
    const replacement = zlib.brotliCompressSync(Buffer.from("console.log('as built')"))
    fs.writeFileSync(twin, replacement)
    expect((await get("/app-0123456789abcdef0123.js", { "Accept-Encoding": "br" })).body.equals(replacement)).toBe(true)
    const pdf = await get("/brochure.pdf", { "Accept-Encoding": "br, gzip" })
    expect(pdf.headers["content-encoding"]).toBeUndefined()
    expect(pdf.headers["content-type"]).toBe("application/pdf")
    const video = await get("/videos/clip.mp4", { "Accept-Encoding": "br, gzip" })
    expect(video.headers["content-encoding"]).toBeUndefined()
  })

  it("answers other methods with 405 and the methods the path takes", async () => {
    for (const [method, target, allow] of [
      ["DELETE", "/", "GET, HEAD"],
      ["PUT", "/about", "GET, HEAD"],
      ["POST", "/about", "GET, HEAD"],
      ["PATCH", "/no/such/page", "GET, HEAD"],
      ["OPTIONS", "/videos/clip.mp4", "GET, HEAD"],
      ["DELETE", "/healthz", "GET, HEAD"],
      ["GET", "/send_contact_mail.php", "POST"],
      ["DELETE", "/send_estimator_mail.php", "POST"],
    ] as const) {
      const res = await raw(h, target, {}, method)
      expect([method, target, res.status, res.headers.allow]).toEqual([method, target, 405, allow])
    }
  })

  it("redirects any other casing of a service to its canonical path (301), and serves both built forms", async () => {
    const res = await get("/services/Gfrg")
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe("/services/GFRG")
    expect((await get("/services/construction-SERVICES?ref=home")).headers.location).toBe(
      "/services/Construction-Services?ref=home",
    )
    expect((await get("/services/gfrg")).body.toString()).toContain("GFRG alias")
    expect(shown(await get("/services/GFRG"))).toEqual({ status: 200, heading: "GFRG" })
  })

  it("redirects an unknown service or project to its list before any page is sent", async () => {
    for (const [path, list] of [
      ["/services/plumbing", "/services"],
      ["/services/100%25", "/services"],
      ["/projects/no-such-project", "/projects"],
      ["/projects/no-such-project/photos?x=1", "/projects?x=1"],
    ]) {
      const res = await get(path as string)
      expect([path, res.headers.location, shown(res)]).toEqual([path, list, { status: 302, heading: null }])
    }
    const head = await raw(h, "/projects/nowhere", {}, "HEAD")
    expect([head.status, head.headers.location]).toEqual([302, "/projects"])
  })

  it("answers an unknown blog post with the built post-not-found page and status 404", async () => {
    const res = await get("/blogs/no-such-post")
    expect(shown(res)).toEqual({ status: 404, heading: "Blog post not found." })
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    // A deeper path under /blogs is no post: the plain 404 page.
    expect(shown(await get("/blogs/no-such-post/comments"))).toEqual({ status: 404, heading: "Not found" })
  })

  it("sends every security header, and a CSP that allows exactly the page's inline scripts", async () => {
    const res = await get("/about")
    const csp = res.headers["content-security-policy"] as string
    const hash = crypto.createHash("sha256").update('window.flag="About"').digest("base64")
    expect(csp).toContain(`'sha256-${hash}'`)
    const other = crypto.createHash("sha256").update('window.flag="Home"').digest("base64")
    expect(csp).not.toContain(other)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers["x-content-type-options"]).toBe("nosniff")
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(res.headers["permissions-policy"]).toContain("camera=()")
    expect(res.headers["x-frame-options"]).toBe("DENY")
    // No opener policy: it would give every arrival a browser process of its own (docs/behaviour.md).
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined()
    // Plain HTTP without a trusted proxy saying otherwise: no HSTS.
    expect(res.headers["strict-transport-security"]).toBeUndefined()
    const api = await get("/healthz")
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers["x-content-type-options"]).toBe("nosniff")
    expect((await get("/nothing")).headers["x-frame-options"]).toBe("DENY")
  })

  it("serves the bot check's stand-in the build wrote (no reCAPTCHA key), as a script", async () => {
    const res = await get("/recaptcha-dev.js")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8")
    expect(res.body.toString()).toContain("window.grecaptcha=")
  })

  it("reports health", async () => {
    const res = await fetch(`${h.baseUrl}/healthz`)
    expect(await res.json()).toEqual({ status: "ok", pendingMail: 0, botCheck: "stand-in" })
  })
})

describe("HSTS only over HTTPS", () => {
  it("is sent when a trusted proxy says the request came over HTTPS, and only then", async () => {
    const h = await startServer({ TRUST_PROXY: "loopback" })
    try {
      const https = await raw(h, "/about", { "X-Forwarded-Proto": "https" })
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
      const plain = await raw(h, "/about")
      expect(plain.headers["strict-transport-security"]).toBeUndefined()
    } finally {
      await h.close()
    }
  })

  it("is never sent on a forwarded header from an untrusted client", async () => {
    const h = await startServer()
    try {
      const res = await raw(h, "/about", { "X-Forwarded-Proto": "https" })
      expect(res.headers["strict-transport-security"]).toBeUndefined()
    } finally {
      await h.close()
    }
  })
})
