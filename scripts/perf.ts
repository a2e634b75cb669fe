/**
 * npm run perf: a first visit on a phone, measured by Lighthouse against the official Gatsby blog
 * starter in the same run.
 *
 *   npm run perf                       3 interleaved rounds, medians reported, budgets enforced
 *   npm run perf -- --runs 1 --only home,contact
 *   npm run perf -- --reference-every 2      measure the reference before every 2 pages (default 4)
 *   npm run perf -- --lhr-dir reports/lhr     also keep every full Lighthouse report (JSON)
 *   npm run perf -- --trace-dir reports/trace also keep every run's Chromium trace (open in DevTools)
 *   npm run perf -- --lantern-dir reports/lantern  and what the simulated phone waited for in each run
 *   npm run perf -- --tbt-parts        also print what each page's TBT is made of: the navigation
 *                                      commit's share and the rest (scripts/tbt-parts.ts)
 *   npm run perf -- --before ../before/public    an earlier build of the site in the same rounds:
 *                                      each page's run is followed by the same page of that build
 *                                      ("home (before)"), reported beside it; budgets judge this build
 *   npm run perf -- --before no-hints=../a/public --before no-entry=../b/public
 *                                      several earlier builds, named, each page followed by each;
 *                                      per build, LCP, TBT, CPU and bytes against this build's, with
 *                                      a verdict: outside the runs' spread or within it
 *   npm run perf -- --with-browser-ui    keep desktop Chromium's omnibox popup renderers, which
 *                                      run beside the page at each navigation (scripts/perf-chromium.ts)
 *   npm run perf -- --http1            serve the builds over plain HTTP/1.1 instead of as deployed
 *                                      (HTTPS and HTTP/2, below): how runs before 2026-11-29 were made
 *
 * Every Lighthouse run gets a Chromium of its own with a new, empty profile (no cache, cookies or
 * storage), so each run is a first-time visitor: the first-visit splash shows, as it does for a
 * new visitor (its session flag is in sessionStorage). Lighthouse's own defaults otherwise: mobile
 * emulation and simulated throttling, and chrome-launcher's default flags, less the desktop
 * browser's omnibox popup (scripts/perf-chromium.ts).
 *
 * Every build is served as it is deployed: HTTPS and HTTP/2 in front of our Node server, as nginx
 * is in deploy/nginx-site.example.conf and as static hosts serve (scripts/perf-tls.ts), with a
 * certificate made for the run. Lantern simulates the network from the protocol it saw,
 * so plain HTTP/1.1 would price a phone's visit by six connections per origin, each opened with a
 * handshake and a slow start of its own, a network no visitor of either site has.
 *
 * The reference, the starter's built public/ (REFERENCE_TARBALL, by default the yardstick in
 * scripts/perf-reference/, with its README), is extracted to a temporary folder, given the same brotli
 * and gzip twins our build writes and served by a second instance of our own server, so both sides
 * are served alike. Rounds are interleaved, and the reference runs several times in each (before
 * every 4 pages, `--reference-every N`): reference, home, about, services, service, reference,
 * projects, ...; even rounds take the pages in reverse. Its median thus rests on three times as
 * many runs as a page's, since all eleven verdicts are taken against it.
 *
 * --lantern-dir and --tbt-parts are optional diagnostics that read Lighthouse's private Lantern module
 * (scripts/perf-diagnostics.ts); that module is imported only when one of them is given.
 *
 * Prints a table, writes reports/perf.json, exits 1 when a page misses a budget (see README), 2 when
 * a build to measure is missing. Chromium: CHROMIUM_PATH or /usr/bin/chromium. Nothing is fetched
 * from outside loopback. main() below reads as the procedure; its steps follow it.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import * as chromeLauncher from "chrome-launcher"
// Its type only: Lighthouse itself is loaded in measureRounds, with a dynamic import (an ES module).
import type lighthouseRun from "lighthouse"
import { buildApp, type App } from "../server/app"
import { loadConfig } from "../server/config"
import { writeHostFiles } from "../src/gatsby/host-files"
import { measuredChromiumFlags } from "./perf-chromium"
import {
  ignoreCertificateErrors,
  loopbackCertificate,
  startTlsFront,
  type Certificate,
  type TlsFront,
} from "./perf-tls"
import { CHROMIUM_ARGS } from "../playwright.config"
import {
  BUDGETS,
  checkBudgets,
  compareBuilds,
  type Comparison,
  type EarlierBuild,
  median,
  medianOf,
  pairedWithBefore,
  parseEarlierBuilds,
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
/** A page of an earlier build (--before), as its rows and files are named: "home (before)". */
const beforeName = (name: string, build: EarlierBuild) => `${name} (${build.name})`
const DEFAULT_REFERENCE_TARBALL = path.resolve("scripts", "perf-reference", "gatsby-starter-blog-public.tar.gz")
const MAX_RETRIES = 2

