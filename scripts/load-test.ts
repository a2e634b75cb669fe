/**
 * npm run load-test: durability under load, on loopback only.
 *
 * Starts the enquiry server as a child process (its own SQLite file in a temporary folder), sends
 * TOTAL valid contact enquiries over CONCURRENCY connections, kills the server with SIGKILL once
 * half of them have been sent, restarts it, sends the rest, then opens the database and checks
 * that every enquiry that got a success reply is stored. Prints throughput and latency
 * percentiles; exits 1 if an acknowledged enquiry is missing.
 *
 *   npm run load-test                          2,000 enquiries, 100 connections
 *   npm run load-test -- --total 500 --concurrency 20
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import Database from "better-sqlite3"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const TOTAL = arg("total", 2000)
const CONCURRENCY = arg("concurrency", 100)
const PORT = arg("port", 9350)
const DEADLINE_MS = 5 * 60_000

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-test-"))
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("server", "main.ts")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000000",
      LOG_LEVEL: "error",
      SMTP_URL: "",
      RECAPTCHA_SECRET: "",
      BOT_CHECK: "stand-in",
    },
    stdio: ["ignore", "ignore", "inherit"],
  })
  return child
}

async function waitHealthy(): Promise<void> {
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error("the server did not become healthy within 30 s")
}

type Outcome = { marker: string; ok: boolean; ms: number; error?: string }

function send(n: number): Promise<Outcome> {
  const marker = `load-${n}-${Math.random().toString(36).slice(2, 8)}`
  const body = new URLSearchParams({
    fullName: `Load Tester ${n}`,
    email: `tester${n}@example.com`,
    phone: "+91 98765 43210",
    message: `Durability check ${marker}`,
    recaptcha_token: `dev-token.contact_submit.${marker}`,
  }).toString()
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/send_contact_mail.php",
        method: "POST",
        agent,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
        timeout: 15_000,
      },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (text += chunk))
        response.on("end", () => {
          let ok = false
          try {
            ok = response.statusCode === 200 && (JSON.parse(text) as { status?: string }).status === "success"
          } catch {
            ok = false
          }
          resolve({
            marker,
            ok,
            ms: performance.now() - started,
            error: ok ? undefined : `HTTP ${response.statusCode}`,
          })
        })
        response.on("error", (error) =>
          resolve({ marker, ok: false, ms: performance.now() - started, error: error.message }),
        )
      },
    )
    request.on("timeout", () => request.destroy(new Error("timeout")))
    request.on("error", (error) =>
      resolve({ marker, ok: false, ms: performance.now() - started, error: error.message }),
    )
    request.end(body)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error("load test exceeded its 5-minute bound")
    process.exit(1)
  }, DEADLINE_MS)
  const occupied = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    () => true,
    () => false,
  )
  if (occupied) throw new Error(`port ${PORT} is already in use: stop that server or pass --port`)
  let server = startServer()
  await waitHealthy()

  const outcomes: Outcome[] = []
  let next = 0
  let killed = false
  let restarting: Promise<void> | null = null
  const started = performance.now()

  const worker = async () => {
    for (;;) {
      if (restarting) await restarting
      const n = next++
      if (n >= TOTAL) return
      if (!killed && n >= TOTAL / 2) {
        killed = true
        console.log(`killing the server (SIGKILL) after ${n} enquiries sent`)
        server.kill("SIGKILL")
        restarting = (async () => {
          await new Promise((r) => server.once("exit", r))
          server = startServer()
          await waitHealthy()
          console.log("server restarted")
          restarting = null
        })()
      }
      outcomes.push(await send(n))
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  server.kill("SIGTERM")
  await new Promise((r) => server.once("exit", r))
  agent.destroy()
  clearTimeout(deadline)

  const acknowledged = outcomes.filter((o) => o.ok)
  const db = new Database(path.join(dataDir, "enquiries.sqlite"), { readonly: true })
  const stored = new Set(
    (db.prepare("SELECT message FROM enquiries").all() as { message: string }[]).map((row) =>
      row.message.replace("Durability check ", ""),
    ),
  )
  db.close()
  const missing = acknowledged.filter((o) => !stored.has(o.marker))
  const latencies = acknowledged.map((o) => o.ms).sort((a, b) => a - b)
  const errors = new Map<string, number>()
  for (const o of outcomes) if (!o.ok) errors.set(o.error ?? "?", (errors.get(o.error ?? "?") ?? 0) + 1)

  console.log(`
sent            ${outcomes.length} enquiries over ${CONCURRENCY} connections in ${seconds.toFixed(1)} s (server killed once and restarted)
acknowledged    ${acknowledged.length} (${(acknowledged.length / seconds).toFixed(0)} per second)
refused/failed  ${outcomes.length - acknowledged.length}${errors.size ? ` (${[...errors].map(([e, c]) => `${e}: ${c}`).join(", ")})` : ""}
latency         p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms
stored in SQLite ${stored.size}; acknowledged but missing: ${missing.length}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (missing.length > 0 || acknowledged.length === 0) process.exit(1)
  console.log("\nevery acknowledged enquiry is on disk")
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
