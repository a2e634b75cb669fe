import crypto from "crypto"
import fs from "fs"
import path from "path"
import zlib from "zlib"

/** What the static host knows about a file of the build: type, caching, compressed variants, CSP. */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
}

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".svg", ".webmanifest", ".map"])

export const contentType = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/** Long-lived caching for content-hashed files; revalidation for everything else. */
export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/static/")) return "public, max-age=31536000, immutable"
  if (/\.(js|css)$/.test(urlPath) && /[-.][0-9a-f]{8,}\.(js|css)$/.test(urlPath) && !urlPath.endsWith("/sw.js"))
    return "public, max-age=31536000, immutable"
  return "public, max-age=0, must-revalidate"
}

export interface FileEntry {
  file: string
  size: number
  mtimeMs: number
  etag: string
  type: string
  compressible: boolean
  variants: Map<"br" | "gzip", Buffer>
  inlineScriptHashes: string[] | null
}

/** Caches per-file facts keyed by mtime: compressed bodies and the CSP hashes of inline scripts. */
export class FileCatalog {
  private readonly entries = new Map<string, FileEntry>()

  entry(file: string, stat: fs.Stats): FileEntry {
    const cached = this.entries.get(file)
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
    const ext = path.extname(file).toLowerCase()
    const entry: FileEntry = {
      file,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      type: contentType(file),
      compressible: COMPRESSIBLE.has(ext) && stat.size > 256,
      variants: new Map(),
      inlineScriptHashes: ext === ".html" ? inlineScriptHashes(fs.readFileSync(file, "utf8")) : null,
    }
    this.entries.set(file, entry)
    return entry
  }

  /** The body in the best encoding the client accepts (compressed once, then served from memory). */
  body(entry: FileEntry, acceptEncoding: string): { body: Buffer; encoding: "br" | "gzip" | null } {
    const raw = fs.readFileSync(entry.file)
    if (!entry.compressible) return { body: raw, encoding: null }
    const accepts = (name: string) =>
      new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`, "i").test(acceptEncoding)
    const pick: "br" | "gzip" | null = accepts("br") ? "br" : accepts("gzip") ? "gzip" : null
    if (!pick) return { body: raw, encoding: null }
    let variant = entry.variants.get(pick)
    if (!variant) {
      variant =
        pick === "br"
          ? zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : zlib.gzipSync(raw, { level: 9 })
      entry.variants.set(pick, variant)
    }
    return { body: variant, encoding: pick }
  }
}

/** sha256 hashes, CSP style, of every inline executable <script> of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? ""
    const body = m[2] ?? ""
    if (/\ssrc\s*=/i.test(attrs) || body === "") continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}
