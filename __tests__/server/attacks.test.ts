/**
 * What an attacker tried first against the running server, and each finding closed
 * (docs/behaviour.md §7, "What the server refuses"). Each block fails if its hole comes back.
 */
import { spawn } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { ConfigError, loadConfig } from "../../server/config"
import { ESTIMATOR_FIELDS, formBodyLimit } from "../../src/lib/enquiry/fields"
import {
  form,
  makePublicDir,
  rawRequest,
  rows,
  startServer,
  startSmtpSink,
  validContact,
  validEstimate,
  waitFor,
  type Harness,
} from "../helpers/server"

const CONTACT = "/send_contact_mail.php"
const ESTIMATOR = "/send_estimator_mail.php"

/** A raw answer with its body as text. */
const raw = async (h: Harness, target: string, headers: Record<string, string> = {}) => {
  const answer = await rawRequest(h, target, headers)
  return { ...answer, body: answer.body.toString() }
}

const post = (h: Harness, endpoint: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const init = form(fields)
  return fetch(`${h.baseUrl}${endpoint}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  })
}

/** A free port on loopback, for a server process that must be told one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}

/** The server as `npm run serve` starts it (server/main.ts), with `env`, a small built site and an empty database. */
async function serverProcess(env: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "attacks-main-"))
  const port = await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", path.join("server", "main.ts")], {
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_DIR: makePublicDir(root),
      DATA_DIR: path.join(root, "data"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const seen: { pattern: RegExp; resolve: () => void }[] = []
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    for (const wait of seen.filter((w) => w.pattern.test(output))) wait.resolve()
  }
  child.stdout.on("data", read)
  child.stderr.on("data", read)
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    /** Resolves when the output shows `pattern`, or when the process exits. */
    shows: (pattern: RegExp) =>
      Promise.race([
        exited,
        new Promise<void>((resolve) => (pattern.test(output) ? resolve() : seen.push({ pattern, resolve }))),
      ]),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL")
      await exited
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

describe("1. the bot check is never off by accident", () => {
  it("refuses to start without a secret unless the stand-in is chosen out loud", async () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    expect(() => loadConfig({})).toThrow(/RECAPTCHA_SECRET is not set.*BOT_CHECK=stand-in/)
    expect(() => loadConfig({ BOT_CHECK: "stand-in", RECAPTCHA_SECRET: "s" })).toThrow(/choose one/)
    expect(() => loadConfig({ BOT_CHECK: "off" })).toThrow(/BOT_CHECK must be/)
    expect(loadConfig({ BOT_CHECK: "stand-in" }).botCheck).toBe("stand-in")
    expect(loadConfig({ RECAPTCHA_SECRET: "s" }).botCheck).toBe("recaptcha")
    const server = await serverProcess({})
    try {
      expect(await server.exited).toBe(2)
      expect(server.output()).toContain("Configuration error: RECAPTCHA_SECRET is not set")
    } finally {
      await server.stop()
    }
  }, 30_000)

  it("accepts only the site's own host in a verified token by default", () => {
    const config = loadConfig({ RECAPTCHA_SECRET: "s", SITE_URL: "https://www.tharavad.example" })
    expect(config.recaptchaHostnames).toEqual(["www.tharavad.example"])
  })

  it("logs every stand-in token it accepts, and says on /healthz which check runs", async () => {
    const server = await serverProcess({ BOT_CHECK: "stand-in", LOG_LEVEL: "info" })
    try {
      await server.shows(/Serving /)
      expect(server.output()).toMatch(/BOT_CHECK=stand-in: the forms have NO bot check/)
      const health = await fetch(`${server.origin}/healthz`)
      expect(await health.json()).toEqual({ status: "ok", pendingMail: 0, botCheck: "stand-in" })
      for (let i = 0; i < 2; i += 1) {
        const init = form(validContact({ recaptcha_token: "dev-token.contact_submit" }))
        expect((await fetch(`${server.origin}${CONTACT}`, init)).status).toBe(200)
      }
      await server.shows(/accepted a stand-in token[\s\S]*accepted a stand-in token/)
      expect(server.output().match(/bot check: accepted a stand-in token/g)).toHaveLength(2)
    } finally {
      await server.stop()
    }
  }, 30_000)
})

describe("2. a forwarded address is believed only from the proxies named", () => {
  it("refuses TRUST_PROXY=true and nonsense; takes a hop count or addresses", () => {
    expect(() => loadConfig({ BOT_CHECK: "stand-in", TRUST_PROXY: "true" })).toThrow(/every X-Forwarded-For hop/)
    expect(() => loadConfig({ BOT_CHECK: "stand-in", TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY must be/)
    expect(() => loadConfig({ BOT_CHECK: "stand-in", TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY must be/)
    expect(loadConfig({ BOT_CHECK: "stand-in", TRUST_PROXY: "1" }).trustProxy).toBe(1)
    expect(loadConfig({ BOT_CHECK: "stand-in", TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
    ])
    expect(loadConfig({ BOT_CHECK: "stand-in" }).trustProxy).toBe(false)
  })

  it.each(["1", "loopback", "127.0.0.1"])(
    "TRUST_PROXY=%s: a client's own X-Forwarded-For entries cannot dodge the rate limit",
    async (trust) => {
      const h = await startServer({ TRUST_PROXY: trust, RATE_LIMIT_MAX: "2" })
      try {
        const statuses: number[] = []
        for (let i = 1; i <= 5; i += 1) {
          const sent = await post(h, CONTACT, validContact(), { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7` })
          statuses.push(sent.status)
        }
        expect(statuses).toEqual([200, 200, 429, 429, 429])
        expect(rows(h).map((row) => row.client_ip)).toEqual(["198.51.100.7", "198.51.100.7"])
      } finally {
        await h.close()
      }
    },
  )
})

