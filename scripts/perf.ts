/**
 * npm run perf: a first visit on a phone, measured by Lighthouse against the official Gatsby blog
 * starter in the same run.
 *
 *   npm run perf                       3 interleaved rounds, medians reported, budgets enforced
 *   npm run perf -- --runs 1 --only home,contact
 *   npm run perf -- --reference-every 2      measure the reference before every 2 pages (default 4)
 *   npm run perf -- --lhr-dir reports/lhr     also keep every full Lighthouse report (JSON)
 *   npm run perf -- --trace-dir reports/trace also keep every run's Chromium trace (open in DevTools)
 *   npm run perf -- --lantern-dir reports/lantern  and what the simulated phone waited for (scripts/lantern-graphs.ts)
 *   npm run perf -- --before ../before/public    an earlier build of the site in the same rounds:
 *                                      each page's run is followed by the same page of that build
 *                                      ("home (before)"), reported beside it; budgets judge this build
 *   npm run perf -- --with-browser-ui    keep desktop Chromium's omnibox popup renderers, which
 *                                      run beside the page at each navigation (scripts/perf-chromium.ts)
 *
 * Every Lighthouse run gets a Chromium of its own with a new, empty profile (no cache, cookies or
 * storage), so each run is a first-time visitor: the first-visit splash shows, as it does for a
 * new visitor (its session flag is in sessionStorage). Lighthouse's own defaults otherwise: mobile
 * emulation and simulated throttling, and chrome-launcher's default flags, less the desktop
 * browser's omnibox popup (scripts/perf-chromium.ts).
 *
 * The reference, the starter's built public/ (REFERENCE_TARBALL, by default the yardstick in
 * scripts/perf-reference/, with its README), is extracted to a temporary folder, given the same brotli
 * and gzip twins our build writes and served by a second instance of our own server, so both sides
 * are served alike. Rounds are interleaved, and the reference runs several times in each (before
 * every 4 pages, `--reference-every N`): reference, home, about, services, service, reference,
 * projects, ...; even rounds take the pages in reverse. Its median thus rests on three times as
 * many runs as a page's, since all eleven verdicts are taken against it.
 *
 * Prints a table, then what each page's TBT is made of (the navigation commit's share and the rest,
 * scripts/tbt-parts.ts), writes reports/perf.json, exits 1 when a page misses a budget (see README).
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium. Nothing is fetched from outside loopback.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import * as chromeLauncher from "chrome-launcher"
import { buildApp, type App } from "../server/app"
import { loadConfig } from "../server/config"
import { writeHostFiles } from "../src/gatsby/host-files"
import { describeSimulatedGraphs, forgetSimulations, navigationCommitBlocking } from "./lantern-graphs"
import { measuredChromiumFlags } from "./perf-chromium"
import { CHROMIUM_ARGS } from "../playwright.config"
import {
  BUDGETS,
  checkBudgets,
  median,
  medianOf,
  pairedWithBefore,
  RATIO_FIGURES,
  ratios,
  roundOrder,
  summarise,
  type LighthouseLike,
  type PageResult,
  type Sample,
  type TraceEventLike,
} from "./perf-budgets"

const PAGES: [name: string, path: string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["services", "/services"],
  ["service", "/services/GFRG"],
  ["projects", "/projects"],
  ["project", "/projects/kannur-international-airport"],
  // A build with eight progress updates: the timeline's photos and the gallery's data for them.
  ["project with updates", "/projects/gfrg-affordable-housing-thrissur"],
  ["blog listing", "/blogs/category/all"],
  ["blog post", "/blogs/gfrg-vs-traditional-cost-comparison-kerala"],
  ["contact", "/contact"],
  ["cost calculator", "/cost-calculator"],
  ["careers", "/careers"],
  // The Malayalam edition (docs/behaviour.md §10): a page of each kind, with its web font.
  ["home (ml)", "/ml"],
  ["service (ml)", "/ml/services/GFRG"],
  ["project (ml)", "/ml/projects/kannur-international-airport"],
  ["blog post (ml)", "/ml/blogs/gfrg-vs-traditional-cost-comparison-kerala"],
  ["contact (ml)", "/ml/contact"],
]

const REFERENCE_NAME = "reference"
/** A page of the earlier build (--before), as its rows and files are named. */
const beforeName = (name: string) => `${name} (before)`
const DEFAULT_REFERENCE_TARBALL = path.resolve("scripts", "perf-reference", "gatsby-starter-blog-public.tar.gz")
const MAX_RETRIES = 2

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

