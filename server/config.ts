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
  recaptchaSecret: string | null
  recaptchaVerifyUrl: string
  recaptchaMinScore: number
  recaptchaHostnames: string[]
  rateLimitMax: number
  rateLimitWindowMs: number
  trustProxy: boolean
  bodyLimit: number
  logLevel: string
  /** First retry delay of the mail outbox; doubles per attempt up to 15 minutes. */
  mailRetryBaseMs: number
  /** The cost calculator's rates, read once at startup (the estimate is worked out again here). */
  ratesFile: string
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`)
  return value
}

function duration(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const raw = (env[name] ?? fallback).trim()
  const match = /^(\d+)\s*(ms|s|seconds?|m|min|minutes?|h|hours?)?$/.exec(raw)
  if (!match) throw new ConfigError(`${name} must be a duration like "10 minutes" (got "${raw}")`)
  const n = Number(match[1])
  const unit = match[2] ?? "ms"
  const factor = unit === "ms" ? 1 : unit.startsWith("s") ? 1000 : unit.startsWith("m") ? 60_000 : 3_600_000
  return n * factor
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteUrl = (env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")
  let siteHost: string
  try {
    siteHost = new URL(siteUrl).hostname
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute URL (got "${siteUrl}")`)
  }
  const publicDir = path.resolve(env.PUBLIC_DIR ?? "public")
  const dataDir = path.resolve(env.DATA_DIR ?? "data")
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
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
    recaptchaMinScore: minScore,
    recaptchaHostnames: hostnames.length > 0 ? hostnames : [siteHost, "localhost", "127.0.0.1"],
    rateLimitMax: int(env, "RATE_LIMIT_MAX", 5, 1),
    rateLimitWindowMs: duration(env, "RATE_LIMIT_WINDOW", "10 minutes"),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    bodyLimit: int(env, "BODY_LIMIT", 16 * 1024, 1024),
    logLevel: env.LOG_LEVEL || "info",
    mailRetryBaseMs: int(env, "MAIL_RETRY_BASE_MS", 5000, 10),
    ratesFile: path.resolve(env.ESTIMATE_RATES_FILE || path.join(env.CONTENT_DIR || "content", ESTIMATE_RATES_FILE)),
  }
}
