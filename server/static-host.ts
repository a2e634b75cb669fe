import { langOfPath } from "../src/lib/i18n/lang"
import fs from "fs"
import path from "path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { fileHeaders, inlineHashes, isCompressible, isHtml } from "../src/lib/hosting/http-headers"
import {
  canonicalServiceSlugs,
  notFoundReply,
  resolveNotFoundSafely,
  type NotFoundReply,
} from "../src/lib/hosting/not-found-rules"
import type { ServerConfig } from "./config"

/** The editor's page (the only address served with a trailing slash). */
const ADMIN_PAGE = "/admin/"

/** The page of every path that is refused or unknown (its answer may be another page: not-found-rules.ts). */
const NOT_FOUND_PAGE = "/404.html"

/** The static hosts' own files: read by Netlify and Cloudflare, never served. */
const HOST_FILES = new Set(["/_headers", "/_redirects"])

/** Request headers that must not turn the 404 page into a 304 or a byte range of it. */
const CONDITIONAL = ["range", "if-range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"]

export interface StaticHost {
  /** The answer to a GET or HEAD for a path that is no file: a redirect or a built page with status 404. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>
  /**
   * The plain 404 page for a request Fastify could not route (a path it cannot decode): read and
   * sent whole, since such a reply has none of @fastify/static's methods.
   */
  unroutable: (reply: FastifyReply) => Promise<FastifyReply>
}

/** A cache of facts that change only when a file does (keyed by its mtime and size). */
class ByFileVersion<T> {
  private readonly entries = new Map<string, { version: string; value: T }>()
  constructor(private readonly compute: (file: string) => Promise<T>) {}
  async get(file: string, stat: fs.Stats): Promise<T> {
    const version = `${stat.mtimeMs}:${stat.size}`
    const cached = this.entries.get(file)
    if (cached?.version === version) return cached.value
    const value = await this.compute(file)
    this.entries.set(file, { version, value })
    return value
  }
}

/** Paths never served, whatever exists: outside public/, dotfiles (but /.well-known), the hosts' own files. */
function isRefused(urlPath: string): boolean {
  return (
    !urlPath.startsWith("/") ||
    urlPath.includes("\0") ||
    urlPath.includes("\\") ||
    urlPath.split("/").some((part) => part === ".." || (part.startsWith(".") && part !== ".well-known")) ||
    HOST_FILES.has(urlPath)
  )
}

/** An HTTP date later than now (a client's If-Modified-Since that no file can be older than). */
function inFuture(date: string | undefined): boolean {
  const time = date === undefined ? NaN : Date.parse(date)
  return Number.isFinite(time) && time > Date.now()
}

const statOrNull = (file: string): Promise<fs.Stats | null> => fs.promises.stat(file).catch(() => null)

/** "/about?x=1" -> ["/about", "?x=1"], without letting "//host/path" be read as another origin. */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf("?")
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)]
}

/**
 * Serves the Gatsby build through @fastify/static (streamed, byte ranges, HEAD, ETag and
 * Last-Modified with 304, the build's .br/.gz twins as they are). Around it: /about is
 * about/index.html, a trailing slash is redirected away, dotfiles and anything outside public/ are
 * refused, every file gets the headers of src/lib/hosting/http-headers.ts (the ones the build writes for
 * other hosts), and an unknown path gets the answer of src/lib/hosting/not-found-rules.ts.
 */
