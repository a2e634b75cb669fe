import { STAND_IN_TOKEN_PREFIX } from "../src/lib/enquiry/bot-check-stand-in"
import type { FastifyBaseLogger } from "fastify"
import type { ServerConfig } from "./config"

/** Verifying the bot-check token of a form (reCAPTCHA v3), or the local stand-in's when BOT_CHECK=stand-in. */
export type BotCheckResult =
  | { ok: true; /** reCAPTCHA's score; none with the stand-in */ score: number | null }
  | { ok: false; status: 403 | 503; message: string }

export const BOT_CHECK_FAILED = "reCAPTCHA verification failed. Please refresh the page and try again."
export const BOT_CHECK_UNAVAILABLE = "reCAPTCHA verification is unavailable right now. Please try again in a moment."

interface SiteVerifyAnswer {
  success?: boolean
  action?: string
  hostname?: string
  score?: number
}

export async function verifyBotCheck(
  config: ServerConfig,
  token: string,
  action: string,
  remoteIp: string,
  log: FastifyBaseLogger,
): Promise<BotCheckResult> {
  if (!token) return { ok: false, status: 403, message: BOT_CHECK_FAILED }
  if (config.botCheck === "stand-in" || !config.recaptchaSecret) {
    const [prefix, tokenAction] = token.split(".")
    if (prefix !== STAND_IN_TOKEN_PREFIX || tokenAction !== action)
      return { ok: false, status: 403, message: BOT_CHECK_FAILED }
    // No bot check at all (BOT_CHECK=stand-in): every enquiry it lets through is in the log.
    log.warn({ action, remoteIp }, "bot check: accepted a stand-in token (BOT_CHECK=stand-in, no reCAPTCHA)")
    return { ok: true, score: null }
  }
  let answer: SiteVerifyAnswer
  try {
    const response = await fetch(config.recaptchaVerifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return { ok: false, status: 503, message: BOT_CHECK_UNAVAILABLE }
    answer = (await response.json()) as SiteVerifyAnswer
  } catch {
    return { ok: false, status: 503, message: BOT_CHECK_UNAVAILABLE }
  }
  const good =
    answer.success === true &&
    answer.action === action &&
    typeof answer.hostname === "string" &&
    config.recaptchaHostnames.includes(answer.hostname) &&
    typeof answer.score === "number" &&
    answer.score >= config.recaptchaMinScore
  return good ? { ok: true, score: answer.score as number } : { ok: false, status: 403, message: BOT_CHECK_FAILED }
}
