import fs from "fs"
import path from "path"
import { STAND_IN_PATH } from "../src/lib/enquiry/bot-check-stand-in"
import { ConfigError, loadConfig } from "./config"
import { buildApp } from "./app"

async function main(): Promise<void> {
  let config
  let built
  try {
    config = loadConfig()
    built = await buildApp(config)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(2)
    }
    throw error
  }
  const { app, outbox } = built
  if (config.botCheck === "stand-in") {
    app.log.warn(
      "BOT_CHECK=stand-in: the forms have NO bot check (the local stand-in's tokens are accepted, each one logged). For development and tests only: set RECAPTCHA_SECRET in production.",
    )
  } else if (fs.existsSync(path.join(config.publicDir, STAND_IN_PATH))) {
    app.log.warn(
      `RECAPTCHA_SECRET is set but the build has the bot check's stand-in (${STAND_IN_PATH}): its tokens are refused, so the forms will fail. Build with GATSBY_RECAPTCHA_SITE_KEY.`,
    )
  }
  outbox.start()
  await app.listen({ host: config.host, port: config.port })
  console.log(`Serving ${config.publicDir} at http://${config.host}:${config.port}`)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1))
  }
  process.on("SIGINT", () => shutdown("SIGINT"))
  process.on("SIGTERM", () => shutdown("SIGTERM"))
}

void main()