export async function registerStaticHost(app: FastifyInstance, config: ServerConfig): Promise<StaticHost> {
  const root = config.publicDir
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "allow",
    index: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
  })

  const pageHashes = new ByFileVersion(async (file) => inlineHashes(await fs.promises.readFile(file, "utf8")))
  const services = new ByFileVersion(async (dir) =>
    canonicalServiceSlugs(
      (await fs.promises.readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name),
    ),
  )

  const serviceSlugs = async (): Promise<string[]> => {
    const dir = path.join(root, "services")
    const stat = await statOrNull(dir)
    return stat?.isDirectory() ? services.get(dir, stat) : []
  }

  /** The file a decoded path names: itself, or its folder's index.html. */
  const findFile = async (urlPath: string): Promise<{ rel: string; stat: fs.Stats } | null> => {
    const candidates = urlPath === "/" ? ["/index.html"] : [urlPath, `${urlPath}/index.html`]
    for (const rel of candidates) {
      const stat = await statOrNull(path.join(root, rel))
      if (stat?.isFile()) return { rel, stat }
    }
    return null
  }

  const sendFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rel: string,
    stat: fs.Stats,
    status: 200 | 404,
  ): Promise<FastifyReply> => {
    const hashes = isHtml(rel) ? await pageHashes.get(path.join(root, rel), stat) : null
    reply.headers(fileHeaders(rel, hashes))
    if (isCompressible(rel)) reply.header("Vary", "Accept-Encoding")
    if (status !== 200) {
      reply.code(status)
      for (const name of CONDITIONAL) delete request.raw.headers[name]
    } else if (inFuture(request.headers["if-modified-since"])) {
      // A date after now says nothing about this file: answer in full, never 304 on a made-up date.
      delete request.raw.headers["if-modified-since"]
    }
    return reply.sendFile(rel)
  }

  /** The one place an unknown path's answer becomes a reply (docs/behaviour.md §2). */
  const replyNotFound = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: NotFoundReply,
    search: string,
  ): Promise<FastifyReply> => {
    if (answer.kind === "redirect") return reply.redirect(`${encodeURI(answer.location)}${search}`, answer.status)
    const stat = await statOrNull(path.join(root, answer.file))
    if (stat?.isFile()) return sendFile(request, reply, answer.file, stat, answer.status)
    return reply
      .code(answer.status)
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send("Not found")
  }

  const notFound = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const [pathname, search] = splitUrl(request.url)
    const answer = notFoundReply(resolveNotFoundSafely(pathname, await serviceSlugs()), langOfPath(pathname))
    return replyNotFound(request, reply, answer, search)
  }

  /** A plain 404 page, whatever the path says (for refused paths: never a redirect that reveals anything). */
  const refused = (request: FastifyRequest, reply: FastifyReply) =>
    replyNotFound(request, reply, { kind: "page", status: 404, file: NOT_FOUND_PAGE }, "")

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const [pathname, search] = splitUrl(request.url)
      let urlPath: string
      try {
        urlPath = decodeURIComponent(pathname)
      } catch {
        return refused(request, reply)
      }
      // Every rule below sees the path in one form: one slash between segments ("//_headers",
      // "/%2F_redirects" and "//admin/index.html" are the paths they name with one slash) and no
      // trailing slash but the editor's; any other form is refused or redirected to that one
      // (docs/behaviour.md §7). Never a protocol-relative "//evil.example" in a redirect.
      const single = urlPath.replace(/\/{2,}/g, "/")
      const canonical = single === ADMIN_PAGE || single === "/" ? single : single.replace(/\/$/, "")
      if (isRefused(canonical)) return refused(request, reply)
      if (canonical !== urlPath)
        return reply.redirect(`${encodeURI(canonical).replace(/[?#]/g, encodeURIComponent)}${search}`, 301)
      // The editor is one page at /admin/ whose own relative URLs need the slash (docs/architecture.md).
      if (urlPath === ADMIN_PAGE.slice(0, -1)) return reply.redirect(`${ADMIN_PAGE}${search}`, 301)
      if (urlPath === ADMIN_PAGE) {
        const admin = await findFile(`${ADMIN_PAGE}index.html`)
        return admin ? sendFile(request, reply, admin.rel, admin.stat, 200) : notFound(request, reply)
      }
      const target = path.resolve(root, `.${urlPath}`)
      if (target !== root && !target.startsWith(root + path.sep)) return refused(request, reply)

      const found = await findFile(urlPath)
      if (found) return sendFile(request, reply, found.rel, found.stat, 200)
      return notFound(request, reply)
    },
  })

  const unroutable = async (reply: FastifyReply): Promise<FastifyReply> => {
    const file = path.join(root, NOT_FOUND_PAGE)
    const stat = await statOrNull(file)
    reply.code(404).header("Cache-Control", "no-cache")
    if (!stat?.isFile()) return reply.type("text/plain; charset=utf-8").send("Not found")
    reply.headers(fileHeaders(NOT_FOUND_PAGE, await pageHashes.get(file, stat)))
    return reply.type("text/html; charset=utf-8").send(await fs.promises.readFile(file))
  }

  return { notFound, unroutable }
}