/** Our own server (the static host of server/) on a free loopback port, serving `publicDir`. */
async function serve(publicDir: string): Promise<{ origin: string; app: App; dataDir: string }> {
  const dataDir = tempDir("perf-data-")
  const config = loadConfig({
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    PUBLIC_DIR: publicDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000",
    // The forms are not measured: their stand-in's tokens, chosen out loud as the server demands.
    RECAPTCHA_SECRET: "",
    BOT_CHECK: "stand-in",
  })
  const app = await buildApp(config)
  await app.app.listen({ host: "127.0.0.1", port: 0 })
  const address = app.app.server.address()
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  return { origin, app, dataDir }
}

/** The reference's public/ in a temporary folder, with the brotli and gzip twins our build writes. */
async function extractReference(tarball: string): Promise<{ dir: string; publicDir: string }> {
  if (!fs.existsSync(tarball)) {
    console.error(`No reference build at ${tarball}: set REFERENCE_TARBALL (see README, performance).`)
    process.exit(2)
  }
  const dir = tempDir("perf-reference-")
  const tar = spawnSync("tar", ["-xzf", tarball, "-C", dir], { stdio: "inherit" })
  if (tar.status !== 0) throw new Error(`tar could not extract ${tarball}`)
  const publicDir = path.join(dir, "public")
  await writeHostFiles({
    publicDir,
    deployDir: path.join(dir, "deploy"),
    https: false,
    botCheckStandIn: false,
    enquiryServerUrl: null,
  })
  return { dir, publicDir }
}

interface LcpFacts {
  element: string
  phases: Record<string, number>
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay) from the LCP audit. */
function lcpFacts(lhr: unknown): LcpFacts {
  const facts: LcpFacts = { element: "", phases: {} }
  const audits = (lhr as { audits?: Record<string, { details?: { items?: unknown[] } }> }).audits
  const tables = audits?.["largest-contentful-paint-element"]?.details?.items ?? []
  for (const table of tables) {
    const rows = (table as { items?: Record<string, unknown>[] }).items ?? []
    for (const row of rows) {
      const node = row.node as { selector?: string; snippet?: string } | undefined
      if (node) facts.element = `${node.selector ?? ""} ${node.snippet ?? ""}`.trim()
      if (typeof row.phase === "string" && typeof row.timing === "number")
        facts.phases[row.phase] = Math.round(row.timing)
    }
  }
  return facts
}

interface Run extends Sample {
  round: number
  lcpElement: string
  lcpPhases: Record<string, number>
  /** The navigation commit's share of this run's TBT (scripts/tbt-parts.ts); absent when Lighthouse computed no TBT. */
  tbtCommitMs?: number
}

