import fs from "fs"
import path from "path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { NOT_FOUND_FILE, notFoundReply } from "../src/lib/not-found"
import { matchServiceSlug, servicePath } from "../src/lib/slug"
import type { ServerConfig } from "./config"
import { htmlCsp } from "./security-headers"
import { cacheControl, FileCatalog } from "./static-files"

/**
 * Serves the Gatsby build like a good static host: /about -> about/index.html, a trailing slash
 * redirected away, hashed assets cached for a year, HTML revalidated, brotli/gzip from memory,
 * the 404 page with status 404, and any casing of a service path redirected to its canonical one.
 */
export function registerStaticHost(app: FastifyInstance, config: ServerConfig): void {
  const catalog = new FileCatalog()
  const root = config.publicDir

  const isFile = (file: string): fs.Stats | null => {
    try {
      const stat = fs.statSync(file)
      return stat.isFile() ? stat : null
    } catch {
      return null
    }
  }

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    stat: fs.Stats,
    urlPath: string,
    status = 200,
  ) => {
    const entry = catalog.entry(file, stat)
    reply.code(status)
    reply.header("Content-Type", entry.type)
    reply.header("Cache-Control", status === 404 ? "no-cache" : cacheControl(urlPath))
    reply.header("ETag", entry.etag)
    reply.header("Last-Modified", new Date(entry.mtimeMs).toUTCString())
    if (entry.inlineScriptHashes) {
      const https = config.siteUrl.startsWith("https://") && request.protocol === "https"
      reply.header("Content-Security-Policy", htmlCsp(entry.inlineScriptHashes, https))
    }
    if (entry.compressible) reply.header("Vary", "Accept-Encoding")
    if (status === 200 && request.headers["if-none-match"] === entry.etag) return reply.code(304).send()
    const { body, encoding } = catalog.body(entry, String(request.headers["accept-encoding"] ?? ""))
    if (encoding) reply.header("Content-Encoding", encoding)
    return reply.send(body)
  }

  /** Unknown services and projects are redirected, an unknown post gets its own page (docs/behaviour.md §2). */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const answer = notFoundReply(new URL(request.url, "http://localhost").pathname, serviceSlugs())
    if ("location" in answer) return reply.redirect(answer.location, answer.status)
    for (const name of [answer.file, NOT_FOUND_FILE]) {
      const stat = isFile(path.join(root, name))
      if (stat) return send(request, reply, path.join(root, name), stat, `/${name}`, 404)
    }
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found")
  }

  /** The service pages built (both casings of each). */
  const serviceSlugs = (): string[] => {
    try {
      return fs
        .readdirSync(path.join(root, "services"), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    } catch {
      return []
    }
  }

  /** /services/gfrg-ish -> the existing directory with the same name in another case (canonical first). */
  const serviceCasing = (urlPath: string): string | null => {
    const match = /^\/services\/([^/]+)$/.exec(urlPath)
    if (!match) return null
    const canonical = matchServiceSlug(match[1] as string, serviceSlugs())
    return canonical ? servicePath(canonical) : null
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const url = new URL(request.url, "http://localhost")
      let urlPath: string
      try {
        urlPath = decodeURIComponent(url.pathname)
      } catch {
        return notFound(request, reply)
      }
      if (
        urlPath.includes("\0") ||
        urlPath.split("/").some((part) => part === ".." || (part.startsWith(".") && part !== ".well-known"))
      ) {
        return notFound(request, reply)
      }
      if (urlPath.length > 1 && urlPath.endsWith("/")) {
        return reply.redirect(`${urlPath.replace(/\/+$/, "") || "/"}${url.search}`, 301)
      }
      const target = path.resolve(root, `.${urlPath}`)
      if (target !== root && !target.startsWith(root + path.sep)) return notFound(request, reply)

      const direct = urlPath === "/" ? null : isFile(target)
      if (direct) return send(request, reply, target, direct, urlPath)
      const indexFile = path.join(target, "index.html")
      const index = isFile(indexFile)
      if (index) return send(request, reply, indexFile, index, urlPath)

      const canonical = serviceCasing(urlPath)
      if (canonical && canonical !== urlPath) return reply.redirect(`${encodeURI(canonical)}${url.search}`, 301)
      return notFound(request, reply)
    },
  })
}
