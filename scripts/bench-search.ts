/**
 * `npm run bench:search [-- --runs 7]`: how fast search answers on a slow phone (docs/performance.md,
 * "Search"). The built site is served by our own server; Chromium runs at 4x CPU slowdown, as the
 * perf harness's simulated phone does, at Lighthouse's phone screen. For each run, a new page:
 *
 * - open: from the click on the header's search button to the dialog shown with its field focused;
 * - first answer: "gfrg cost" typed a letter every 150 ms on the dialog's first opening, from the
 *   last letter to its results shown (the index's chunks load as the letters come);
 * - next answer: the same for "wayanad", with search loaded.
 *
 * The answers include the dialog's wait after the last keystroke (120 ms). Prints the median of each.
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
      // tsx names the functions below with a helper of its own, which the page must have too.
      await context.addInitScript("globalThis.__name = (fn) => fn")
      const page = await context.newPage()
      await page.goto(`${origin}/about`)
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      await page.waitForLoadState("networkidle")
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })

      // Each time is taken in the page, from the event to the first frame that shows its result,
      // with no round trip to the test runner in between (its calls run at 4x slowdown too).
      times.open.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const t0 = performance.now()
              document.querySelector<HTMLButtonElement>("header [data-search-button]")?.click()
              const check = () =>
                document.activeElement instanceof HTMLInputElement && document.activeElement.type === "search"
                  ? resolve(performance.now() - t0)
                  : requestAnimationFrame(check)
              requestAnimationFrame(check)
            }),
        ),
      )
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>("dialog [role=status]")?.dataset.phase === "ready",
      )
      /**
       * Types a query a letter every 150 ms, as a quick typist does (an input event each, which
       * React reads), and times its answer from the last letter.
       */
      const answer = (query: string) =>
        page.evaluate(
          (q) =>
            new Promise<number>((resolve) => {
              const input = document.querySelector<HTMLInputElement>("dialog input[type=search]")
              // React tracks the field's value through its own setter; the prototype's sets it as typing does.
              const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.bind(input)
              if (!input || !set) throw new Error("no search field")
              const type = (text: string) => {
                set(text)
                input.dispatchEvent(new Event("input", { bubbles: true }))
              }
              let t0 = 0
              const letter = (n: number) => {
                type(q.slice(0, n))
                if (n < q.length) setTimeout(() => letter(n + 1), 150)
                else {
                  t0 = performance.now()
                  requestAnimationFrame(check)
                }
              }
              letter(1)
              const check = () =>
                (document.querySelector("dialog [role=status]")?.textContent ?? "").includes(`for “${q}”`)
                  ? resolve(performance.now() - t0)
                  : requestAnimationFrame(check)
            }),
          query,
        )
      times.first.push(await answer("gfrg cost"))
      times.next.push(await answer("wayanad"))
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