describe("4. a client that drips its request is cut off", () => {
  /** A connection that sends `head` and then one byte every 200 ms; resolves with what the server answered when it closed. */
  function drip(h: Harness, head: string): { closed: Promise<string>; stop: () => void } {
    const { port } = new URL(h.baseUrl)
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(head))
    let answer = ""
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => (answer += chunk))
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write("a")
    }, 200)
    const closed = new Promise<string>((resolve) =>
      socket.on("close", () => {
        clearInterval(timer)
        resolve(answer)
      }),
    )
    socket.on("error", () => undefined)
    return {
      closed,
      stop: () => {
        clearInterval(timer)
        socket.destroy()
      },
    }
  }

  it("a body dripping a byte at a time ends at the request timeout while /healthz keeps answering", async () => {
    const h = await startServer({ REQUEST_TIMEOUT: "1 s", IDLE_TIMEOUT: "30 s" })
    const head = `POST ${CONTACT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n`
    const clients = Array.from({ length: 20 }, () => drip(h, head))
    try {
      const started = Date.now()
      expect((await raw(h, "/healthz")).status).toBe(200)
      const answers = await Promise.all(clients.map((client) => client.closed))
      // Cut off after the 1 s limit (checked every second), long before the 1,000 s the body would take.
      expect(Date.now() - started).toBeLessThan(5_000)
      for (const answer of answers) expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/)
      expect((await raw(h, "/healthz")).status).toBe(200)
      expect(rows(h)).toEqual([])
    } finally {
      for (const client of clients) client.stop()
      await h.close()
    }
  }, 20_000)

  it("a connection that stays silent is closed at the idle timeout", async () => {
    const h = await startServer({ REQUEST_TIMEOUT: "15 s", IDLE_TIMEOUT: "1 s" })
    const { port } = new URL(h.baseUrl)
    try {
      const socket = net.connect(Number(port), "127.0.0.1")
      socket.on("error", () => undefined)
      const started = Date.now()
      await new Promise((resolve) => socket.on("close", resolve))
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await h.close()
    }
  }, 20_000)

  it("refuses a timeout of 0, which would mean none", () => {
    expect(() => loadConfig({ BOT_CHECK: "stand-in", REQUEST_TIMEOUT: "0" })).toThrow(
      /REQUEST_TIMEOUT must be at least/,
    )
    expect(loadConfig({ BOT_CHECK: "stand-in" })).toMatchObject({ requestTimeoutMs: 15_000, idleTimeoutMs: 30_000 })
  })
})

