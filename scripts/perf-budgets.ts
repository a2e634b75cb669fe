/**
 * The performance budgets of `npm run perf` (stated in the README) and the arithmetic on results.
 *
 * The timing budgets are relative: every page is compared with the reference page (the official
 * Gatsby blog starter's `/`) measured in the same interleaved rounds on the same machine, so a
 * busy or slow machine moves both sides alike. Quality scores and layout shift are absolute.
 */

export const BUDGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.01,
  /** A page's LCP may be at most this multiple of the reference's. */
  maxLcpRatio: 1.1,
  /** A page's TBT may be at most this multiple of the reference's. */
  maxTbtRatio: 1,
  /** Compressed JavaScript of the home page, in KB (an absolute ceiling kept from before). */
  homeJsKb: 170,
} as const

/** The figures read from one Lighthouse run. */
export interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  siMs: number
  totalKb: number
  jsKb: number
  /** Lighthouse's benchmark index of the machine during the run (higher is faster). */
  benchmarkIndex: number
  /**
   * CPU time of the page's main thread over the recorded load, unthrottled (thread time, not
   * wall time): what the page made the browser do, little moved by other work on the machine.
   */
  cpuMs: number
}

export type Figure = keyof Sample

/** Figures reported as a ratio to the reference's. */
export const RATIO_FIGURES = ["performance", "fcpMs", "lcpMs", "tbtMs", "cls", "siMs", "jsKb", "cpuMs"] as const
export type RatioFigure = (typeof RATIO_FIGURES)[number]

export interface PageResult extends Sample {
  name: string
  path: string
}

/** The parts of a Lighthouse result this script reads. */
export interface LighthouseLike {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined
  >
  environment?: { benchmarkIndex?: number }
}

/** The parts of a trace event (Chrome's trace format) that mainThreadCpuMs reads. */
export interface TraceEventLike {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/**
 * Milliseconds of CPU time the main thread of the measured page spent in tasks from its
 * navigation on (each task's thread time, or its wall time where the trace has none).
 */
export function mainThreadCpuMs(events: readonly TraceEventLike[]): number {
  const start = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  )
  if (!start) return 0
  let micros = 0
  for (const e of events)
    if (e.name === "RunTask" && e.ph === "X" && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts)
      micros += e.tdur ?? e.dur ?? 0
  return micros / 1000
}

const score = (lhr: LighthouseLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const numeric = (lhr: LighthouseLike, id: string) => lhr.audits[id]?.numericValue ?? 0

export function summarise(lhr: LighthouseLike, traceEvents: readonly TraceEventLike[] = []): Sample {
  const resources = lhr.audits["resource-summary"]?.details?.items ?? []
  const scriptBytes = resources.find((item) => item.resourceType === "script")?.transferSize ?? 0
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    siMs: numeric(lhr, "speed-index"),
    totalKb: numeric(lhr, "total-byte-weight") / 1024,
    jsKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    cpuMs: mainThreadCpuMs(traceEvents),
  }
}

/**
 * The order of one round: the reference first and again before every `referenceEvery` pages, so
 * it is measured several times a round, spread over it. Every page is compared with the
 * reference's median, so the reference gets more runs than any one page: a reference median
 * taken in one lucky (or unlucky) spell of this shared machine would otherwise move all eleven
 * verdicts at once. Odd rounds take the pages in the order given, even rounds in reverse, so no
 * page always runs at the same point of a round.
 */
export function roundOrder<T>(reference: T, pages: readonly T[], referenceEvery: number, round: number): T[] {
  if (!Number.isInteger(referenceEvery) || referenceEvery < 1) throw new Error("referenceEvery must be 1 or more")
  const ordered = round % 2 === 0 ? [...pages].reverse() : [...pages]
  const out: T[] = []
  ordered.forEach((page, i) => {
    if (i % referenceEvery === 0) out.push(reference)
    out.push(page)
  })
  return out.length ? out : [reference]
}

/**
 * Every page followed by the same page of each earlier build (`npm run perf -- --before DIR`, once
 * or more), so the builds of a page meet the same spell of the machine; roundOrder's even rounds
 * reverse the list and with it each group, so no build always runs first.
 */
export function pairedWithBefore<T>(pages: readonly T[], before: (page: T, index: number) => readonly T[]): T[] {
  return pages.flatMap((page, index) => [page, ...before(page, index)])
}

/** An earlier build to measure beside this one (`--before NAME=DIR`, or `--before DIR`, named "before"). */
export interface EarlierBuild {
  name: string
  dir: string
}

/** `--before` values as builds: `NAME=DIR`, or a bare `DIR` named "before"; names must differ. */
export function parseEarlierBuilds(values: readonly string[]): EarlierBuild[] {
  const builds = values.map((value): EarlierBuild => {
    const at = value.indexOf("=")
    return at > 0 ? { name: value.slice(0, at), dir: value.slice(at + 1) } : { name: "before", dir: value }
  })
  const names = builds.map((b) => b.name)
  const twice = names.find((name, i) => names.indexOf(name) !== i)
  if (twice !== undefined) throw new Error(`--before names "${twice}" twice: give each earlier build a name, NAME=DIR`)
  return builds
}

/** The figures an earlier build is compared on: the page's timings, its main thread's work and its bytes. */
export const COMPARED_FIGURES = ["lcpMs", "tbtMs", "cpuMs", "totalKb"] as const
export type ComparedFigure = (typeof COMPARED_FIGURES)[number]

