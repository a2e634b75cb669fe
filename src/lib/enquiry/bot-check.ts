/**
 * The score-based bot check (reCAPTCHA v3 style). Build-time configuration: with
 * GATSBY_RECAPTCHA_SITE_KEY set the real script is loaded; without it, the stand-in the build
 * writes to public/ (see bot-check-stand-in.ts), whose tokens the enquiry server accepts only
 * while it has no secret.
 */
import { STAND_IN_PATH } from "./bot-check-stand-in"

export interface BotCheckApi {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: BotCheckApi
  }
}

export const BOT_CHECK_SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY || "development"

export const BOT_CHECK_SCRIPT_URL =
  process.env.GATSBY_RECAPTCHA_SCRIPT_URL ||
  (process.env.GATSBY_RECAPTCHA_SITE_KEY
    ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(process.env.GATSBY_RECAPTCHA_SITE_KEY)}`
    : STAND_IN_PATH)

export const BOT_CHECK_SCRIPT_ID = "bot-check-script"

export const CONTACT_ACTION = "contact_submit"
export const ESTIMATOR_ACTION = "estimator_submit"

export function botCheckApi(): BotCheckApi | undefined {
  const api = typeof window !== "undefined" ? window.grecaptcha : undefined
  return api && typeof api.execute === "function" && typeof api.ready === "function" ? api : undefined
}
