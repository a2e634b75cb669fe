import type { ServerConfig } from "./config"

/** Headers on every response; HTML pages get a CSP that allows exactly what the site loads. */

const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
const RECAPTCHA_FRAME = "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/"

export function htmlCsp(inlineScriptHashes: readonly string[], upgradeInsecure: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes, RECAPTCHA_SCRIPT].join(" ")}`,
    // styled-components and Gatsby's inlined critical CSS need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self' https://www.google.com/recaptcha/",
    `frame-src ${RECAPTCHA_FRAME} https://www.youtube-nocookie.com`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(upgradeInsecure ? ["upgrade-insecure-requests"] : []),
  ].join("; ")
}

/**
 * The editor at /admin/ (docs/architecture.md, "The editor") is not a public page: it gets its own
 * policy, with only what Decap CMS needs: its git host's API (GitHub) and, on an editor's own
 * machine, the local proxy on loopback; its preview frame; pictures the editor picks (blob:).
 */
export const ADMIN_PATH = /^\/admin(\/|$)/

export function adminCsp(): string {
  return [
    "default-src 'self'",
    // Decap validates its configuration with ajv, which compiles schemas to functions at run time.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com http://127.0.0.1:* http://localhost:*",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'"

export function commonHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  }
  if (config.siteUrl.startsWith("https://"))
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains"
  return headers
}