/** The middle of a figure's runs: its median and the quartiles around it (the middle half of the runs). */
export interface Spread {
  q1: number
  median: number
  q3: number
}

/** Quartiles by linear interpolation between the sorted values (the median as medianOf gives it). */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error("no values")
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => {
    const pos = (sorted.length - 1) * p
    const lower = Math.floor(pos)
    const upper = Math.ceil(pos)
    return (sorted[lower] as number) + ((sorted[upper] as number) - (sorted[lower] as number)) * (pos - lower)
  }
  return { q1: at(0.25), median: medianOf(sorted), q3: at(0.75) }
}

/**
 * What this build gains over an earlier one on a figure where lower is better: `gain` when the
 * middle halves of their runs do not overlap and this build's is lower, `loss` when they do not
 * overlap and it is higher, else `within spread` (the difference is no larger than the runs' own
 * scatter). docs/performance.md, "How to measure a change".
 */
export type Verdict = "gain" | "loss" | "within spread"

export interface Comparison {
  figure: ComparedFigure
  ours: Spread
  theirs: Spread
  /** The earlier build's median less this build's: positive when this build is lower (better). */
  gain: number
  verdict: Verdict
  /** Rounds in which this build's run was lower than the earlier build's run of the same round, of `pairs`. */
  lowerInRounds: number
  pairs: number
}

/** A run's figures and the round it was measured in. */
export type RoundSample = Pick<Sample, ComparedFigure> & { round: number }

/** This build's runs of a page against an earlier build's runs of the same page, figure by figure. */
export function compareBuilds(ours: readonly RoundSample[], theirs: readonly RoundSample[]): Comparison[] {
  return COMPARED_FIGURES.map((figure) => {
    const a = spreadOf(ours.map((r) => r[figure]))
    const b = spreadOf(theirs.map((r) => r[figure]))
    const verdict: Verdict = a.q3 < b.q1 ? "gain" : a.q1 > b.q3 ? "loss" : "within spread"
    let pairs = 0
    let lowerInRounds = 0
    for (const run of ours) {
      const other = theirs.find((r) => r.round === run.round)
      if (!other) continue
      pairs++
      if (run[figure] < other[figure]) lowerInRounds++
    }
    return { figure, ours: a, theirs: b, gain: b.median - a.median, verdict, lowerInRounds, pairs }
  })
}

/** The median of numbers (the mean of the middle two for an even count). */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error("no values")
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * Each figure's own median over the runs of a page. A slow spell of the machine that spoils one
 * figure of one run (a long task inflating TBT, say) is discarded figure by figure.
 */
export function median(samples: readonly Sample[]): Sample {
  const first = samples[0]
  if (!first) throw new Error("no samples")
  const out = { ...first }
  for (const key of Object.keys(first) as Figure[]) out[key] = medianOf(samples.map((s) => s[key]))
  return out
}

/** ours / reference; a zero reference gives 1 when ours is zero too, else Infinity. */
export function ratio(ours: number, reference: number): number {
  if (reference === 0) return ours === 0 ? 1 : Number.POSITIVE_INFINITY
  return ours / reference
}

/** Every ratio figure of a page against the reference's. */
export function ratios(page: Sample, reference: Sample): Record<RatioFigure, number> {
  const out = {} as Record<RatioFigure, number>
  for (const key of RATIO_FIGURES) out[key] = ratio(page[key], reference[key])
  return out
}

/** Every missed budget, as a sentence naming the page, the measure, the value and the budget. */
export function checkBudgets(rows: readonly PageResult[], reference: Sample): string[] {
  const failures: string[] = []
  const refLcp = Math.round(reference.lcpMs)
  const refTbt = Math.round(reference.tbtMs)
  const maxLcp = reference.lcpMs * BUDGETS.maxLcpRatio
  const maxTbt = reference.tbtMs * BUDGETS.maxTbtRatio
  for (const r of rows) {
    const page = `${r.name} (${r.path})`
    // A page's performance score is at least the reference's.
    if (r.performance < reference.performance)
      failures.push(`${page}: performance ${r.performance} < reference ${reference.performance}`)
    if (r.lcpMs > maxLcp)
      failures.push(`${page}: LCP ${Math.round(r.lcpMs)} ms > reference ${refLcp} ms + 10% (${Math.round(maxLcp)} ms)`)
    if (r.tbtMs > maxTbt) failures.push(`${page}: TBT ${Math.round(r.tbtMs)} ms > reference ${refTbt} ms`)
    if (r.cls > BUDGETS.maxCls) failures.push(`${page}: CLS ${r.cls.toFixed(3)} > ${BUDGETS.maxCls}`)
    if (r.accessibility < BUDGETS.accessibility)
      failures.push(`${page}: accessibility ${r.accessibility} < ${BUDGETS.accessibility}`)
    if (r.bestPractices < BUDGETS.bestPractices)
      failures.push(`${page}: best practices ${r.bestPractices} < ${BUDGETS.bestPractices}`)
    if (r.seo < BUDGETS.seo) failures.push(`${page}: SEO ${r.seo} < ${BUDGETS.seo}`)
    if (r.path === "/" && r.jsKb > BUDGETS.homeJsKb)
      failures.push(`${page}: JavaScript ${Math.round(r.jsKb)} KB > ${BUDGETS.homeJsKb} KB`)
  }
  return failures
}
