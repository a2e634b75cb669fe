import {
  checkBudgets,
  mainThreadCpuMs,
  median,
  medianOf,
  compareBuilds,
  pairedWithBefore,
  parseEarlierBuilds,
  ratio,
  ratios,
  roundOrder,
  spreadOf,
  summarise,
  type PageResult,
  type Sample,
  type TraceEventLike,
} from "../../scripts/perf-budgets"

/** The reference page (the Gatsby starter) as one run measured it. */
const reference: Sample = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 300,
  cls: 0.083,
  siMs: 1200,
  totalKb: 300,
  jsKb: 80,
  benchmarkIndex: 900,
  cpuMs: 100,
}
const good: Sample = {
  ...reference,
  performance: 95,
  fcpMs: 900,
  lcpMs: 1400,
  tbtMs: 200,
  cls: 0,
  siMs: 1000,
  totalKb: 400,
  jsKb: 90,
  cpuMs: 250,
}
/** A trace: the page's navigation on pid 1 / tid 7, its tasks, and tasks that are not its own. */
const trace: TraceEventLike[] = [
  { name: "RunTask", ph: "X", pid: 1, tid: 7, ts: 500, dur: 9000, tdur: 8000 }, // before the navigation
  {
    name: "navigationStart",
    ph: "R",
    pid: 1,
    tid: 7,
    ts: 1000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:9300/" } },
  },
  { name: "RunTask", ph: "X", pid: 1, tid: 7, ts: 2000, dur: 30000, tdur: 25000 },
  { name: "RunTask", ph: "X", pid: 1, tid: 7, ts: 40000, dur: 17500 }, // no thread time: wall time
  { name: "RunTask", ph: "X", pid: 1, tid: 9, ts: 3000, dur: 50000, tdur: 50000 }, // another thread
  { name: "RunTask", ph: "X", pid: 2, tid: 7, ts: 3000, dur: 50000, tdur: 50000 }, // another process
  { name: "ParseHTML", ph: "X", pid: 1, tid: 7, ts: 2500, dur: 5000, tdur: 5000 }, // inside a task
]

const page = (over: Partial<PageResult>): PageResult => ({ name: "home", path: "/", ...good, ...over })

