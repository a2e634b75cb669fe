import net from "net"
import path from "path"
import { ESTIMATE_RATES_FILE } from "../src/lib/estimate/rates"

/** The enquiry server's settings, from environment variables with safe defaults. */
export interface ServerConfig {
  host: string
  port: number
  publicDir: string
  dataDir: string
  siteUrl: string
  smtpUrl: string | null
  mailTo: string
  mailFrom: string
  /**
   * "recaptcha": tokens are verified with RECAPTCHA_SECRET. "stand-in": the local stand-in's tokens
   * are accepted, which is no bot check at all; only when BOT_CHECK=stand-in asks for it (docs/behaviour.md §7).
   */
  botCheck: BotCheckMode
  recaptchaSecret: string | null
  recaptchaVerifyUrl: string
  recaptchaMinScore: number
  recaptchaHostnames: string[]
  rateLimitMax: number
  rateLimitWindowMs: number
  /** The proxies in front (Fastify's trustProxy): none, a hop count, or their addresses and CIDR ranges. */
  trustProxy: false | number | string[]
  /** Longest time a client may take to send one request, headers and body (a dripping client is cut off). */
  requestTimeoutMs: number
  /** Longest silence on a connection before it is closed. */
  idleTimeoutMs: number
  logLevel: string
  /** First retry delay of the mail outbox; doubles per attempt up to 15 minutes. */
  mailRetryBaseMs: number
  /** The cost calculator's rates, read once at startup (the estimate is worked out again here). */
  ratesFile: string
  /** The office's inbox as the office reaches it (OFFICE_URL, ending in "/"): the mail links to it. */
  officeUrl: string
  /** The inbox's sessions (docs/office.md, Accounts): idle and absolute lifetimes. */
  officeIdleMs: number
  officeSessionMs: number
  /** How long Won and Lost enquiries are kept after their last status change (Spam: 30 days). */
  officeRetentionMs: number
  /** Sign-in attempts one address may make in 15 minutes. */
  officeSignInLimit: number
  /** The site's content (CONTENT_DIR): the office reads the company's name from it. */
  contentDir: string
}

export type BotCheckMode = "recaptcha" | "stand-in"

export class ConfigError extends Error {}

/** Names proxy-addr (Fastify's trustProxy) takes for address ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"])

/**
 * TRUST_PROXY: unset, "false" or "0" trusts no proxy; a whole number trusts that many hops nearest
 * the server; otherwise a comma-separated list of proxy addresses, CIDR ranges or the names
 * loopback, linklocal, uniquelocal. "true" (every hop) is refused: it lets any client choose the
 * address the rate limit counts (docs/behaviour.md §7).
 */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? "").trim()
  if (value === "" || value === "false" || value === "0") return false
  if (value === "true")
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could choose its own address. Give the number of proxies in front (1 for nginx on this machine) or their addresses ("loopback", "10.0.0.0/8")',
    )
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(",").map((entry) => entry.trim())
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/")
    const family = net.isIP(address ?? "")
    const goodBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!(PROXY_RANGE_NAMES.has(entry) || (family !== 0 && goodBits && extra === undefined)))
      throw new ConfigError(
        `TRUST_PROXY must be a number of hops or proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal (got "${entry}")`,
      )
  }
  return entries
}