describe("the running server", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer()
  })
  afterAll(() => h.close())

  it("3. never serves the host files or the editor's page under another spelling of their path", async () => {
    for (const target of ["//_headers", "///_redirects", "/%2F_redirects", "/%2f_headers", "//.secret"]) {
      const res = await raw(h, target)
      expect([target, res.status]).toEqual([target, 404])
      expect(res.body).not.toMatch(/Content-Security-Policy:|\/send_contact_mail\.php/)
    }
    const admin = await raw(h, "//admin/index.html")
    expect([admin.status, admin.headers.location]).toEqual([301, "/admin/index.html"])
    expect((await raw(h, "//about//")).headers.location).toBe("/about")
    expect((await raw(h, "//about?x=1")).headers.location).toBe("/about?x=1")
    expect((await raw(h, "/admin//")).headers.location).toBe("/admin/")
  })

  it("7. answers /healthz only to this machine, never through a proxy", async () => {
    expect((await raw(h, "/healthz")).status).toBe(200)
    const relayed = await raw(h, "/healthz", { "X-Forwarded-For": "203.0.113.9" })
    expect(relayed.status).toBe(404)
    expect(relayed.body).not.toContain("pendingMail")
  })

  it("7. answers a path Fastify cannot decode with the 404 page and every security header", async () => {
    for (const target of ["/%c0%ae%c0%ae/etc/passwd", "/%", "/%E0%A4%A"]) {
      const res = await raw(h, target)
      expect([target, res.status]).toEqual([target, 404])
      expect(res.body).toContain("<h1>Not found</h1>")
      expect(res.body).not.toContain("etc/passwd")
      expect(res.headers["x-frame-options"]).toBe("DENY")
      expect(res.headers["x-content-type-options"]).toBe("nosniff")
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    }
  })

  it("7. ignores an If-Modified-Since in the future", async () => {
    const future = new Date(Date.now() + 365 * 86_400_000).toUTCString()
    const res = await raw(h, "/about", { "If-Modified-Since": future })
    expect(res.status).toBe(200)
    expect(res.body).toContain("<h1>About</h1>")
    const past = await raw(h, "/about", { "If-Modified-Since": new Date().toUTCString() })
    expect(past.status).toBe(304)
  })

  it("7. takes an area of digits and spaces within any building, nothing else", async () => {
    for (const area of ["1e308", "Infinity", "1800.5", "0x10", "99999999999"]) {
      const res = await post(h, ESTIMATOR, validEstimate({ area, location: `area-probe ${area}` }))
      expect([area, res.status, await res.json()]).toEqual([
        area,
        400,
        { status: "error", message: "Please enter a valid area size." },
      ])
    }
    expect(rows(h).filter((row) => String(row.location).startsWith("area-probe"))).toEqual([])
  })

  it("7. takes the longest Malayalam message the form allows, and refuses a larger body as too large", async () => {
    const malayalam = "വീട് പണി ".repeat(1000).slice(0, 5000)
    expect(malayalam).toHaveLength(5000)
    const res = await post(h, CONTACT, validContact({ message: malayalam, fullName: "ശ്രീജിത്ത് മേനോൻ" }))
    expect(res.status).toBe(200)
    expect(rows(h).at(-1)?.message).toBe(malayalam.trim())
    const over = await post(h, ESTIMATOR, validEstimate({ padding: "x".repeat(formBodyLimit(ESTIMATOR_FIELDS)) }))
    expect(over.status).toBe(413)
  })
})

describe("5 and 6. what reaches the office's mail", () => {
  it("refuses a Reply-To trick, gives nodemailer the address alone, and strips invisible characters", async () => {
    const sink = await startSmtpSink()
    const h = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` })
    try {
      for (const email of ["ceo\uff20company.com<attacker@evil.com>", "a@evil.com,victim", "g:attacker@evil.com;"]) {
        const res = await post(h, CONTACT, validContact({ email }))
        expect([email, res.status, await res.json()]).toEqual([
          email,
          400,
          { status: "error", message: "Please enter a valid email address." },
        ])
      }
      expect(rows(h)).toEqual([])

      const name = "Anil\u202egnp.exe\u200b\u200d\u0085\ufeff Kumar\tR"
      const ok = await post(h, CONTACT, validContact({ fullName: name, email: "anil@example.com" }))
      expect(ok.status).toBe(200)
      const [row] = rows(h)
      expect(row?.name).toBe("Anilgnp.exe Kumar R")
      await waitFor(() => sink.mails.length === 1)
      const mail = sink.mails[0]?.raw ?? ""
      expect(mail).toMatch(/^Reply-To: anil@example\.com\r$/m)
      expect(mail).toMatch(/^Subject: \[E-\d{4}-0001\] New contact message from Anilgnp\.exe Kumar R\r$/m)
      expect(mail).not.toMatch(/[\u202e\u200b\u0085\ufeff]/)

      // A Malayalam name keeps the joiner after a virama: it is how the language writes a chillu.
      const chillu = "അവന\u0d4d\u200d \u200dമേനോൻ"
      expect((await post(h, CONTACT, validContact({ fullName: chillu }))).status).toBe(200)
      expect(rows(h)[1]?.name).toBe("അവന\u0d4d\u200d മേനോൻ")
    } finally {
      await h.close()
      await sink.close()
    }
  }, 30_000)
})

describe("7. the enquiries are the server user's alone", () => {
  it("creates the data folder 0700 and the database 0600, and the CLI's CSV export 0600", async () => {
    const h = await startServer()
    const out = path.join(h.dataDir, "..", "export.csv")
    try {
      expect((await post(h, CONTACT, validContact())).status).toBe(200)
      expect(fs.statSync(h.dataDir).mode & 0o777).toBe(0o700)
      expect(fs.statSync(path.join(h.dataDir, "enquiries.sqlite")).mode & 0o777).toBe(0o600)
      const exported = spawn(
        process.execPath,
        ["--import", "tsx", path.join("server", "enquiries-cli.ts"), "export", "--out", out],
        {
          env: { PATH: process.env.PATH, DATA_DIR: h.dataDir },
          stdio: "ignore",
        },
      )
      expect(await new Promise((resolve) => exported.on("exit", resolve))).toBe(0)
      expect(fs.readFileSync(out, "utf8")).toContain("Anil Kumar")
      expect(fs.statSync(out).mode & 0o777).toBe(0o600)
    } finally {
      await h.close()
    }
  }, 30_000)
})
