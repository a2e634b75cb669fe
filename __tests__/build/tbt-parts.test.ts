import { spawnSync } from "child_process"
import { blockingAfter, navigationCommitBlockingMs, type Simulation } from "../../scripts/tbt-parts"

describe("blockingAfter (Lantern's blocking time of one task)", () => {
  it("counts the part of a task after the paint, less 50 ms", () => {
    expect(blockingAfter({ start: 0, end: 200 }, 0)).toBe(150)
    // 760 to 900 simulated, painted at 800: 100 ms after the paint, 50 of them blocking.
    expect(blockingAfter({ start: 760, end: 900 }, 800)).toBe(50)
  })

  it("counts nothing for a short task, or one that ends before the paint", () => {
    expect(blockingAfter({ start: 0, end: 49 }, 0)).toBe(0)
    expect(blockingAfter({ start: 0, end: 300 }, 301)).toBe(0)
    // 120 ms long, but only 40 of them after the paint.
    expect(blockingAfter({ start: 760, end: 880 }, 840)).toBe(0)
  })

  it("stops at the end of the window (time to interactive)", () => {
    expect(blockingAfter({ start: 1000, end: 1300 }, 900, 1200)).toBe(150)
    expect(blockingAfter({ start: 1300, end: 1400 }, 900, 1200)).toBe(0)
  })
})

describe("navigationCommitBlockingMs (the commit's share of TBT)", () => {
  const sim = (fcpMs: number, ...commits: [number, number][]): Simulation => ({
    fcpMs,
    commits: commits.map(([start, end]) => ({ start, end })),
  })

  it("counts each estimate's commit from the other estimate's paint, and takes the mean", () => {
    // Optimistic: commit 760-920, counted from the pessimistic FCP 835: 85 - 50 = 35.
    // Pessimistic: commit 760-960, counted from the optimistic FCP 820: 140 - 50 = 90.
    expect(navigationCommitBlockingMs(sim(820, [760, 920]), sim(835, [760, 960]))).toBe((35 + 90) / 2)
  })

  it("is nothing when the page paints after the commit (the reference's case)", () => {
    expect(navigationCommitBlockingMs(sim(910, [760, 860]), sim(915, [760, 880]))).toBe(0)
  })

  it("is nothing when the run has no commit task in its graph", () => {
    expect(navigationCommitBlockingMs(sim(820), sim(835))).toBe(0)
  })

  it("adds several commit tasks (a frame of the page committing too)", () => {
    expect(navigationCommitBlockingMs(sim(800, [700, 900], [950, 1050]), sim(800, [700, 900], [950, 1050]))).toBe(
      50 + 50,
    )
  })
})

describe("the same arithmetic as Lighthouse's own (Lantern's TBTUtils)", () => {
  it("agrees with calculateTbtImpactForEvent on a grid of tasks, paints and window ends", () => {
    // Lantern is an ES module that Jest's transform does not load; tsx runs the comparison.
    const script = `
      import { Metrics } from "lighthouse/core/lib/lantern/lantern.js"
      const parts = await import("./scripts/tbt-parts.ts")
      const { blockingAfter } = parts.blockingAfter ? parts : parts.default
      let cases = 0, differ = []
      for (const start of [0, 700, 760, 800]) for (const length of [0, 30, 49, 50, 51, 80, 120, 200])
        for (const from of [0, 750, 790, 835, 900]) for (const to of [850, 950, 5000]) {
          const task = { start, end: start + length, duration: length }
          const theirs = Metrics.TBTUtils.calculateTbtImpactForEvent(task, from, to)
          const ours = blockingAfter(task, from, to)
          cases++
          if (Math.abs(theirs - ours) > 1e-9) differ.push({ start, length, from, to, theirs, ours })
        }
      console.log(JSON.stringify({ cases, differ }))
    `
    const run = spawnSync("npx", ["tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 })
    expect(run.stderr).toBe("")
    const { cases, differ } = JSON.parse(run.stdout) as { cases: number; differ: unknown[] }
    expect(cases).toBe(480)
    expect(differ).toEqual([])
  }, 90_000)
})
