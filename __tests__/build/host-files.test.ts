/**
 * @jest-environment jsdom
 */
import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { writeHostFiles } from "../../src/gatsby/host-files"
import { makePublicDir } from "../helpers/public-dir"
import {
  builtFiles,
  builtPages,
  cspHashes,
  cspOf,
  executableInlineScripts,
  matchingBlocks,
  readHeadersFile,
  readNginxMaps,
  scriptHashesOf,
  urlOf,
} from "../helpers/host-files"

/** The build's last step on a small build: what a CDN, nginx and the Node server are given. */
describe("the files the build writes for the hosts", () => {
  let root: string
  let publicDir: string
  let deployDir: string
  const run = (extra: { botCheckStandIn?: boolean } = {}) =>
    writeHostFiles({
      publicDir,
      deployDir,
      https: true,
      botCheckStandIn: extra.botCheckStandIn ?? true,
      enquiryServerUrl: "https://forms.example.com",
    })

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-"))
    publicDir = makePublicDir(root)
    deployDir = path.join(root, "deploy")
    // A second page under a folder that also holds non-page files, and a page with two scripts.
    fs.mkdirSync(path.join(publicDir, "blogs", "images"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "blogs", "images", "figure.webp"), "webp")
    fs.mkdirSync(path.join(publicDir, "blogs", "a-post"), { recursive: true })
    fs.writeFileSync(
      path.join(publicDir, "blogs", "a-post", "index.html"),
      `<!doctype html><html><head><script>var a = 1</script><script type="module">import("/x.js")</script>` +
        `<script type="application/ld+json">{"not":"run"}</script><script src="/app.js"></script></head>` +
        `<body>${"<p>A paragraph of the post.</p>".repeat(30)}<script>\nwindow.b = "</p>"\n</script></body></html>`,
    )
    await run()
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const read = (rel: string) => fs.readFileSync(path.join(publicDir, rel), "utf8")

  it("_headers: every page has its own CSP, with exactly the hashes of its inline scripts", () => {
    const blocks = readHeadersFile(publicDir)
    expect(builtPages(publicDir).length).toBeGreaterThanOrEqual(7)
    for (const file of builtPages(publicDir)) {
      const scripts = executableInlineScripts(new DOMParser().parseFromString(read(file), "text/html"))
      expect(scripts.length).toBeGreaterThan(0)
      const url = urlOf(file)
      for (const form of url !== file && url !== "/" ? [url, `${url}/`] : [url]) {
        const csp = cspOf(blocks, form)
        expect([form, scriptHashesOf(csp)]).toEqual([form, cspHashes(scripts)])
        expect(csp).toContain("frame-ancestors 'none'")
      }
    }
    // The post's two scripts (the one in <body> too), not its JSON-LD.
    expect(scriptHashesOf(cspOf(blocks, "/blogs/a-post"))).toHaveLength(3)
  })

  it("_headers: the shared headers for all paths, and exactly one rule with caching and CSP for every file", () => {
    const blocks = readHeadersFile(publicDir)
    expect(blocks.get("/*")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    })
    for (const file of builtFiles(publicDir)) {
      const own = matchingBlocks(blocks, urlOf(file)).filter((p) => p !== "/*")
      expect([file, own.length]).toEqual([file, 1])
      const headers = blocks.get(own[0] as string) ?? {}
      expect(Object.keys(headers).sort()).toEqual(["Cache-Control", "Content-Security-Policy"])
    }
    expect(blocks.get("/static/*")?.["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    expect(blocks.get("/blogs/images/*")?.["Content-Security-Policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(blocks.get("/app-0123456789abcdef0123.js")?.["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    expect(blocks.get("/about")?.["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
    expect(blocks.get("/404.html")?.["Cache-Control"]).toBe("no-cache")
  })

  it("nginx maps give every file the headers _headers gives it", () => {
    const nginx = readNginxMaps(deployDir)
    const blocks = readHeadersFile(publicDir)
    for (const file of builtFiles(publicDir)) {
      const own = matchingBlocks(blocks, urlOf(file)).filter((p) => p !== "/*")
      const headers = blocks.get(own[0] as string) ?? {}
      // nginx looks the maps up by $uri, the path of the file try_files found.
      expect([file, nginx("site_csp", file)]).toEqual([file, headers["Content-Security-Policy"]])
      expect([file, nginx("site_cache_control", file)]).toEqual([file, headers["Cache-Control"]])
    }
    expect(nginx("site_hsts", "https")).toBe("max-age=31536000; includeSubDomains")
    expect(nginx("site_hsts", "http")).toBe("")
    const notFound = (uri: string) => [nginx("site_not_found_status", uri), nginx("site_not_found_target", uri)]
    expect(notFound("/services/gFrG")).toEqual(["301", "/services/GFRG"])
    expect(notFound("/projects/x")).toEqual(["302", "/projects"])
    expect(notFound("/nowhere")).toEqual(["404", "/404.html"])
  })

  it("nginx server include: the proxy, the 404 page, 405 and the refused paths", () => {
    const conf = fs.readFileSync(path.join(deployDir, "nginx.conf"), "utf8")
    expect(conf).toContain("location = /send_contact_mail.php {\n  proxy_pass http://enquiry_server;")
    expect(conf).toContain("location = /send_estimator_mail.php {")
    expect(conf).toContain("proxy_set_header X-Forwarded-For $remote_addr;")
    expect(conf).toContain("error_page 404 $site_not_found_target;")
    expect(conf).toContain('add_header Allow "GET, HEAD" always;')
    expect(conf).toContain("gzip_static on;")
  })

  it("_redirects proxies the forms and carries the not-found rules", () => {
    const lines = read("_redirects").split("\n")
    expect(lines).toContain("/send_contact_mail.php https://forms.example.com/send_contact_mail.php 200")
    expect(lines).toContain("/services/Gfrg /services/GFRG 301")
    expect(lines).toContain("/blogs/:slug /blog-post-not-found/index.html 404")
  })

  it("writes a .br and a .gz twin of each text file once, each the file when decompressed", async () => {
    for (const rel of ["/about/index.html", "/app-0123456789abcdef0123.js", "/blogs/a-post/index.html"]) {
      const original = fs.readFileSync(path.join(publicDir, rel))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(publicDir, `${rel}.br`))).equals(original)).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(publicDir, `${rel}.gz`))).equals(original)).toBe(true)
    }
    // Pictures, PDFs, videos and files too small to gain are left alone.
    for (const rel of [
      "/static/abc123/image.jpg",
      "/brochure.pdf",
      "/videos/clip.mp4",
      "/page-data/index/page-data.json",
    ])
      expect([rel, fs.existsSync(path.join(publicDir, `${rel}.br`))]).toEqual([rel, false])

    const twin = path.join(publicDir, "about", "index.html.br")
    const before = fs.statSync(twin).mtimeMs
    const headers = read("_headers")
    const again = await run()
    expect(again.compressed).toBe(0)
    expect(fs.statSync(twin).mtimeMs).toBe(before)
    expect(read("_headers")).toBe(headers)
  })

  it("writes the bot check's stand-in only without a site key", async () => {
    expect(read("recaptcha-dev.js")).toContain("window.grecaptcha=")
    await run({ botCheckStandIn: false })
    expect(fs.existsSync(path.join(publicDir, "recaptcha-dev.js"))).toBe(false)
    expect(readHeadersFile(publicDir).has("/recaptcha-dev.js")).toBe(false)
    await run({ botCheckStandIn: true })
    expect(readHeadersFile(publicDir).get("/recaptcha-dev.js")?.["Cache-Control"]).toBe(
      "public, max-age=0, must-revalidate",
    )
  })
})