function option(name: string): string | undefined {
  return options(name)[0]
}

/** Every value of an option given more than once (`--before a=X --before b=Y`). */
function options(name: string): string[] {
  return process.argv.flatMap((arg, i) =>
    arg === `--${name}` && i + 1 < process.argv.length ? [process.argv[i + 1] as string] : [],
  )
}

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

/**
 * Our own server (the static host of server/) on a free loopback port, serving `publicDir`; with a
 * certificate, behind an HTTPS, HTTP/2 front (scripts/perf-tls.ts), whose origin is the one measured.
 */
async function serve(
  publicDir: string,
  certificate: Certificate | null,
): Promise<{ origin: string; app: App; dataDir: string; front: TlsFront | null }> {
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
  // Fastify answers with the address it listens on: "http://127.0.0.1:PORT".
  const plain = await app.app.listen({ host: "127.0.0.1", port: 0 })
  if (!certificate) return { origin: plain, app, dataDir, front: null }
  const front = await startTlsFront(plain, certificate)
  return { origin: front.origin, app, dataDir, front }
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
  /**
   * The navigation commit's share of this run's TBT (scripts/tbt-parts.ts), kept with --tbt-parts;
   * absent otherwise, or when Lighthouse computed no TBT.
   */
  tbtCommitMs?: number
}

interface Options {
  runs: number
  referenceEvery: number
  pages: [name: string, path: string][]
  lhrDir?: string
  traceDir?: string
  lanternDir?: string
  tbtParts: boolean
  /** The earlier builds (--before), in the order given; empty without it. */
  before: EarlierBuild[]
  withBrowserUi: boolean
  /** --http1: plain HTTP/1.1, not HTTPS and HTTP/2 as deployed. */
  http1: boolean
}

/** A build being served: its origin and what stopServers closes and removes. */
type Served = Awaited<ReturnType<typeof serve>>

interface Servers {
  /** The reference's extracted public/ (a temporary folder, removed by stopServers). */
  reference: { dir: string; publicDir: string }
  ours: Served
  theirs: Served
  /** The earlier builds (--before), each served. */
  previous: { build: EarlierBuild; served: Served }[]
}

/** A measured target: the row's name, the URL Lighthouse loads, and the page's path. */
type Target = [name: string, url: string, path: string]

interface Targets {
  reference: Target
  /** Our pages, each followed by the same page of every earlier build (--before). */
  pages: Target[]
}

/** Every run of every target (by name), and what Lighthouse and the browser were. */
interface Measurements {
  samples: Map<string, Run[]>
  lighthouseVersion: string
  /** The measured browser as Lighthouse saw it ("HeadlessChrome/156.0…"): the tables hold for that version. */
  browserVersion: string
}

/** The medians of the reference and of each page, and the budgets they miss. */
interface Summary {
  referenceRuns: Run[]
  referenceMedian: Sample
  results: PageResult[]
  /** Per earlier build (--before): its pages, and each page compared with this build's. */
  beforeResults: { build: EarlierBuild; pages: PageResult[]; comparisons: { page: string; figures: Comparison[] }[] }[]
  /** The rows of the tables: each page, and after it the same page of every earlier build (--before). */
  shown: PageResult[]
  failures: string[]
}

async function main(): Promise<void> {
  const options = readOptions()
  exitUnlessBuildsExist(options)
  const diagnostics = await loadDiagnostics(options)
  const servers = await startServers(options)
  let measurements: Measurements
  try {
    measurements = await measureRounds(options, targetsOf(options, servers), diagnostics)
  } finally {
    await stopServers(servers)
  }
  const summary = summariseMeasurements(options, measurements)
  printReport(options, measurements, summary)
  writeReport(options, measurements, summary)
  checkBudgetsOrExit(options, summary)
}

function readOptions(): Options {
  const only = option("only")
    ?.split(",")
    .map((s) => s.trim())
  return {
    runs: Number(option("runs") ?? 3),
    referenceEvery: Number(option("reference-every") ?? 4),
    pages: only ? PAGES.filter(([name]) => only.includes(name)) : PAGES,
    lhrDir: option("lhr-dir"),
    traceDir: option("trace-dir"),
    lanternDir: option("lantern-dir"),
    tbtParts: process.argv.includes("--tbt-parts"),
    before: parseEarlierBuilds(options("before")),
    withBrowserUi: process.argv.includes("--with-browser-ui"),
    http1: process.argv.includes("--http1"),
  }
}

