import fs from "fs"
import path from "path"
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify"
import formbody from "@fastify/formbody"
import rateLimit from "@fastify/rate-limit"
import { formatProblems } from "../src/lib/content-model/problems"
import { readEstimateRates } from "../src/lib/estimate/rates"
import { ConfigError, type ServerConfig } from "./config"
import { openDb, type Db } from "./db"
import { registerEnquiryRoutes, replyLang, serverMessages } from "./enquiry-routes"
import { Outbox } from "./outbox"
import { NON_HTML_CSP, siteHeaders } from "../src/lib/hosting/http-headers"
import { ENQUIRY_ENDPOINTS } from "../src/lib/enquiry/enquiry-client"
import { ENQUIRY_BODY_LIMIT } from "../src/lib/enquiry/fields"
import { registerStaticHost } from "./static-host"
import { company as companyModel } from "../src/lib/content-model/company"
import { officeAssets } from "./office/page"
import { applyRetention } from "./office/privacy"
import { registerOffice } from "./office/routes"
import type { ReplyFacts } from "./office/whatsapp-reply"
import { DEFAULT_LANG, fileNameIn, LANGS, type Lang } from "../src/lib/i18n/lang"
import type { EstimateRates } from "../src/lib/content-model/estimate-rates"

/** An address of this machine: 127.0.0.0/8, ::1, or IPv4 loopback written as IPv6. */
const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\./.test(address))

export interface App {
  app: FastifyInstance
  db: Db
  outbox: Outbox
}

/** The company's name, as the office's WhatsApp replies sign it (content/site/company.<lang>.json). */
function companyName(contentDir: string, lang: Lang): string {
  const file = path.join(contentDir, "site", fileNameIn(lang, "company.en.json"))
  const parsed = companyModel.safeParse(JSON.parse(fs.readFileSync(file, "utf8")))
  if (!parsed.success) throw new ConfigError(`${file} is not a valid company file`)
  return parsed.data.name
}

/**
 * The company's name and currency words in each language, for the office's WhatsApp reply: from the
 * company file's and the rates file's translations beside them (the build requires both). A rates
 * file set by ESTIMATE_RATES_FILE without a translation beside it lends its own words.
 */
function replyFacts(config: ServerConfig, rates: EstimateRates): Record<Lang, ReplyFacts> {
  const factsIn = (lang: Lang): ReplyFacts => {
    const translated = fileNameIn(lang, config.ratesFile)
    const own =
      lang === DEFAULT_LANG || !fs.existsSync(translated) ? null : readEstimateRates(translated, translated).rates
    return { company: companyName(config.contentDir, lang), currency: (own ?? rates).currency }
  }
  return Object.fromEntries(LANGS.map((lang) => [lang, factsIn(lang)])) as Record<Lang, ReplyFacts>
}