describe("perf budgets (npm run perf)", () => {
  it("reads scores, every timing, script bytes and the benchmark index from a Lighthouse result", () => {
    const sample = summarise(
      {
        categories: {
          performance: { score: 0.97 },
          accessibility: { score: 1 },
          "best-practices": { score: 1 },
          seo: { score: 0.92 },
        },
        audits: {
          "first-contentful-paint": { numericValue: 910 },
          "largest-contentful-paint": { numericValue: 1850 },
          "total-blocking-time": { numericValue: 42 },
          "cumulative-layout-shift": { numericValue: 0.004 },
          "speed-index": { numericValue: 1300 },
          "total-byte-weight": { numericValue: 512000 },
          "resource-summary": {
            details: {
              items: [
                { resourceType: "total", transferSize: 512000 },
                { resourceType: "script", transferSize: 153600 },
              ],
            },
          },
        },
        environment: { benchmarkIndex: 1234.5 },
      },
      trace,
    )
    expect(sample).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcpMs: 910,
      lcpMs: 1850,
      tbtMs: 42,
      cls: 0.004,
      siMs: 1300,
      totalKb: 500,
      jsKb: 150,
      benchmarkIndex: 1234.5,
      cpuMs: 42.5,
    })
  })

  it("adds up the main thread's CPU time of the page's tasks from its navigation on", () => {
    expect(mainThreadCpuMs(trace)).toBe(42.5)
    // No navigation of the page's own frame in the trace: nothing to add up.
    expect(mainThreadCpuMs(trace.filter((e) => e.name !== "navigationStart"))).toBe(0)
  })

  it("takes each figure's own median over the runs", () => {
    expect(medianOf([3, 1, 2])).toBe(2)
    expect(medianOf([4, 1, 3, 2])).toBe(2.5)
    const m = median([
      { ...good, performance: 91, tbtMs: 500, lcpMs: 1300 },
      { ...good, performance: 99, tbtMs: 20, lcpMs: 1700 },
      { ...good, performance: 96, tbtMs: 100, lcpMs: 1500 },
    ])
    expect(m.performance).toBe(96)
    expect(m.tbtMs).toBe(100)
    expect(m.lcpMs).toBe(1500)
    expect(() => median([])).toThrow()
  })

  it("gives every figure as a ratio to the reference's", () => {
    expect(ratio(150, 100)).toBe(1.5)
    expect(ratio(0, 0)).toBe(1)
    expect(ratio(0.01, 0)).toBe(Number.POSITIVE_INFINITY)
    expect(ratios(good, reference)).toEqual({
      performance: 95 / 90,
      fcpMs: 0.9,
      lcpMs: 1400 / 1500,
      tbtMs: 200 / 300,
      cls: 0,
      siMs: 1000 / 1200,
      jsKb: 90 / 80,
      cpuMs: 2.5,
    })
  })

  it("passes a page within every budget", () => {
    expect(checkBudgets([page({})], reference)).toEqual([])
    // At the limits: the reference's score and TBT, its LCP plus 10%.
    expect(checkBudgets([page({ performance: 90, tbtMs: 300, lcpMs: 1650, cls: 0.01 })], reference)).toEqual([])
  })

  it("names each missed budget, relative ones against the reference of the same run", () => {
    expect(
      checkBudgets(
        [
          page({
            performance: 89,
            lcpMs: 1651,
            tbtMs: 301,
            cls: 0.05,
            accessibility: 99,
            bestPractices: 96,
            seo: 92,
            jsKb: 200,
          }),
        ],
        reference,
      ),
    ).toEqual([
      "home (/): performance 89 < reference 90",
      "home (/): LCP 1651 ms > reference 1500 ms + 10% (1650 ms)",
      "home (/): TBT 301 ms > reference 300 ms",
      "home (/): CLS 0.050 > 0.01",
      "home (/): accessibility 99 < 100",
      "home (/): best practices 96 < 100",
      "home (/): SEO 92 < 100",
      "home (/): JavaScript 200 KB > 170 KB",
    ])
    // The same page passes against a slower reference: the budgets move with the machine.
    expect(
      checkBudgets([page({ performance: 80, lcpMs: 3000, tbtMs: 600 })], {
        ...reference,
        performance: 70,
        lcpMs: 2800,
        tbtMs: 700,
      }),
    ).toEqual([])
    // The JavaScript ceiling is the home page's only.
    expect(checkBudgets([page({ name: "about", path: "/about", jsKb: 400 })], reference)).toEqual([])
  })

  it("measures the reference before every few pages of a round, and takes even rounds in reverse", () => {
    const pages = ["a", "b", "c", "d", "e", "f", "g"]
    expect(roundOrder("REF", pages, 3, 1)).toEqual(["REF", "a", "b", "c", "REF", "d", "e", "f", "REF", "g"])
    expect(roundOrder("REF", pages, 3, 2)).toEqual(["REF", "g", "f", "e", "REF", "d", "c", "b", "REF", "a"])
    expect(roundOrder("REF", pages, 7, 1)).toEqual(["REF", ...pages])
    expect(roundOrder("REF", pages, 1, 1).filter((t) => t === "REF")).toHaveLength(7)
    expect(roundOrder("REF", [], 4, 1)).toEqual(["REF"])
    expect(() => roundOrder("REF", pages, 0, 1)).toThrow("referenceEvery")
  })

  it("measures each page of an earlier build right after the page, the pair swapped in even rounds", () => {
    const paired = pairedWithBefore(["a", "b", "c"], (page) => [`${page} (before)`])
    expect(paired).toEqual(["a", "a (before)", "b", "b (before)", "c", "c (before)"])
    expect(roundOrder("REF", paired, 4, 1)).toEqual([
      "REF",
      "a",
      "a (before)",
      "b",
      "b (before)",
      "REF",
      "c",
      "c (before)",
    ])
    expect(roundOrder("REF", paired, 4, 2)).toEqual([
      "REF",
      "c (before)",
      "c",
      "b (before)",
      "b",
      "REF",
      "a (before)",
      "a",
    ])
  })

  it("follows each page with the same page of every earlier build, the group reversed in even rounds", () => {
    const grouped = pairedWithBefore(["a", "b"], (page) => [`${page} (x)`, `${page} (y)`])
    expect(grouped).toEqual(["a", "a (x)", "a (y)", "b", "b (x)", "b (y)"])
    expect(roundOrder("REF", grouped, 10, 2)).toEqual(["REF", "b (y)", "b (x)", "b", "a (y)", "a (x)", "a"])
  })

  it("reads --before as NAME=DIR, a bare DIR as the build named before, and refuses a name twice", () => {
    expect(parseEarlierBuilds([])).toEqual([])
    expect(parseEarlierBuilds(["../before/public"])).toEqual([{ name: "before", dir: "../before/public" }])
    expect(parseEarlierBuilds(["no-hints=/v/a", "no-entry=/v/b=c"])).toEqual([
      { name: "no-hints", dir: "/v/a" },
      { name: "no-entry", dir: "/v/b=c" },
    ])
    expect(() => parseEarlierBuilds(["a=/x", "a=/y"])).toThrow('names "a" twice')
    expect(() => parseEarlierBuilds(["/x", "/y"])).toThrow('names "before" twice')
  })
})