/** Exit 2 when there is no build in public/, or none where a --before points. */
function exitUnlessBuildsExist(options: Options): void {
  if (!fs.existsSync(path.resolve("public", "index.html"))) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(2)
  }
  for (const { dir } of options.before)
    if (!fs.existsSync(path.resolve(dir, "index.html"))) {
      console.error(`No build in ${dir}: --before names an earlier build's public/ (see README, performance).`)
      process.exit(2)
    }
}

/**
 * The optional diagnostics (scripts/perf-diagnostics.ts), which read Lighthouse's private Lantern
 * module: imported only when --lantern-dir or --tbt-parts asks for them, else null.
 */
async function loadDiagnostics(options: Options) {
  return options.lanternDir || options.tbtParts ? await import("./perf-diagnostics") : null
}

type Diagnostics = Awaited<ReturnType<typeof loadDiagnostics>>

/** The reference extracted, then our build, the reference and the earlier builds (--before) served. */
async function startServers(options: Options): Promise<Servers> {
  const reference = await extractReference(path.resolve(process.env.REFERENCE_TARBALL ?? DEFAULT_REFERENCE_TARBALL))
  const certificate = options.http1 ? null : await loopbackCertificate()
  const ours = await serve(path.resolve("public"), certificate)
  const theirs = await serve(reference.publicDir, certificate)
  const previous: Servers["previous"] = []
  for (const build of options.before)
    previous.push({ build, served: await serve(path.resolve(build.dir), certificate) })
  return { reference, ours, theirs, previous }
}