/** The whole server, not yet listening: static host, the two endpoints, health check. */
export async function buildApp(config: ServerConfig): Promise<App> {
  // The headers of every response (src/lib/hosting/http-headers.ts, the definition the build writes for
  // other hosts); HSTS only over HTTPS (behind a proxy: with TRUST_PROXY and X-Forwarded-Proto).
  const plainHeaders = siteHeaders({ https: false })
  const httpsHeaders = siteHeaders({ https: true })
  const loaded = readEstimateRates(config.ratesFile, path.relative(process.cwd(), config.ratesFile))
  if (!loaded.rates) throw new ConfigError(formatProblems(loaded.problems))
  const rates = loaded.rates
  /** Set once the static host is registered: the plain 404 page for requests Fastify cannot route. */
  let unroutable: ((reply: FastifyReply) => Promise<FastifyReply>) | null = null
  const app = Fastify({
    logger: { level: config.logLevel },
    // A hop count as the function Fastify makes of one (its types take no number): the n nearest hops.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // No route takes a body larger than the larger form's (src/lib/enquiry/fields.ts).
    bodyLimit: ENQUIRY_BODY_LIMIT,
    // A client dripping its request is cut off (docs/behaviour.md §7): the whole request within
    // requestTimeout, checked every second instead of Node's 30 s; a silent connection closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    // A path Fastify cannot decode ("/%c0%ae") gets the 404 page with the usual headers, not a
    // framework error echoing the path.
    frameworkErrors: (_error, _request, reply) => {
      // No hook runs for such a reply: the site's headers are set here. `unroutable` is set before
      // the server listens, so every such request gets the page.
      reply.headers(plainHeaders)
      void unroutable?.(reply)
    },
  })
  const db = openDb(config.dataDir)
  const outbox = new Outbox(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    log: app.log,
  })

  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(request.protocol === "https" ? httpsHeaders : plainHeaders)
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", NON_HTML_CSP)
    return payload
  })

  // The endpoints take form-encoded bodies only: anything else is answered 415.
  app.removeAllContentTypeParsers()
  await app.register(formbody)
  await app.register(rateLimit, {
    global: false,
    // Before the body is read: in the language of the page that sent it (its Referer).
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      status: "error",
      message: serverMessages(replyLang(request)).tooMany,
    }),
  })

  app.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code
    const status = (error as { statusCode?: number }).statusCode ?? 500
    // The form's language once its body was read, else its page's (docs/behaviour.md §8).
    const messages = serverMessages(replyLang(request))
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return reply.code(413).send({ status: "error", message: messages.tooLarge })
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return reply.code(415).send({ status: "error", message: messages.contentType })
    if (status === 429) return reply.code(429).send({ status: "error", message: messages.tooMany })
    if (status === 416) {
      // A byte range past the end of a file: say how long the file is.
      const range = (error as { headers?: Record<string, string> }).headers?.["Content-Range"]
      if (range) reply.header("Content-Range", range)
      return reply.code(416).send({ status: "error", message: "The requested range is not satisfiable." })
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ status: "error", message: messages.unreadable })
    request.log.error({ err: error }, "unexpected error")
    return reply.code(500).send({ status: "error", message: messages.unexpected })
  })

  // The health check is the host's own: answered to a client on this machine that no proxy relayed
  // (a proxy always adds X-Forwarded-For), otherwise it is an unknown page (docs/behaviour.md §7).
  app.get("/healthz", (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || request.headers["x-forwarded-for"] !== undefined)
      return staticHost.notFound(request, reply)
    db.prepare("SELECT 1").get()
    return { status: "ok", pendingMail: outbox.pending(), botCheck: config.botCheck }
  })

  registerEnquiryRoutes(app, config, db, outbox, rates)
  await registerOffice(app, {
    config,
    db,
    replyFacts: replyFacts(config, rates),
    assets: officeAssets(),
  })
  // The retention rules (docs/office.md, Privacy): at start, then every six hours.
  const retain = () => {
    const removed = applyRetention(db, config.officeRetentionMs)
    if (removed > 0) app.log.info({ removed }, "retention: enquiries past their period removed")
  }
  retain()
  const retention = setInterval(retain, 6 * 3_600_000)
  retention.unref()
  const staticHost = await registerStaticHost(app, config)
  unroutable = staticHost.unroutable

  // Any other method is answered 405 with the ones the path takes (GET and HEAD for the site).
  const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? ""
    const allow = ENQUIRY_ENDPOINTS.includes(pathname) ? "POST" : "GET, HEAD"
    return reply
      .code(405)
      .header("Allow", allow)
      .send({ status: "error", message: serverMessages(replyLang(request)).methodNotAllowed })
  }
  for (const endpoint of ENQUIRY_ENDPOINTS)
    app.route({ method: ["GET", "HEAD"], url: endpoint, handler: methodNotAllowed })
  app.setNotFoundHandler((request, reply) =>
    request.method === "GET" || request.method === "HEAD"
      ? staticHost.notFound(request, reply)
      : methodNotAllowed(request, reply),
  )

  app.addHook("onClose", async () => {
    clearInterval(retention)
    await outbox.stop()
    db.close()
  })
  return { app, db, outbox }
}