/** BOT_CHECK and RECAPTCHA_SECRET: a secret, or the stand-in chosen out loud; never neither, never both. */
function botCheckMode(env: NodeJS.ProcessEnv): BotCheckMode {
  const chosen = (env.BOT_CHECK ?? "").trim()
  if (chosen !== "" && chosen !== "recaptcha" && chosen !== "stand-in")
    throw new ConfigError(`BOT_CHECK must be "recaptcha" or "stand-in" (got "${chosen}")`)
  if (chosen === "stand-in") {
    if (env.RECAPTCHA_SECRET) throw new ConfigError("BOT_CHECK=stand-in and RECAPTCHA_SECRET are both set: choose one")
    return "stand-in"
  }
  if (!env.RECAPTCHA_SECRET)
    throw new ConfigError(
      "RECAPTCHA_SECRET is not set, so the forms would have no bot check. Set it, or set BOT_CHECK=stand-in to accept the local stand-in's tokens (development and tests only)",
    )
  return "recaptcha"
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`)
  return value
}

function duration(env: NodeJS.ProcessEnv, name: string, fallback: string, minMs = 0): number {
  const raw = (env[name] ?? fallback).trim()
  const match = /^(\d+)\s*(ms|s|seconds?|m|min|minutes?|h|hours?|d|days?|y|years?)?$/.exec(raw)
  if (!match) throw new ConfigError(`${name} must be a duration like "10 minutes" (got "${raw}")`)
  const n = Number(match[1])
  const unit = match[2] ?? "ms"
  const factor =
    unit === "ms"
      ? 1
      : unit.startsWith("s")
        ? 1000
        : unit.startsWith("m")
          ? 60_000
          : unit.startsWith("h")
            ? 3_600_000
            : unit.startsWith("d")
              ? 86_400_000
              : 365 * 86_400_000
  if (n * factor < minMs) throw new ConfigError(`${name} must be at least ${minMs} ms (got "${raw}")`)
  return n * factor
}

/** OFFICE_URL, or the site's /office/: an absolute URL ending in "/" (the command line needs only this). */
export const loadOfficeUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  officeUrl(env.OFFICE_URL, (env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, ""))

function officeUrl(raw: string | undefined, siteUrl: string): string {
  const value = (raw ?? "").trim() || `${siteUrl}/office/`
  try {
    new URL(value)
  } catch {
    throw new ConfigError(`OFFICE_URL must be an absolute URL (got "${value}")`)
  }
  return value.endsWith("/") ? value : `${value}/`
}

/** Where the enquiries' database lives (DATA_DIR): all that the command-line tools need. */
export const loadDataDir = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.DATA_DIR ?? "data")

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteUrl = (env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")
  let siteHost: string
  try {
    siteHost = new URL(siteUrl).hostname
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute URL (got "${siteUrl}")`)
  }
  const publicDir = path.resolve(env.PUBLIC_DIR ?? "public")
  const dataDir = loadDataDir(env)
  if (dataDir === publicDir || dataDir.startsWith(publicDir + path.sep)) {
    throw new ConfigError("DATA_DIR must not be inside PUBLIC_DIR: the enquiries would be downloadable")
  }
  const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? 0.5)
  if (!(minScore >= 0 && minScore <= 1)) throw new ConfigError("RECAPTCHA_MIN_SCORE must be between 0 and 1")
  const hostnames = (env.RECAPTCHA_HOSTNAMES ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean)
  return {
    host: env.HOST || "127.0.0.1",
    port: int(env, "PORT", 9000),
    publicDir,
    dataDir,
    siteUrl,
    smtpUrl: env.SMTP_URL || null,
    mailTo: env.MAIL_TO || "office@example.com",
    mailFrom: env.MAIL_FROM || "Website <no-reply@example.com>",
    botCheck: botCheckMode(env),
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
    recaptchaMinScore: minScore,
    // The token must come from the site itself: another host's page cannot spend it here.
    recaptchaHostnames: hostnames.length > 0 ? hostnames : [siteHost],
    rateLimitMax: int(env, "RATE_LIMIT_MAX", 5, 1),
    rateLimitWindowMs: duration(env, "RATE_LIMIT_WINDOW", "10 minutes"),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: duration(env, "REQUEST_TIMEOUT", "15 s", 100),
    idleTimeoutMs: duration(env, "IDLE_TIMEOUT", "30 s", 100),
    logLevel: env.LOG_LEVEL || "info",
    mailRetryBaseMs: int(env, "MAIL_RETRY_BASE_MS", 5000, 10),
    ratesFile: path.resolve(env.ESTIMATE_RATES_FILE || path.join(env.CONTENT_DIR || "content", ESTIMATE_RATES_FILE)),
    officeUrl: officeUrl(env.OFFICE_URL, siteUrl),
    officeIdleMs: duration(env, "OFFICE_IDLE_TIMEOUT", "1 hour", 60_000),
    officeSessionMs: duration(env, "OFFICE_SESSION_LIFETIME", "12 hours", 60_000),
    officeRetentionMs: duration(env, "OFFICE_RETENTION", "3 years", 86_400_000),
    officeSignInLimit: int(env, "OFFICE_SIGN_IN_LIMIT", 20, 1),
    contentDir: path.resolve(env.CONTENT_DIR || "content"),
  }
}