async function stopServers({ reference, ours, theirs, previous }: Servers): Promise<void> {
  for (const server of [ours, theirs, ...previous.map((p) => p.served)]) {
    await server.front?.close()
    await server.app.app.close()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
  fs.rmSync(reference.dir, { recursive: true, force: true })
}

function targetsOf(options: Options, { ours, theirs, previous }: Servers): Targets {
  const reference: Target = [REFERENCE_NAME, `${theirs.origin}/`, "/"]
  const ourTargets = options.pages.map(([name, pagePath]): Target => [name, `${ours.origin}${pagePath}`, pagePath])
  const pages = pairedWithBefore(ourTargets, ([name, , pagePath]) =>
    previous.map(({ build, served }): Target => [beforeName(name, build), `${served.origin}${pagePath}`, pagePath]),
  )
  return { reference, pages }
}

/**
 * Every round in its order (roundOrder): round by round, not page by page, and the reference several
 * times in every round, so a busy spell of this shared machine spoils one run of several pages (the
 * reference's too), which the medians discard, instead of every run of one page.
 */
async function measureRounds(options: Options, targets: Targets, diagnostics: Diagnostics): Promise<Measurements> {
  const { default: lighthouse } = await import("lighthouse")
  const measurements: Measurements = {
    samples: new Map([targets.reference, ...targets.pages].map(([name]) => [name, []])),
    lighthouseVersion: "",
    browserVersion: "",
  }
  for (let i = 0; i < options.runs; i += 1) {
    const round = i + 1
    for (const [name, url, pagePath] of roundOrder(targets.reference, targets.pages, options.referenceEvery, round)) {
      const runs = measurements.samples.get(name) ?? []
      const { lhr, traceEvents } = await measureWithRetries(options, lighthouse, diagnostics, name, url)
      measurements.lighthouseVersion = lhr.lighthouseVersion
      measurements.browserVersion = /(?:Headless)?Chrom(?:e|ium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? ""
      // Read before the next run replaces Lantern's simulations.
      const tbtCommitMs = options.tbtParts ? await diagnostics?.navigationCommitBlocking() : undefined
      await keepRunFiles(options, diagnostics, name, runs.length + 1, lhr, traceEvents)
      const sample = summarise(lhr as unknown as LighthouseLike, traceEvents)
      const lcp = lcpFacts(lhr)
      runs.push({ ...sample, round, lcpElement: lcp.element, lcpPhases: lcp.phases, tbtCommitMs })
      console.log(
        `round ${round}/${options.runs} ${name} (${pagePath}): performance ${sample.performance}, ` +
          `LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, ` +
          `main-thread CPU ${Math.round(sample.cpuMs)} ms, benchmark index ${Math.round(sample.benchmarkIndex)}`,
      )
    }
  }
  return measurements
}

type Lighthouse = typeof lighthouseRun
type Measured = Awaited<ReturnType<typeof measureOnce>>

/**
 * A run whose trace Lighthouse could not record (NO_NAVSTART and the like) measured nothing, so it
 * is repeated (twice at most) rather than counted as a score of 0.
 */
async function measureWithRetries(
  options: Options,
  lighthouse: Lighthouse,
  diagnostics: Diagnostics,
  name: string,
  url: string,
): Promise<Measured> {
  let measured = await measureOnce(options, lighthouse, diagnostics, url)
  for (let retry = 0; measured.lhr.runtimeError && retry < MAX_RETRIES; retry += 1) {
    console.error(`  ${name}: Lighthouse could not measure (${measured.lhr.runtimeError.code}); running again`)
    measured = await measureOnce(options, lighthouse, diagnostics, url)
  }
  return measured
}

/** One Lighthouse run in a Chromium of its own with a new, empty profile: a first-time visitor. */
async function measureOnce(options: Options, lighthouse: Lighthouse, diagnostics: Diagnostics, url: string) {
  await diagnostics?.forgetSimulations()
  const profile = tempDir("perf-profile-")
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    userDataDir: profile,
    // The launcher's defaults are given here, merged, not added by it (scripts/perf-chromium.ts).
    ignoreDefaultFlags: true,
    chromeFlags: measuredChromiumFlags({
      launcherDefaults: chromeLauncher.Launcher.defaultFlags(),
      projectFlags: CHROMIUM_ARGS,
      withBrowserUi: options.withBrowserUi,
    }).concat(options.http1 ? [] : [ignoreCertificateErrors]),
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

/**
 * The run's files in the folders asked for (--lhr-dir, --lantern-dir, --trace-dir), named after the
 * target and its run number (the reference runs several times a round).
 */
async function keepRunFiles(
  options: Options,
  diagnostics: Diagnostics,
  name: string,
  runNumber: number,
  lhr: Measured["lhr"],
  traceEvents: readonly TraceEventLike[],
): Promise<void> {
  const runFile = (dir: string, ext: string) => {
    fs.mkdirSync(dir, { recursive: true })
    return path.join(dir, `${name.replace(/\W+/g, "-")}-${runNumber}${ext}`)
  }
  if (options.lhrDir) {
    fs.writeFileSync(runFile(options.lhrDir, ".json"), JSON.stringify(lhr))
  }
  if (options.lanternDir && diagnostics) {
    fs.writeFileSync(runFile(options.lanternDir, ".txt"), await diagnostics.describeSimulatedGraphs())
  }
  if (options.traceDir) {
    fs.writeFileSync(runFile(options.traceDir, ".trace.json"), JSON.stringify({ traceEvents }))
  }
}

/** A run's figures alone, as the medians take them. */
function sampleOf(run: Run): Sample {
  const { round: _round, lcpElement: _element, lcpPhases: _phases, tbtCommitMs: _commit, ...sample } = run
  return sample
}

/** Each figure's median for the reference and every page, and the budgets the pages miss. */
function summariseMeasurements(options: Options, { samples }: Measurements): Summary {
  const referenceRuns = samples.get(REFERENCE_NAME) ?? []
  const referenceMedian = median(referenceRuns.map(sampleOf))
  const resultOf = (name: string, pagePath: string): PageResult => ({
    name,
    path: pagePath,
    ...median((samples.get(name) ?? []).map(sampleOf)),
  })
  const results: PageResult[] = options.pages.map(([name, pagePath]) => resultOf(name, pagePath))
  const beforeResults = options.before.map((build) => ({
    build,
    pages: results.map((r) => resultOf(beforeName(r.name, build), r.path)),
    comparisons: results.map((r) => ({
      page: r.name,
      figures: compareBuilds(samples.get(r.name) ?? [], samples.get(beforeName(r.name, build)) ?? []),
    })),
  }))
  return {
    referenceRuns,
    referenceMedian,
    results,
    beforeResults,
    // Each page, then the same page of every earlier build (--before), in the order given.
    shown: pairedWithBefore(results, (_page, i) => beforeResults.flatMap((b) => b.pages[i] ?? [])),
    failures: checkBudgets(results, referenceMedian),
  }
}

/** The reference's spread and the browser, the tables, and with --tbt-parts what each TBT is made of. */
function printReport(options: Options, { samples, browserVersion }: Measurements, summary: Summary): void {
  const { referenceRuns, referenceMedian, shown } = summary
  const referenceTbt = referenceRuns.map((r) => Math.round(r.tbtMs))
  console.log(
    `\nthe reference ran ${referenceRuns.length} times (TBT ${Math.min(...referenceTbt)}–${Math.max(...referenceTbt)} ms), ` +
      `each page ${options.runs} times, over ${options.http1 ? "plain HTTP/1.1" : "HTTPS and HTTP/2"}, ` +
      `in ${browserVersion || "an unnamed Chromium"} ` +
      `${options.withBrowserUi ? "with" : "without"} the desktop browser's omnibox popup ` +
      `(a Chromium without that popup ignores the two feature names)`,
  )
  printTable({ name: REFERENCE_NAME, path: "/ (gatsby-starter-blog)", ...referenceMedian }, shown)
  if (summary.beforeResults.length > 0) printComparisons(summary.beforeResults)
  if (options.tbtParts) {
    printTbtParts([
      [`${REFERENCE_NAME} /`, referenceRuns],
      ...shown.map((r): [string, Run[]] => [`${r.name} ${r.path}`, samples.get(r.name) ?? []]),
    ])
  }
}

/** reports/perf.json: the settings, the budgets, the medians with their ratios and every run, the misses. */
function writeReport(options: Options, measurements: Measurements, summary: Summary): void {
  const { samples, lighthouseVersion, browserVersion } = measurements
  const { referenceRuns, referenceMedian, results, beforeResults, failures } = summary
  /** A page's medians as reports/perf.json keeps them: with their ratios to the reference and every run. */
  const reported = (r: PageResult) => ({ ...r, ratios: ratios(r, referenceMedian), runs: samples.get(r.name) ?? [] })
  fs.mkdirSync("reports", { recursive: true })
  fs.writeFileSync(
    path.join("reports", "perf.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion,
        browserVersion,
        settings: {
          formFactor: "mobile",
          throttlingMethod: "simulate",
          freshProfilePerRun: true,
          withBrowserUi: options.withBrowserUi,
          protocol: options.http1 ? "HTTP/1.1" : "HTTPS, HTTP/2",
        },
        runs: options.runs,
        budgets: BUDGETS,
        reference: { name: REFERENCE_NAME, path: "/", ...referenceMedian, runs: referenceRuns },
        pages: results.map(reported),
        ...(beforeResults.length > 0
          ? {
              before: beforeResults.map(({ build, pages, comparisons }) => ({
                ...build,
                pages: pages.map(reported),
                comparisons,
              })),
            }
          : {}),
        failures,
      },
      null,
      2,
    ),
  )
  console.log("\nwritten reports/perf.json")
}

/** Exit 1 when a page missed a budget, naming each miss. */
function checkBudgetsOrExit(options: Options, { failures }: Summary): void {
  if (options.runs < 3)
    console.log("(fewer than 3 rounds: the medians are no verdict, the budgets are checked all the same)")
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
 * Each earlier build against this one, page by page: the medians of LCP, TBT, main-thread CPU and
 * bytes, the earlier build's less this build's, the rounds in which this build's run was the lower,
 * and whether the difference is outside both builds' spread (compareBuilds).
 */
function printComparisons(befores: Summary["beforeResults"]): void {
  const units: Record<Comparison["figure"], string> = {
    lcpMs: "LCP ms",
    tbtMs: "TBT ms",
    cpuMs: "CPU ms",
    totalKb: "KB",
  }
  const range = (s: Comparison["ours"]) => `${Math.round(s.median)} (${Math.round(s.q1)}–${Math.round(s.q3)})`
  const lines = befores.flatMap(({ build, comparisons }) =>
    comparisons.flatMap(({ page, figures }) =>
      figures.map((c) => [
        `${page} (${build.name})`,
        units[c.figure],
        range(c.ours),
        range(c.theirs),
        (c.gain > 0 ? "+" : "") + (c.figure === "totalKb" ? c.gain.toFixed(1) : String(Math.round(c.gain))),
        `${c.lowerInRounds}/${c.pairs}`,
        c.verdict,
      ]),
    ),
  )
  console.log(
    "\nthis build against each earlier one: medians (quartiles), the earlier's median less this build's,\n" +
      "rounds where this build's run was lower, and whether the middle halves of the runs overlap\n" +
      formatRows(
        ["page (earlier build)", "figure", "this build", "earlier build", "gain", "lower in", "verdict"],
        lines,
      ),
  )
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
