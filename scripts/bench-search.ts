/**
 * `npm run bench:search [-- --runs 7]`: how fast search answers on a slow phone (docs/performance.md,
 * "Search"). The built site is served by our own server; Chromium runs at 4x CPU slowdown, as the
 * perf harness's simulated phone does, at Lighthouse's phone screen. For each run, a new page:
 *
 * - open: from the click on the header's search button to the dialog shown with its field focused;
 * - first answer: from typing "gfrg cost" to its results shown, on the dialog's first opening (the
 *   dialog's code, Pagefind's script, worker, WebAssembly and the index's chunks all load then);
 * - next answer: from typing "wayanad" to its results, with search loaded.
 *
 * The times include the dialog's wait after the last keystroke (120 ms). Prints the median of each.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { chromium } from "@playwright/test"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { CHROMIUM_ARGS } from "../playwright.config"

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 7
const publicDir = path.resolve("public")
if (!fs.existsSync(path.join(publicDir, "pagefind", "pagefind.js"))) {
  process.stderr.write("No search index in public/: run `npm run build` first.\n")
  process.exit(2)
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    PUBLIC_DIR: publicDir,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-")),
    LOG_LEVEL: "warn",
    RECAPTCHA_SECRET: "",
    BOT_CHECK: "stand-in",
  })
  const { app } = await buildApp(config)
  await app.listen({ host: "127.0.0.1", port: 0 })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  })
  const times = { open: [] as number[], first: [] as number[], next: [] as number[] }
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      await context.addInitScript(() => window.sessionStorage.setItem("preloaderShown", "1"))
      const page = await context.newPage()
      await page.goto(`${origin}/about`)
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      await page.waitForLoadState("networkidle")
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })

      // Each time is taken in the page, from the event to the frame after the change is in the DOM.
      const timed = (action: () => Promise<void>, done: string) =>
        page
          .evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()))
          .then(async () => {
            await action()
            await page.waitForFunction(done, undefined, { polling: "raf", timeout: 30_000 })
            return page.evaluate(() => performance.now() - (window as unknown as { __t0: number }).__t0)
          })
      times.open.push(
        await timed(
          () => page.locator("header [data-search-button]").click(),
          "document.activeElement?.closest('dialog[open]') !== null && document.activeElement?.type === 'search'",
        ),
      )
      await page.waitForFunction("document.querySelector('dialog [role=status]')?.dataset.phase === 'ready'")
      const answered = (query: string) =>
        `(document.querySelector('dialog [role=status]')?.textContent ?? '').includes('for “${query}”')`
      times.first.push(await timed(() => page.getByRole("searchbox").fill("gfrg cost"), answered("gfrg cost")))
      times.next.push(await timed(() => page.getByRole("searchbox").fill("wayanad"), answered("wayanad")))
      await context.close()
    }
  } finally {
    await browser.close()
    await app.close()
  }
  const line = (name: string, values: number[]) =>
    `${name.padEnd(14)} median ${median(values).toFixed(0).padStart(4)} ms   (${values.map((v) => v.toFixed(0)).join(", ")})`
  process.stdout.write(
    [
      `search at 4x CPU slowdown, ${runs} runs, phone screen:`,
      line("open", times.open),
      line("first answer", times.first),
      line("next answer", times.next),
      "",
    ].join("\n"),
  )
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
