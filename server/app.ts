import path from "path"
import Fastify, { type FastifyInstance } from "fastify"
import formbody from "@fastify/formbody"
import rateLimit from "@fastify/rate-limit"
import { formatProblems } from "../src/lib/content-rules"
import { readEstimateRates } from "../src/lib/estimate/rates"
import { DEV_SCRIPT } from "./bot-check"
import { ConfigError, type ServerConfig } from "./config"
import { openDb, type Db } from "./db"
import { registerEnquiryRoutes, REJECTED } from "./enquiry-routes"
import { Outbox } from "./outbox"
import { commonHeaders, NON_HTML_CSP } from "./security-headers"
import { registerStaticHost } from "./static-host"

export interface App {
  app: FastifyInstance
  db: Db
  outbox: Outbox
}

/** The whole server, not yet listening: static host, the two endpoints, health check. */
export async function buildApp(config: ServerConfig): Promise<App> {
  const loaded = readEstimateRates(config.ratesFile, path.relative(process.cwd(), config.ratesFile))
  if (!loaded.rates) throw new ConfigError(formatProblems(loaded.problems))
  const rates = loaded.rates
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
  })
  const db = openDb(config.dataDir)
  const outbox = new Outbox(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    log: app.log,
  })

  const headers = commonHeaders(config)
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers)
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", NON_HTML_CSP)
    return payload
  })

  // The endpoints take form-encoded bodies only: anything else is answered 415.
  app.removeAllContentTypeParsers()
  await app.register(formbody)
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      status: "error",
      message: REJECTED.tooMany,
    }),
  })

  app.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return reply.code(413).send({ status: "error", message: REJECTED.tooLarge })
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return reply.code(415).send({ status: "error", message: REJECTED.contentType })
    if (status === 429) return reply.code(429).send({ status: "error", message: REJECTED.tooMany })
    if (status >= 400 && status < 500)
      return reply.code(status).send({ status: "error", message: "The request could not be understood." })
    request.log.error({ err: error }, "unexpected error")
    return reply.code(500).send({ status: "error", message: "Something went wrong on our side. Please try again." })
  })

  app.get("/healthz", async () => {
    db.prepare("SELECT 1").get()
    return { status: "ok", pendingMail: outbox.pending() }
  })

  if (!config.recaptchaSecret) {
    app.get("/recaptcha-dev.js", async (_request, reply) =>
      reply.type("application/javascript; charset=utf-8").header("Cache-Control", "no-cache").send(DEV_SCRIPT),
    )
  }

  registerEnquiryRoutes(app, config, db, outbox, rates)
  registerStaticHost(app, config)

  app.addHook("onClose", async () => {
    await outbox.stop()
    db.close()
  })
  return { app, db, outbox }
}
