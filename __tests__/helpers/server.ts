import fs from "fs"
import os from "os"
import path from "path"
import Database from "better-sqlite3"
import { SMTPServer } from "smtp-server"
import type { AddressInfo } from "net"
import { loadConfig, type ServerConfig } from "../../server/config"
import { buildApp, type App } from "../../server/app"
import { writeHostFiles } from "../../src/gatsby/host-files"
import { makePublicDir } from "./public-dir"
import { rawHttp, type RawResponse } from "./raw-http"

export { CLIP_SIZE, clipBytes, makePublicDir } from "./public-dir"

export interface Harness {
  app: App
  baseUrl: string
  dataDir: string
  config: ServerConfig
  close: () => Promise<void>
}

export async function startServer(env: Record<string, string> = {}): Promise<Harness> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "server-test-"))
  const publicDir = makePublicDir(root)
  // What the build does last: the stand-in, the .br/.gz twins, the hosts' header and redirect files.
  await writeHostFiles({
    publicDir,
    deployDir: path.join(root, "deploy"),
    https: true,
    botCheckStandIn: !env.RECAPTCHA_SECRET,
    enquiryServerUrl: null,
  })
  const dataDir = path.join(root, "data")
  const config = loadConfig({
    PUBLIC_DIR: publicDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "1000",
    MAIL_RETRY_BASE_MS: "50",
    // The stand-in's tokens, chosen out loud as the server demands, unless a test brings a secret.
    ...(env.RECAPTCHA_SECRET ? {} : { BOT_CHECK: "stand-in" }),
    ...env,
  })
  const app = await buildApp(config)
  app.outbox.start()
  await app.app.listen({ host: "127.0.0.1", port: 0 })
  const { port } = app.app.server.address() as AddressInfo
  return {
    app,
    config,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.app.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

export interface ReceivedMail {
  raw: string
}

/** A real SMTP server on loopback that records what it receives. */
export async function startSmtpSink(
  port = 0,
): Promise<{ port: number; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        mails.push({ raw: Buffer.concat(chunks).toString("utf8") })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()))
  const address = server.server.address() as AddressInfo
  return { port: address.port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
})

export const validContact = (extra: Record<string, string> = {}) => ({
  fullName: "Anil Kumar",
  email: "anil@example.com",
  phone: "+91 98765 43210",
  message: "We plan a GFRG villa in Thrissur.",
  recaptcha_token: "dev-token.contact_submit.abc",
  ...extra,
})

export const validEstimate = (extra: Record<string, string> = {}) => ({
  projectType: "new_house_villa",
  location: "Kakkanad, Ernakulam",
  area: "1800",
  name: "Deepa Menon",
  whatsappNumber: "+91 98765 43210",
  recaptcha_token: "dev-token.estimator_submit.abc",
  ...extra,
})

/** The rows a query reads from the server's database file, opened read-only beside it. */
export function rows(h: Harness, sql = "SELECT * FROM enquiries ORDER BY id"): Record<string, unknown>[] {
  const db = new Database(path.join(h.dataDir, "enquiries.sqlite"), { readonly: true })
  try {
    return db.prepare(sql).all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

/** Resolves once `check` holds (polled: the outbox and the SMTP sink give no event to wait on). */
export async function waitFor(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** One request to the harness's server, the path as given (helpers/raw-http.ts). */
export const rawRequest = (
  h: Harness,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> => rawHttp(h.baseUrl, target, { headers, method })
