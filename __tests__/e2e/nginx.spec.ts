import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import { test, expect } from "./fixtures"
import { findNginx, NGINX_CANDIDATES, request, startNginxHost, type NginxHost } from "./nginx-host"
import { parseHeadersFile } from "../helpers/host-files"
import { openDb } from "../../server/db"
import { addMember } from "../../server/office/members"
import { OFFICE_CSP } from "../../server/office/routes"
import { SEARCH_WORKER_CSP } from "../../src/lib/hosting/http-headers"

/**
 * The README's "nginx in front of the enquiry server" deployment, tried: Debian's nginx with the
 * build's generated includes serves public/ and passes the forms to the Node server. nginx is
 * installed by .ci/run (apt package nginx-light); only a machine without it skips, and says why.
 */
const nginx = findNginx()
const NOT_FOUND = `nginx was not found (looked for ${NGINX_CANDIDATES.join(", ")}); install it with "apt-get install nginx-light" to run these tests`
if (!nginx) console.log(`SKIPPED nginx deployment tests: ${NOT_FOUND}`)

const basePort = Number(process.env.E2E_PORT ?? 9300) + 50
const publicDir = path.join(process.cwd(), "public")
const nodeUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 9300}`
const SHARED = [
  "content-security-policy",
  "cache-control",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
]
const pick = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]))

test.describe("nginx in front of the enquiry server @desktop-only", () => {
  test.skip(!nginx, NOT_FOUND)
  // The TLS server's certificate is a throw-away self-signed one.
  test.use({ ignoreHTTPSErrors: true })
  let host: NginxHost
  test.beforeAll(async () => {
    host = await startNginxHost(nginx as string, basePort)
  })
  test.afterAll(async () => {
    await host?.stop()
  })

  test("a page has the same headers from nginx (HTTP and TLS), the Node server and _headers; HSTS only over TLS", async () => {
    const blocks = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
    const viaHttp = await request(`${host.httpUrl}/about`)
    const viaTls = await request(`${host.httpsUrl}/about`)
    const viaNode = await request(`${nodeUrl}/about`)
    for (const res of [viaHttp, viaTls, viaNode]) {
      expect(res.status).toBe(200)
      expect(res.headers["content-type"]).toMatch(/^text\/html/)
      expect(res.body.toString()).toContain("</html>")
    }
    expect(pick(viaHttp.headers, SHARED)).toEqual(pick(viaNode.headers, SHARED))
    expect(pick(viaTls.headers, SHARED)).toEqual(pick(viaNode.headers, SHARED))
    const fromFile = blocks.get("/about") ?? {}
    expect(viaHttp.headers["content-security-policy"]).toBe(fromFile["Content-Security-Policy"])
    expect(viaHttp.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
    expect(viaHttp.headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(viaTls.headers["strict-transport-security"]).toBe(blocks.get("/*")?.["Strict-Transport-Security"])
    expect(viaTls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    expect(viaHttp.headers["strict-transport-security"]).toBeUndefined()
    expect(viaHttp.headers.etag).toBeTruthy()
  })

  test("hashed scripts are immutable and sent as the build's .gz file", async () => {
    const app = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name)) as string
    const res = await request(`${host.httpUrl}/${app}`, { headers: { "Accept-Encoding": "gzip" } })
    expect(res.status).toBe(200)
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(res.body.equals(fs.readFileSync(path.join(publicDir, `${app}.gz`)))).toBe(true)
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  test("search's files: hashed chunks immutable, the worker's own CSP, alike from nginx and the Node server", async () => {
    const chunk = fs.readdirSync(path.join(publicDir, "pagefind", "index")).find((name) => name.endsWith(".pf_index"))
    const files = [`/pagefind/index/${chunk as string}`, "/pagefind/pagefind-worker.js", "/pagefind/pagefind.js"]
    for (const file of files) {
      const viaNginx = await request(`${host.httpUrl}${file}`)
      const viaNode = await request(`${nodeUrl}${file}`)
      expect(viaNginx.status).toBe(200)
      expect(pick(viaNginx.headers, SHARED)).toEqual(pick(viaNode.headers, SHARED))
    }
    expect((await request(`${host.httpUrl}${files[0] as string}`)).headers["cache-control"]).toContain("immutable")
    const worker = await request(`${host.httpUrl}/pagefind/pagefind-worker.js`)
    expect(worker.headers["content-security-policy"]).toBe(SEARCH_WORKER_CSP)
    expect(worker.headers["content-type"]).toMatch(/javascript/)
  })

  test("the editor's page keeps its slash and its own headers, as the Node server serves it", async () => {
    const [viaNginx, viaNode] = await Promise.all([request(`${host.httpUrl}/admin/`), request(`${nodeUrl}/admin/`)])
    expect(viaNginx.status).toBe(200)
    expect(viaNginx.body.equals(fs.readFileSync(path.join(publicDir, "admin", "index.html")))).toBe(true)
    for (const name of ["content-security-policy", "x-robots-tag", "cache-control"])
      expect([name, viaNginx.headers[name]]).toEqual([name, viaNode.headers[name]])
    expect(viaNginx.headers["x-robots-tag"]).toBe("noindex, nofollow")
    const bare = await request(`${host.httpUrl}/admin?x=1`)
    expect([bare.status, bare.headers.location]).toEqual([301, "/admin/?x=1"])
  })

  test("the hero video in byte ranges: first bytes, a suffix, and 416 past the end", async () => {
    const video = fs.readFileSync(path.join(publicDir, "videos", "hero.mp4"))
    const first = await request(`${host.httpUrl}/videos/hero.mp4`, { headers: { Range: "bytes=0-99" } })
    expect(first.status).toBe(206)
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${video.length}`)
    expect(first.body.equals(video.subarray(0, 100))).toBe(true)
    const suffix = await request(`${host.httpsUrl}/videos/hero.mp4`, { headers: { Range: "bytes=-1000" } })
    expect(suffix.status).toBe(206)
    expect(suffix.body.equals(video.subarray(video.length - 1000))).toBe(true)
    const past = await request(`${host.httpUrl}/videos/hero.mp4`, { headers: { Range: `bytes=${video.length}-` } })
    expect(past.status).toBe(416)
  })

  test("unknown paths, trailing slashes, refused files and other methods as the Node server answers them", async () => {
    for (const [target, status, location] of [
      ["/services/Gfrg", 301, "/services/GFRG"],
      ["/services/plumbing", 302, "/services"],
      ["/projects/no-such-villa?from=mail", 302, "/projects?from=mail"],
      ["/blogs/category/GFRG", 301, "/blogs/category/gfrg"],
      ["/about/?x=1", 301, "/about?x=1"],
    ] as const) {
      const [viaNginx, viaNode] = await Promise.all([
        request(`${host.httpUrl}${target}`),
        request(`${nodeUrl}${target}`),
      ])
      expect([target, viaNginx.status, viaNginx.headers.location]).toEqual([target, status, location])
      expect([target, viaNode.status, viaNode.headers.location]).toEqual([target, status, location])
    }
    const headersFile = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
    for (const [target, page] of [
      ["/no/such/page", "/404.html"],
      ["/blogs/no-such-post", "/blog-post-not-found/index.html"],
      ["/_headers", "/404.html"],
      // Other spellings of the host files' paths, as the Node server refuses them (attacks.test.ts).
      ["//_headers", "/404.html"],
      ["///_redirects", "/404.html"],
      ["/%2F_redirects", "/404.html"],
      ["/.well-hidden", "/404.html"],
      // The health check is the host's own, never answered through the proxy.
      ["/healthz", "/404.html"],
    ] as const) {
      const res = await request(`${host.httpUrl}${target}`)
      expect([target, res.status]).toEqual([target, 404])
      expect(res.body.equals(fs.readFileSync(path.join(publicDir, page)))).toBe(true)
      // _headers names a page by its address, the 404 page by its file.
      const rule = headersFile.get(page.replace(/\/index\.html$/, ""))
      expect(rule).toBeDefined()
      expect(res.headers["cache-control"]).toBe(rule?.["Cache-Control"])
      expect(res.headers["content-security-policy"]).toBe(rule?.["Content-Security-Policy"])
    }
    const deleted = await request(`${host.httpUrl}/`, { method: "DELETE" })
    expect([deleted.status, deleted.headers.allow]).toEqual([405, "GET, HEAD"])
  })

  test("a form POST goes through to the enquiry server, stored with the visitor's real address", async () => {
    const marker = `nginx-${Date.now()}`
    const res = await request(`${host.httpsUrl}/send_contact_mail.php`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // A visitor's made-up address must not reach the rate limiter or the database.
        "X-Forwarded-For": "203.0.113.9",
      },
      body: new URLSearchParams({
        fullName: "Anil Kumar",
        email: "anil@example.com",
        phone: "+91 98765 43210",
        message: `Through nginx ${marker}`,
        recaptcha_token: "dev-token.contact_submit.nginx",
      }).toString(),
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: "success" })
    const db = new Database(path.join(host.dataDir, "enquiries.sqlite"), { readonly: true })
    try {
      const row = db.prepare("SELECT client_ip, message FROM enquiries WHERE message LIKE ?").get(`%${marker}`)
      expect(row).toEqual({ client_ip: "127.0.0.1", message: `Through nginx ${marker}` })
    } finally {
      db.close()
    }
  })

  test("in a browser through nginx, the contact page loads everything it asks for and sends a message", async ({
    page,
  }) => {
    const failed: string[] = []
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    await page.goto(`${host.httpsUrl}/contact`)
    const submit = page.getByRole("button", { name: "Send Message" })
    await expect(submit).toBeEnabled()
    await page.getByLabel("Full Name").fill("Deepa Menon")
    await page.getByLabel("Email Address").fill("deepa@example.com")
    await page.getByLabel("Phone Number").fill("+91 98765 43210")
    await page.getByLabel("Message").fill("A GFRG home in Kochi, sent through nginx.")
    await submit.click()
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible()
    expect(failed).toEqual([])
  })

  test("the office's inbox through nginx over TLS: its own headers, the __Host- cookie, signing in; nothing over plain HTTP", async ({
    page,
  }) => {
    const db = openDb(host.dataDir)
    try {
      await addMember(
        db,
        {
          email: "nginx-admin@example.com",
          name: "Nginx Admin (sample)",
          role: "admin",
          password: "Mattancherry spice 88",
        },
        null,
      )
    } finally {
      db.close()
    }
    const direct = await request(`${host.httpsUrl}/office`)
    expect(direct.status).toBe(301)
    expect(direct.headers.location).toBe("/office/")
    // The inbox is not a Gatsby page: nothing to wait for but its sign-in form.
    const response = await page.goto(`${host.httpsUrl}/office/`, { waitUntil: "commit" })
    expect(response?.headers()["content-security-policy"]).toBe(OFFICE_CSP)
    expect(response?.headers()["cache-control"]).toBe("no-store")
    await page.getByLabel("E-mail").fill("nginx-admin@example.com")
    await page.getByLabel("Password").fill("Mattancherry spice 88")
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible()
    const cookies = await page.context().cookies(host.httpsUrl)
    expect(cookies.map((c) => [c.name, c.secure, c.httpOnly, c.sameSite, c.path])).toEqual([
      ["__Host-office_session", true, true, "Strict", "/"],
    ])

    // Over plain HTTP the API answers nothing, whatever cookie comes with it (Chromium sends a Secure
    // cookie to 127.0.0.1 over HTTP; a browser sends none to a real host), and the page says why.
    const plain = await page.context().newPage()
    await plain.goto(`${host.httpUrl}/office/`, { waitUntil: "commit" })
    await expect(plain.getByRole("alert")).toHaveText("The office can only be used over HTTPS.")
  })
})
