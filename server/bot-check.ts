import { STAND_IN_TOKEN_PREFIX } from "../src/lib/enquiry/bot-check-stand-in"
import type { FastifyBaseLogger } from "fastify"
import { DEFAULT_LANG, type Lang } from "../src/lib/i18n/lang"
import { FORMS } from "../src/lib/enquiry/words"
import type { ServerConfig } from "./config"

/**
 * Verifying the bot-check token of a form (reCAPTCHA v3), or the local stand-in's when BOT_CHECK=stand-in.
 * A failure's message (docs/behaviour.md §8) is in the form's language (src/lib/enquiry/words.ts).
 */
export type BotCheckResult =
  | { ok: true; /** reCAPTCHA's score; none with the stand-in */ score: number | null }
  | { ok: false; status: 403 | 503; message: string }

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
  /** The language of the reply when the check fails (the form's). */
  lang: Lang = DEFAULT_LANG,
): Promise<BotCheckResult> {
  const { botCheckFailed: failed, botCheckUnavailable: unavailable } = FORMS[lang].server
  if (!token) return { ok: false, status: 403, message: failed }
  if (config.botCheck === "stand-in" || !config.recaptchaSecret) {
    const [prefix, tokenAction] = token.split(".")
    if (prefix !== STAND_IN_TOKEN_PREFIX || tokenAction !== action) return { ok: false, status: 403, message: failed }
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
    if (!response.ok) return { ok: false, status: 503, message: unavailable }
    answer = (await response.json()) as SiteVerifyAnswer
  } catch {
    return { ok: false, status: 503, message: unavailable }
  }
  const good =
    answer.success === true &&
    answer.action === action &&
    typeof answer.hostname === "string" &&
    config.recaptchaHostnames.includes(answer.hostname) &&
    typeof answer.score === "number" &&
    answer.score >= config.recaptchaMinScore
  return good ? { ok: true, score: answer.score as number } : { ok: false, status: 403, message: failed }
}
