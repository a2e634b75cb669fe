import fs from "fs"
import path from "path"
import { promisify } from "util"
import zlib from "zlib"
import { STAND_IN_PATH, STAND_IN_SCRIPT } from "../lib/enquiry/bot-check-stand-in"
import { ENQUIRY_ENDPOINTS } from "../lib/enquiry/enquiry-client"
import { ENQUIRY_BODY_LIMIT } from "../lib/enquiry/fields"
import { headerRules, type BuiltFile } from "../lib/hosting/header-rules"
import { inlineHashes, isCompressible, isHtml, MIN_COMPRESS_BYTES, siteHeaders } from "../lib/hosting/http-headers"
import { renderNginxMaps, renderNginxServer } from "../lib/hosting/nginx-config"
import { canonicalServiceSlugs, notFoundRules } from "../lib/hosting/not-found-rules"
import { renderHeadersFile, renderRedirectsFile } from "../lib/hosting/static-host-files"

/**
 * What the build writes for the hosts that serve it (docs/architecture.md, serving): the bot
 * check's stand-in when there is no site key, a brotli and a gzip twin of every text file, and the
 * headers and not-found rules for Netlify/Cloudflare (`_headers`, `_redirects`) and for nginx.
 */
export interface HostFilesOptions {
  publicDir: string
  /** Where the nginx includes go (outside public/). */
  deployDir: string
  /** Static hosts serve HTTPS: HSTS in `_headers` when the site's URL is https. */
  https: boolean
  /** Write the stand-in (no GATSBY_RECAPTCHA_SITE_KEY), or remove a stale one. */
  botCheckStandIn: boolean
  /** The enquiry server's public origin, for `_redirects` to proxy the forms to; null leaves them out. */
  enquiryServerUrl: string | null
}

const HOST_FILES = new Set(["/_headers", "/_redirects"])
const VARIANTS = [".br", ".gz"] as const

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Every file of the build as a path from public/ ("/about/index.html"), compressed twins included. */
export function listFiles(dir: string, prefix = ""): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue
    const rel = `${prefix}/${entry.name}`
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

async function compress(file: string, size: number): Promise<number> {
  const source = await fs.promises.readFile(file)
  const stat = await fs.promises.stat(file)
  let written = 0
  for (const ext of VARIANTS) {
    const target = file + ext
    const existing = await fs.promises.stat(target).catch(() => null)
    if (existing && existing.mtimeMs >= stat.mtimeMs) continue
    const body =
      ext === ".br"
        ? await brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzip(source, { level: 9 })
    // A twin that saves nothing is not worth a second file.
    if (body.length >= size) {
      await fs.promises.rm(target, { force: true })
      continue
    }
    await fs.promises.writeFile(target, body)
    written++
  }
  return written
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export async function writeHostFiles(options: HostFilesOptions): Promise<{ files: number; compressed: number }> {
  const { publicDir } = options
  const standIn = path.join(publicDir, STAND_IN_PATH)
  if (options.botCheckStandIn) fs.writeFileSync(standIn, STAND_IN_SCRIPT)
  else fs.rmSync(standIn, { force: true })

  // No source map is published (docs/behaviour.md §7): the site's build makes none, and the ones
  // the editor's packages ship beside their bundles (decap-cms-app.js.map) are removed here.
  for (const rel of listFiles(publicDir)) if (/\.map(\.br|\.gz)?$/.test(rel)) fs.rmSync(path.join(publicDir, rel))
  const all = listFiles(publicDir)
  const present = new Set(all)
  // Twins of files that are gone (an earlier build) go too.
  for (const rel of all) {
    const ext = VARIANTS.find((v) => rel.endsWith(v))
    if (ext && !present.has(rel.slice(0, -ext.length))) fs.rmSync(path.join(publicDir, rel))
  }
  const files = all.filter((rel) => !VARIANTS.some((v) => rel.endsWith(v)) && !HOST_FILES.has(rel))

  let compressed = 0
  const built: BuiltFile[] = []
  await eachLimited(files, 2, async (rel) => {
    const file = path.join(publicDir, rel)
    const size = (await fs.promises.stat(file)).size
    built.push({
      path: rel,
      inlineHashes: isHtml(rel) ? inlineHashes(await fs.promises.readFile(file, "utf8")) : null,
    })
    if (isCompressible(rel) && size >= MIN_COMPRESS_BYTES) compressed += await compress(file, size)
  })

  const servicesDir = path.join(publicDir, "services")
  const serviceFolders = fs.existsSync(servicesDir)
    ? fs
        .readdirSync(servicesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []
  const notFound = notFoundRules(canonicalServiceSlugs(serviceFolders))
  const rules = headerRules(built)

  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeadersFile(siteHeaders({ https: options.https }), rules))
  fs.writeFileSync(
    path.join(publicDir, "_redirects"),
    renderRedirectsFile(notFound, options.enquiryServerUrl, ENQUIRY_ENDPOINTS),
  )
  fs.mkdirSync(options.deployDir, { recursive: true })
  fs.writeFileSync(path.join(options.deployDir, "nginx-maps.conf"), renderNginxMaps(rules, notFound))
  fs.writeFileSync(
    path.join(options.deployDir, "nginx.conf"),
    renderNginxServer(ENQUIRY_ENDPOINTS, { bodyLimit: String(ENQUIRY_BODY_LIMIT) }),
  )
  return { files: built.length, compressed }
}