describe("an earlier build against this one", () => {
  it("takes the quartiles between the sorted runs, and the median as medianOf does", () => {
    expect(spreadOf([9, 1, 5, 3, 7])).toEqual({ q1: 3, median: 5, q3: 7 })
    expect(spreadOf([4, 1, 3, 2])).toEqual({ q1: 1.75, median: 2.5, q3: 3.25 })
    expect(spreadOf([6])).toEqual({ q1: 6, median: 6, q3: 6 })
    expect(() => spreadOf([])).toThrow("no values")
  })

  const runs = (values: number[], figure: "lcpMs" | "tbtMs" | "cpuMs" | "totalKb") =>
    values.map((v, i) => ({ lcpMs: 1000, tbtMs: 50, cpuMs: 200, totalKb: 300, [figure]: v, round: i + 1 }))

  it("calls a difference a gain only when the middle halves of the two builds' runs do not overlap", () => {
    const ours = runs([100, 110, 120, 130, 140], "cpuMs")
    const slower = runs([150, 160, 170, 180, 190], "cpuMs")
    const overlapping = runs([125, 135, 145, 155, 165], "cpuMs")
    const cpu = (a: typeof ours, b: typeof ours) => compareBuilds(a, b).find((c) => c.figure === "cpuMs")
    expect(cpu(ours, slower)).toMatchObject({ gain: 50, verdict: "gain", lowerInRounds: 5, pairs: 5 })
    expect(cpu(slower, ours)).toMatchObject({ gain: -50, verdict: "loss", lowerInRounds: 0 })
    // Quartiles 110–130 against 135–155: apart, though two single runs overlap.
    expect(cpu(ours, overlapping)).toMatchObject({ gain: 25, verdict: "gain" })
    // 110–130 against 120–140: the middle halves overlap, whatever the medians say.
    expect(cpu(ours, runs([110, 120, 130, 140, 150], "cpuMs"))).toMatchObject({ gain: 10, verdict: "within spread" })
  })

  it("counts the rounds in which this build's run was the lower, pairing runs by round", () => {
    const ours = runs([100, 200, 100, 200], "tbtMs")
    const theirs = runs([150, 150, 150], "tbtMs")
    const tbt = compareBuilds(ours, theirs).find((c) => c.figure === "tbtMs")
    expect(tbt).toMatchObject({ lowerInRounds: 2, pairs: 3 })
  })

  it("judges bytes, which do not scatter, by any difference, and equal figures as within spread", () => {
    const [lcp, tbt, cpu, bytes] = compareBuilds(runs([250, 250, 250], "totalKb"), runs([310, 310, 310], "totalKb"))
    expect(bytes).toMatchObject({ figure: "totalKb", gain: 60, verdict: "gain" })
    for (const same of [lcp, tbt, cpu])
      expect(same).toMatchObject({ gain: 0, verdict: "within spread", lowerInRounds: 0 })
  })
})
