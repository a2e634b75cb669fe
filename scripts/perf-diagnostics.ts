/**
 * The optional diagnostics of `npm run perf`, the only part of it that reads Lighthouse's private
 * modules: Lantern's (Lighthouse's simulated phone) kept simulations, from
 * `lighthouse/core/lib/lantern/lantern.js` (`Simulation.Simulator.allNodeTimings`), which Lighthouse
 * does not export and may change in any release (check it when Lighthouse is upgraded). scripts/perf.ts
 * imports this module, with a dynamic import, only when a flag asks for it, so a default run never
 * reads that module itself:
 *
 *   --lantern-dir DIR   what the simulated phone waited for, one file per run (describeSimulatedGraphs)
 *   --tbt-parts         the navigation commit's share of each run's TBT (navigationCommitBlocking,
 *                       scripts/tbt-parts.ts), kept per run and printed as a table
 *
 * Lantern keeps the node timings of the last simulation under each label, so they are read right
 * after each run and dropped before the next (forgetSimulations). Lantern's module is itself loaded
 * with a dynamic import, the way scripts/perf.ts imports Lighthouse, so both see its one copy.
 */

import { COMMIT_EVENT, navigationCommitBlockingMs, type Simulation } from "./tbt-parts"

const LABELS = [
  "optimisticFirstContentfulPaint",
  "pessimisticFirstContentfulPaint",
  "optimisticLargestContentfulPaint",
  "pessimisticLargestContentfulPaint",
  "optimisticTotalBlockingTime",
  "pessimisticTotalBlockingTime",
]

/** Lantern's node timings of its last simulation under each label (one module, shared with Lighthouse). */
async function keptSimulations() {
  const Lantern = await import("lighthouse/core/lib/lantern/lantern.js")
  return Lantern.Simulation.Simulator.allNodeTimings
}

/**
 * For FCP, LCP and TBT, each node of the optimistic and pessimistic graphs with its simulated start
 * and end (ms): network requests with their size and priority, main-thread tasks with their observed
 * duration and main events.
 */
export async function describeSimulatedGraphs(): Promise<string> {
  const all = await keptSimulations()
  const out: string[] = []
  for (const label of LABELS) {
    const timings = all.get(label)
    if (!timings) continue
    out.push(`== ${label}`)
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, timing] of rows) {
      const what =
        node.type === "network"
          ? `network ${node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 90)} ${node.request.transferSize} B ${node.request.priority}`
          : `cpu ${(node.duration / 1000).toFixed(1)} ms observed: ${[
              ...new Set(node.childEvents.filter((e) => (e.dur ?? 0) > 1000).map((e) => e.name)),
            ]
              .slice(0, 5)
              .join(", ")}${codeRun(node.childEvents)}`
      out.push(`${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${what}`)
    }
  }
  return out.join("\n") + "\n"
}

interface TraceEventData {
  name: string
  dur?: number
  args?: { data?: { url?: string; functionName?: string } }
}

/** The scripts a task evaluated and the functions it called for a millisecond or more: `[app-….js, f@framework-….js]`. */
function codeRun(events: readonly TraceEventData[]): string {
  const what = new Set<string>()
  for (const e of events) {
    if ((e.dur ?? 0) < 1000) continue
    const file = e.args?.data?.url?.split("/").pop()?.slice(0, 40)
    if (!file) continue
    if (e.name === "EvaluateScript") what.add(file)
    if (e.name === "FunctionCall") what.add(`${e.args?.data?.functionName || "(anonymous)"}@${file}`)
  }
  return what.size ? ` [${[...what].slice(0, 4).join(", ")}]` : ""
}

/**
 * Lantern's kept simulations dropped, before a run: a run in which Lighthouse computes no metric
 * (a load it could not record) then leaves nothing behind, instead of the previous run's graphs.
 */
export async function forgetSimulations(): Promise<void> {
  const all = await keptSimulations()
  all.clear()
}

/**
 * The navigation commit's share of the last run's TBT (ms), from Lantern's last simulations
 * (scripts/tbt-parts.ts): each estimate's FCP is the end of its FCP graph's simulation, and the
 * commit is the main-thread task whose events include the document's commit. Undefined when the
 * run left no simulation (Lighthouse computed no TBT).
 */
export async function navigationCommitBlocking(): Promise<number | undefined> {
  const all = await keptSimulations()
  const simulation = (estimate: "optimistic" | "pessimistic"): Simulation | undefined => {
    const fcp = all.get(`${estimate}FirstContentfulPaint`)
    const tbt = all.get(`${estimate}TotalBlockingTime`)
    if (!fcp || !tbt) return undefined
    return {
      fcpMs: Math.max(...[...fcp.values()].map((timing) => timing.endTime)),
      commits: [...tbt.entries()]
        .filter(([node]) => node.type === "cpu" && node.childEvents.some((e) => e.name === COMMIT_EVENT))
        .map(([, timing]) => ({ start: timing.startTime, end: timing.endTime })),
    }
  }
  const optimistic = simulation("optimistic")
  const pessimistic = simulation("pessimistic")
  return optimistic && pessimistic ? navigationCommitBlockingMs(optimistic, pessimistic) : undefined
}
