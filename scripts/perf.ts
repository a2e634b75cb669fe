/**
 * npm run perf: Lighthouse (mobile emulation and throttling, its defaults) on one page of every
 * template, served by the project's own server from the production build in public/.
 *
 *   npm run perf                       3 runs a page, median reported, budgets enforced
 *   npm run perf -- --runs 1 --only home,contact
 *   npm run perf -- --lhr-dir reports/lhr     also keep every full Lighthouse report (JSON)
 *
 * Prints a table, writes reports/perf.json, exits 1 when a page misses a budget (see README).
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium. Nothing is fetched from outside loopback.
 */
import fs from "fs"
import os from "os"
import path from "path"
import * as chromeLauncher from "chrome-launcher"
import { buildApp } from "../server/app"
import { loadConfig } from "../server/config"
import { CHROMIUM_ARGS } from "../playwright.config"
import {
  BUDGETS,
  checkBudgets,
  median,
  summarise,
  type LighthouseLike,
  type PageResult,
  type Sample,
} from "./perf-budgets"

const PAGES: [name: string, path: string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["services", "/services"],
  ["service", "/services/GFRG"],
  ["projects", "/projects"],
  ["project", "/projects/kannur-international-airport"],
  ["blog listing", "/blogs/category/all"],
  ["blog post", "/blogs/gfrg-vs-traditional-cost-comparison-kerala"],
  ["contact", "/contact"],
  ["cost calculator", "/cost-calculator"],
  ["careers", "/careers"],
]

const MAX_RETRIES = 2

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const runs = Number(option("runs") ?? 3)
  const lhrDir = option("lhr-dir")
  const only = option("only")
    ?.split(",")
    .map((s) => s.trim())
  const pages = only ? PAGES.filter(([name]) => only.includes(name)) : PAGES
  if (!fs.existsSync(path.resolve("public", "index.html"))) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(2)
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-data-"))
  const config = loadConfig({
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000",
  })
  const { app } = await buildApp(config)
  await app.listen({ host: "127.0.0.1", port: 0 })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  })
  const { default: lighthouse } = await import("lighthouse")

  const measure = async (url: string) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  }

  const results: PageResult[] = []
  try {
    // Round by round, not page by page: a busy spell of this shared machine then spoils one run
    // of several pages, which the median of each page discards, instead of every run of one page.
    const samples = new Map<string, Sample[]>(pages.map(([name]) => [name, []]))
    for (let i = 0; i < runs; i += 1) {
      for (const [name, pagePath] of pages) {
        // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) measured
        // nothing, so it is repeated (twice at most) rather than counted as a score of 0.
        let lhr = await measure(`${origin}${pagePath}`)
        for (let retry = 0; lhr.runtimeError && retry < MAX_RETRIES; retry += 1) {
          console.error(`  ${name}: Lighthouse could not measure (${lhr.runtimeError.code}); running again`)
          lhr = await measure(`${origin}${pagePath}`)
        }
        if (lhrDir) {
          fs.mkdirSync(lhrDir, { recursive: true })
          fs.writeFileSync(path.join(lhrDir, `${name.replace(/\W+/g, "-")}-${i + 1}.json`), JSON.stringify(lhr))
        }
        const sample = summarise(lhr as unknown as LighthouseLike)
        samples.get(name)?.push(sample)
        console.log(
          `run ${i + 1}/${runs} ${name} (${pagePath}): performance ${sample.performance}, TBT ${Math.round(sample.tbtMs)} ms`,
        )
      }
    }
    for (const [name, pagePath] of pages) results.push({ name, path: pagePath, ...median(samples.get(name) ?? []) })
  } finally {
    chrome.kill()
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const failures = checkBudgets(results)
  printTable(results)
  fs.mkdirSync("reports", { recursive: true })
  fs.writeFileSync(
    path.join("reports", "perf.json"),
    JSON.stringify({ runs, budgets: BUDGETS, pages: results, failures }, null, 2),
  )
  console.log("\nwritten reports/perf.json")
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
    process.exit(1)
  }
  console.log("\nevery page within its budgets")
}

function printTable(rows: PageResult[]): void {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "total KB", "JS KB"]
  const lines = rows.map((r) => [
    `${r.name} ${r.path}`,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    String(Math.round(r.totalKb)),
    String(Math.round(r.jsKb)),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)))
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join("  ")
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`)
  for (const line of lines) console.log(format(line))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
