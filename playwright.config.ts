import os from "os"
import path from "path"
import { defineConfig } from "@playwright/test"

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build
 * served by the enquiry server on loopback, at a phone width and a desktop width.
 */
const port = Number(process.env.E2E_PORT ?? 9300)
const baseURL = `http://127.0.0.1:${port}`
export const E2E_BASE_URL = baseURL
export const E2E_DATA_DIR = path.join(os.tmpdir(), `e2e-data-${port}`)
export const SINK_SMTP_PORT = port + 26
export const SINK_HTTP_PORT = port + 27

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]

/** Specs that change the build itself (see the "after-the-others" project). */
const AFTER_THE_OTHERS = /editor-build\.spec\.ts$/

export default defineConfig({
  testDir: "__tests__/e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      testIgnore: AFTER_THE_OTHERS,
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: false },
    },
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      testIgnore: AFTER_THE_OTHERS,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Tests that rebuild the site in public/ while the server serves it: alone, once every other test is done.
      name: "after-the-others",
      testMatch: AFTER_THE_OTHERS,
      dependencies: ["mobile", "desktop"],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "npx tsx __tests__/e2e/smtp-sink.ts",
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SINK_SMTP_PORT: String(SINK_SMTP_PORT), SINK_HTTP_PORT: String(SINK_HTTP_PORT) },
    },
    {
      command: "npx tsx server/main.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? "public",
        DATA_DIR: E2E_DATA_DIR,
        RATE_LIMIT_MAX: "1000",
        OFFICE_SIGN_IN_LIMIT: "1000",
        BOT_CHECK: "stand-in",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
        MAIL_TO: "office@example.com",
        MAIL_FROM: "Website <no-reply@example.com>",
      },
    },
  ],
})