async function main(): Promise<void> {
  const runs = Number(option("runs") ?? 3)
  const referenceEvery = Number(option("reference-every") ?? 4)
  const lhrDir = option("lhr-dir")
  const traceDir = option("trace-dir")
  const lanternDir = option("lantern-dir")
  const beforeDir = option("before")
  const withBrowserUi = process.argv.includes("--with-browser-ui")
  const only = option("only")
    ?.split(",")
    .map((s) => s.trim())
  const pages = only ? PAGES.filter(([name]) => only.includes(name)) : PAGES
  if (!fs.existsSync(path.resolve("public", "index.html"))) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(2)
  }

  const reference = await extractReference(path.resolve(process.env.REFERENCE_TARBALL ?? DEFAULT_REFERENCE_TARBALL))
  if (beforeDir && !fs.existsSync(path.resolve(beforeDir, "index.html"))) {
    console.error(`No build in ${beforeDir}: --before names an earlier build's public/ (see README, performance).`)
    process.exit(2)
  }
  const ours = await serve(path.resolve("public"))
  const theirs = await serve(reference.publicDir)
  const previous = beforeDir ? await serve(path.resolve(beforeDir)) : null
  const { default: lighthouse } = await import("lighthouse")
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

  /** One Lighthouse run in a Chromium of its own with a new, empty profile: a first-time visitor. */
  const measure = async (url: string) => {
    await forgetSimulations()
    const profile = tempDir("perf-profile-")
    const chrome = await chromeLauncher.launch({
      chromePath,
      userDataDir: profile,
      // The launcher's defaults are given here, merged, not added by it (scripts/perf-chromium.ts).
      ignoreDefaultFlags: true,
      chromeFlags: measuredChromiumFlags({
        launcherDefaults: chromeLauncher.Launcher.defaultFlags(),
        projectFlags: CHROMIUM_ARGS,
        withBrowserUi,
      }),
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // Lighthouse's defaults, stated: a phone's screen, a slow 4G network and a 4x slower CPU
        // simulated from the observed load.
        formFactor: "mobile",
        throttlingMethod: "simulate",
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const trace = (result.artifacts as unknown as { Trace?: { traceEvents?: TraceEventLike[] } }).Trace
      return { lhr: result.lhr, traceEvents: trace?.traceEvents ?? [] }
    } finally {
      chrome.kill()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  }

  type Target = [name: string, url: string, path: string]
  const referenceTarget: Target = [REFERENCE_NAME, `${theirs.origin}/`, "/"]
  const ourTargets = pages.map(([name, pagePath]): Target => [name, `${ours.origin}${pagePath}`, pagePath])
  const pageTargets = previous
    ? pairedWithBefore(ourTargets, ([name, , pagePath]): Target => [
        beforeName(name),
        `${previous.origin}${pagePath}`,
        pagePath,
      ])
    : ourTargets
  const samples = new Map<string, Run[]>([referenceTarget, ...pageTargets].map(([name]) => [name, []]))
  let lighthouseVersion = ""
  /** The measured browser as Lighthouse saw it ("HeadlessChrome/156.0…"): the tables hold for that version. */
  let browserVersion = ""
  try {
    // Round by round, not page by page, and the reference several times in every round (see
    // roundOrder): a busy spell of this shared machine then spoils one run of several pages (the
    // reference's too), which the medians discard, instead of every run of one page.
    for (let i = 0; i < runs; i += 1) {
      for (const [name, url, pagePath] of roundOrder(referenceTarget, pageTargets, referenceEvery, i + 1)) {
        // Files of this run: the target's name and its run number (the reference runs several times a round).
        const runFile = (dir: string, ext: string) => {
          fs.mkdirSync(dir, { recursive: true })
          return path.join(dir, `${name.replace(/\W+/g, "-")}-${(samples.get(name)?.length ?? 0) + 1}${ext}`)
        }
        // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) measured
        // nothing, so it is repeated (twice at most) rather than counted as a score of 0.
        let { lhr, traceEvents } = await measure(url)
        for (let retry = 0; lhr.runtimeError && retry < MAX_RETRIES; retry += 1) {
          console.error(`  ${name}: Lighthouse could not measure (${lhr.runtimeError.code}); running again`)
          ;({ lhr, traceEvents } = await measure(url))
        }
        lighthouseVersion = lhr.lighthouseVersion
        browserVersion = /(?:Headless)?Chrom(?:e|ium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? ""
        // Read before the next run replaces Lantern's simulations.
        const tbtCommitMs = await navigationCommitBlocking()
        if (lhrDir) {
          fs.writeFileSync(runFile(lhrDir, ".json"), JSON.stringify(lhr))
        }
        if (lanternDir) {
          fs.writeFileSync(runFile(lanternDir, ".txt"), await describeSimulatedGraphs())
        }
        if (traceDir) {
          fs.writeFileSync(runFile(traceDir, ".trace.json"), JSON.stringify({ traceEvents }))
        }
        const sample = summarise(lhr as unknown as LighthouseLike, traceEvents)
        const lcp = lcpFacts(lhr)
        samples
          .get(name)
          ?.push({ ...sample, round: i + 1, lcpElement: lcp.element, lcpPhases: lcp.phases, tbtCommitMs })
        console.log(
          `round ${i + 1}/${runs} ${name} (${pagePath}): performance ${sample.performance}, ` +
            `LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, ` +
            `main-thread CPU ${Math.round(sample.cpuMs)} ms, benchmark index ${Math.round(sample.benchmarkIndex)}`,
        )
      }
    }
  } finally {
    for (const server of previous ? [ours, theirs, previous] : [ours, theirs]) {
      await server.app.app.close()
      fs.rmSync(server.dataDir, { recursive: true, force: true })
    }
    fs.rmSync(reference.dir, { recursive: true, force: true })
  }

  const strip = (run: Run): Sample => {
    const { round: _round, lcpElement: _element, lcpPhases: _phases, tbtCommitMs: _commit, ...sample } = run
    return sample
  }
  const referenceRuns = samples.get(REFERENCE_NAME) ?? []
  const referenceMedian = median(referenceRuns.map(strip))
  const resultOf = (name: string, pagePath: string): PageResult => ({
    name,
    path: pagePath,
    ...median((samples.get(name) ?? []).map(strip)),
  })
  const results: PageResult[] = pages.map(([name, pagePath]) => resultOf(name, pagePath))
  /** The same page of the earlier build (--before). */
  const beforeOf = (r: PageResult) => resultOf(beforeName(r.name), r.path)
  const beforeResults: PageResult[] = previous ? results.map(beforeOf) : []
  /** A page's medians as reports/perf.json keeps them: with their ratios to the reference and every run. */
  const reported = (r: PageResult) => ({ ...r, ratios: ratios(r, referenceMedian), runs: samples.get(r.name) ?? [] })
  const failures = checkBudgets(results, referenceMedian)
  const referenceTbt = referenceRuns.map((r) => Math.round(r.tbtMs))
  console.log(
    `\nthe reference ran ${referenceRuns.length} times (TBT ${Math.min(...referenceTbt)}–${Math.max(...referenceTbt)} ms), ` +
      `each page ${runs} times, in ${browserVersion || "an unnamed Chromium"} ` +
      `${withBrowserUi ? "with" : "without"} the desktop browser's omnibox popup ` +
      `(a Chromium without that popup ignores the two feature names)`,
  )
  /** The rows of both tables: each page, and after it the same page of the earlier build (--before). */
  const shown = previous ? pairedWithBefore(results, beforeOf) : results
  printTable({ name: REFERENCE_NAME, path: "/ (gatsby-starter-blog)", ...referenceMedian }, shown)
  printTbtParts([
    [`${REFERENCE_NAME} /`, referenceRuns],
    ...shown.map((r): [string, Run[]] => [`${r.name} ${r.path}`, samples.get(r.name) ?? []]),
  ])
  fs.mkdirSync("reports", { recursive: true })
  fs.writeFileSync(
    path.join("reports", "perf.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion,
        browserVersion,
        settings: { formFactor: "mobile", throttlingMethod: "simulate", freshProfilePerRun: true, withBrowserUi },
        runs,
        budgets: BUDGETS,
        reference: { name: REFERENCE_NAME, path: "/", ...referenceMedian, runs: referenceRuns },
        pages: results.map(reported),
        ...(previous
          ? {
              before: { dir: beforeDir, pages: beforeResults.map(reported) },
            }
          : {}),
        failures,
      },
      null,
      2,
    ),
  )
  console.log("\nwritten reports/perf.json")
  if (runs < 3) console.log("(fewer than 3 rounds: the medians are no verdict, the budgets are checked all the same)")
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`)
    process.exit(1)
  }
  console.log("\nevery page within its budgets")
}

function formatRows(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)))
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join("  ")
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}

function printTable(reference: PageResult, rows: PageResult[]): void {
  const all = [reference, ...rows]
  const figures = formatRows(
    [
      "page",
      "perf",
      "a11y",
      "b.pr.",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "SI ms",
      "total KB",
      "JS KB",
      "CPU ms",
      "bench",
    ],
    all.map((r) => [
      `${r.name} ${r.path}`,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      String(Math.round(r.fcpMs)),
      String(Math.round(r.lcpMs)),
      String(Math.round(r.tbtMs)),
      r.cls.toFixed(3),
      String(Math.round(r.siMs)),
      String(Math.round(r.totalKb)),
      String(Math.round(r.jsKb)),
      String(Math.round(r.cpuMs)),
      String(Math.round(r.benchmarkIndex)),
    ]),
  )
  const labels: Record<(typeof RATIO_FIGURES)[number], string> = {
    performance: "perf",
    fcpMs: "FCP",
    lcpMs: "LCP",
    tbtMs: "TBT",
    cls: "CLS",
    siMs: "SI",
    jsKb: "JS KB",
    cpuMs: "CPU",
  }
  const asRatio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "inf")
  const ratioTable = formatRows(
    ["page / reference", ...RATIO_FIGURES.map((key) => labels[key])],
    rows.map((r) => {
      const each = ratios(r, reference)
      return [`${r.name} ${r.path}`, ...RATIO_FIGURES.map((key) => asRatio(each[key]))]
    }),
  )
  console.log(
    `\nmedians (CPU: main-thread CPU time of the load, unthrottled; bench: Lighthouse's benchmark index)\n${figures}`,
  )
  console.log(`\nas a ratio to the reference's medians in the same run\n${ratioTable}`)
}

/**
 * What each page's TBT is made of, in medians over its runs: the navigation commit's share and the
 * rest, the page's own work (scripts/tbt-parts.ts). For reading only; the budgets judge the TBT.
 */
function printTbtParts(rows: readonly [label: string, runs: readonly Run[]][]): void {
  const lines = rows.map(([label, all]) => {
    const runs = all.flatMap((r) => (r.tbtCommitMs === undefined ? [] : [{ tbt: r.tbtMs, commit: r.tbtCommitMs }]))
    if (runs.length === 0) return [label, "-", "-", "-", `0/${all.length}`]
    return [
      label,
      String(Math.round(medianOf(runs.map((r) => r.tbt)))),
      String(Math.round(medianOf(runs.map((r) => r.commit)))),
      String(Math.round(medianOf(runs.map((r) => r.tbt - r.commit)))),
      `${runs.filter((r) => r.commit > 0).length}/${runs.length}`,
    ]
  })
  console.log(
    "\nTBT and the navigation commit's share (medians over each page's runs; the commit counts when the\n" +
      "simulated first paint comes before its end, docs/performance.md)\n" +
      formatRows(["page", "TBT ms", "commit ms", "TBT less commit ms", "runs with commit"], lines),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
