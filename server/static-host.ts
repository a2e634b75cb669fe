import fs from "fs"
import path from "path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { fileHeaders, inlineScriptHashes, isCompressible, isHtml } from "../src/lib/http-headers"
import {
  canonicalServiceSlugs,
  notFoundReply,
  resolveNotFoundSafely,
  type NotFoundReply,
} from "../src/lib/not-found-rules"
import type { ServerConfig } from "./config"

/** The editor's page (the only address served with a trailing slash). */
const ADMIN_PAGE = "/admin/"

/** The static hosts' own files: read by Netlify and Cloudflare, never served. */
const HOST_FILES = new Set(["/_headers", "/_redirects"])

/** Request headers that must not turn the 404 page into a 304 or a byte range of it. */
const CONDITIONAL = ["range", "if-range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"]

export interface StaticHost {
  /** The answer to a GET or HEAD for a path that is no file: a redirect or a built page with status 404. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>
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
 * refused, every file gets the headers of src/lib/http-headers.ts (the ones the build writes for
 * other hosts), and an unknown path gets the answer of src/lib/not-found-rules.ts.
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

  const pageHashes = new ByFileVersion(async (file) => inlineScriptHashes(await fs.promises.readFile(file, "utf8")))
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
    const answer = notFoundReply(resolveNotFoundSafely(pathname, await serviceSlugs()))
    return replyNotFound(request, reply, answer, search)
  }

  /** A plain 404 page, whatever the path says (for refused paths: never a redirect that reveals anything). */
  const refused = (request: FastifyRequest, reply: FastifyReply) =>
    replyNotFound(request, reply, { kind: "page", status: 404, file: "/404.html" }, "")

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
      const parts = urlPath.split("/")
      if (
        !urlPath.startsWith("/") ||
        urlPath.includes("\0") ||
        urlPath.includes("\\") ||
        parts.some((part) => part === ".." || (part.startsWith(".") && part !== ".well-known")) ||
        HOST_FILES.has(urlPath)
      ) {
        return refused(request, reply)
      }
      // The editor is one page at /admin/ whose own relative URLs need the slash (docs/architecture.md).
      if (urlPath === ADMIN_PAGE.slice(0, -1)) return reply.redirect(`${ADMIN_PAGE}${search}`, 301)
      if (urlPath === ADMIN_PAGE) {
        const admin = await findFile(`${ADMIN_PAGE}index.html`)
        return admin ? sendFile(request, reply, admin.rel, admin.stat, 200) : notFound(request, reply)
      }
      if (urlPath.length > 1 && urlPath.endsWith("/")) {
        // Leading slashes collapse too: "//evil.example/" must not become a protocol-relative "//evil.example".
        return reply.redirect(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, 301)
      }
      const target = path.resolve(root, `.${urlPath}`)
      if (target !== root && !target.startsWith(root + path.sep)) return refused(request, reply)

      const found = await findFile(urlPath)
      if (found) return sendFile(request, reply, found.rel, found.stat, 200)
      return notFound(request, reply)
    },
  })

  return { notFound }
}
