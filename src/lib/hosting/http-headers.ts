import crypto from "crypto"
import { DEFAULT_LOCAL_BACKEND_URL } from "../../cms/backend"

/**
 * The response headers of the site, defined once (docs/architecture.md, serving): the build
 * writes them for static hosts (`public/_headers`) and for nginx (`deploy/nginx*.conf`), and the
 * Node server applies them per response, so a CDN, nginx and the Node server send the same ones.
 *
 * Paths here are the paths of the served files inside `public/` ("/about/index.html",
 * "/app-0a1b2c3d4e5f6a7b8c9d.js"), not request URLs.
 */

const IMMUTABLE = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"
/** The 404 page is also what every unknown path shows: never reused without asking. */
const NO_CACHE = "no-cache"

export const HSTS = "max-age=31536000; includeSubDomains"

/** Anything that is not an HTML page may load nothing and be framed by no one. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Search runs in Pagefind's worker, which takes the policy of its own script's response: it
 * fetches the index's files from the site and compiles their WebAssembly, and nothing else.
 */
const SEARCH_WORKER = "/pagefind/pagefind-worker.js"
export const SEARCH_WORKER_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'"

const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
const RECAPTCHA_FRAME = "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/"
const VIDEO_EMBED = "https://www.youtube-nocookie.com"

/** A content-hashed build file (webpack chunk names end in a hash of 8 or more hex digits). */
const HASHED_ASSET = /[-.][0-9a-f]{8,}\.(js|css)$/

/**
 * The search index's chunks and each language's entry are named by a hash of their content
 * (`/pagefind/index/en_3f2a1b0.pf_index`, `/pagefind/pagefind.en_414ca07d7d.pf_meta`); Pagefind's
 * script, worker, WebAssembly and `pagefind-entry.json` keep their names and are revalidated.
 */
const HASHED_SEARCH_CHUNK = /^\/pagefind\/(?:(?:index|fragment|filter)\/|pagefind\.)[a-z_-]+_[0-9a-f]{7,}\.pf_[a-z]+$/

/** Long-lived caching for content-hashed files; revalidation for everything else. */
function cacheControl(filePath: string): string {
  if (filePath === "/404.html") return NO_CACHE
  if (filePath.startsWith("/static/")) return IMMUTABLE
  if (HASHED_ASSET.test(filePath) || HASHED_SEARCH_CHUNK.test(filePath)) return IMMUTABLE
  return REVALIDATE
}

/**
 * What a page has inline, as CSP hashes: its executable scripts, its `<style>` blocks (Gatsby inlines
 * each page's stylesheet) and the values of its `style` attributes (only Gatsby's own two elements
 * have one: the route announcer and the focus wrapper; the site's components use classes).
 */
export interface InlineHashes {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/** The page's CSP: its own inline scripts and styles by hash, scripts from the site and the bot check, nothing inline wholesale. */
function pageCsp(hashes: InlineHashes): string {
  const attributes = hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': search's WebAssembly (Pagefind), compiled from the site's own files; it
    // allows no eval of script.
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes.scripts, RECAPTCHA_SCRIPT].join(" ")}`,
    ["style-src 'self'", ...hashes.styles, ...attributes].join(" "),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self' https://www.google.com/recaptcha/",
    `frame-src ${RECAPTCHA_FRAME} ${VIDEO_EMBED}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/**
 * The editor at /admin/ (docs/architecture.md, "The editor") is not a public page and gets its own
 * policy, with only what Decap CMS needs: `unsafe-eval` (it checks its configuration with ajv,
 * which compiles schemas to functions), the git host's API, the local proxy on loopback that
 * `npm run cms` starts, its preview frame and the pictures an editor picks (blob:). It is never
 * indexed. The public pages' policy above is untouched by it.
 */
const ADMIN_FILES = /^\/admin\//

const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  // The local proxy at its one address (it is used only when the editor is opened on the editor's
  // own machine: Decap's allowed_hosts), never any port of loopback.
  `connect-src 'self' blob: data: https://api.github.com ${new URL(DEFAULT_LOCAL_BACKEND_URL).origin}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ")

/**
 * Headers that every response carries, whatever it is. HSTS only over HTTPS (browsers ignore it
 * otherwise). No Cross-Origin-Opener-Policy: it would put every arrival in a browser process of its
 * own and cut the editor's sign-in window off from the editor (docs/behaviour.md, security headers).
 */
export function siteHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "X-Frame-Options": "DENY",
    ...(options.https ? { "Strict-Transport-Security": HSTS } : {}),
  }
}

export const isHtml = (filePath: string): boolean => filePath.toLowerCase().endsWith(".html")

/**
 * Headers that depend on the file served: its caching, and its CSP (an HTML file's lists the
 * hashes of what it has inline; give them for every HTML file, null for any other file).
 */
export function fileHeaders(filePath: string, hashes: InlineHashes | null): Record<string, string> {
  if (ADMIN_FILES.test(filePath)) {
    return { "Cache-Control": REVALIDATE, "Content-Security-Policy": ADMIN_CSP, "X-Robots-Tag": "noindex, nofollow" }
  }
  return {
    "Cache-Control": cacheControl(filePath),
    "Content-Security-Policy": hashes ? pageCsp(hashes) : filePath === SEARCH_WORKER ? SEARCH_WORKER_CSP : NON_HTML_CSP,
  }
}

const cspHash = (text: string): string =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`

/** An attribute's value as the browser reads it: the character references React writes decoded. */
const decodeAttribute = (value: string): string =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  )

/** sha256 hashes, CSP style, of an HTML document's inline executable scripts, style blocks and style attributes. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>()
  const scriptRe = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
  for (let m = scriptRe.exec(html); m; m = scriptRe.exec(html)) {
    const attrs = m[1] ?? ""
    const body = m[2] ?? ""
    if (/\ssrc\s*=/i.test(attrs) || body === "") continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue
    scripts.add(cspHash(body))
  }
  // Scripts are taken out first, so that a "<style" or "style=" inside one is not read as markup.
  const markup = html.replace(scriptRe, "")
  const styles = new Set<string>()
  for (const m of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(cspHash(m[1] ?? ""))
  const attributes = new Set<string>()
  for (const m of markup.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "").matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi))
    attributes.add(cspHash(decodeAttribute(m[1] ?? "")))
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...attributes] }
}

/** Text files worth compressing; the build writes their .br and .gz twins (source maps excepted: rarely fetched). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/i
export const MIN_COMPRESS_BYTES = 512

export const isCompressible = (filePath: string): boolean => COMPRESSIBLE.test(filePath)
