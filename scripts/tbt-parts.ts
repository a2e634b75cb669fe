/**
 * What a run's Total Blocking Time is made of: the browser's navigation commit, and the rest (the
 * page's own first frame and scripts). Printed by `npm run perf -- --tbt-parts` beside the budgets,
 * which still judge the whole TBT (docs/performance.md, "What TBT is made of, in every run");
 * scripts/perf-diagnostics.ts reads the simulations from Lighthouse's private Lantern module. This
 * module is the arithmetic alone and reads no part of Lighthouse.
 *
 * Lighthouse's simulated phone (Lantern) takes TBT as the mean of an optimistic and a pessimistic
 * simulation of the whole load. Each counts, for every simulated main-thread task, the part between
 * first contentful paint and time to interactive, less 50 ms; the optimistic TBT uses the
 * pessimistic FCP and the other way round. Its FCP comes from a graph of its own, which leaves the
 * navigation commit out (the task that creates the document's script contexts): a page that paints
 * soon after its HTML arrives can have the end of the commit counted as blocking, though the real
 * browser paints only after the commit. This module applies the same arithmetic to the commit
 * alone, so that part can be told apart from the page's own work.
 */

/** The blocking threshold of Lighthouse's TBT (ms). */
const BLOCKING_THRESHOLD_MS = 50

/** A simulated main-thread task: its start and end on the simulated phone (ms). */
export interface SimulatedTask {
  start: number
  end: number
}

/** One of Lantern's two simulations: when it puts first contentful paint, and the commit's tasks. */
export interface Simulation {
  /** First contentful paint of this estimate (the end of its FCP graph's simulation). */
  fcpMs: number
  /** The navigation commit's tasks in this estimate's TBT simulation (usually one). */
  commits: readonly SimulatedTask[]
}

/**
 * A task's blocking time after `fromMs` (and before `toMs`), as Lantern's TBT counts it: nothing
 * for a task shorter than the threshold or ending before `fromMs`, else the part after `fromMs`
 * less the threshold.
 */
export function blockingAfter(task: SimulatedTask, fromMs: number, toMs = Number.POSITIVE_INFINITY): number {
  const duration = task.end - task.start
  if (duration < BLOCKING_THRESHOLD_MS || task.end < fromMs || task.start > toMs) return 0
  const clipped = Math.min(task.end, toMs) - Math.max(task.start, fromMs)
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS
}

/**
 * The navigation commit's share of a run's TBT (ms): the mean of the two estimates, each counted
 * from the other estimate's FCP, as Lantern does. The commit ends long before time to interactive
 * (which is at least the largest paint), so that bound never clips it.
 */
export function navigationCommitBlockingMs(optimistic: Simulation, pessimistic: Simulation): number {
  const sum = (tasks: readonly SimulatedTask[], fcpMs: number) =>
    tasks.reduce((total, task) => total + blockingAfter(task, fcpMs), 0)
  return 0.5 * sum(optimistic.commits, pessimistic.fcpMs) + 0.5 * sum(pessimistic.commits, optimistic.fcpMs)
}

/** The trace event that marks a main-thread task as the navigation commit. */
export const COMMIT_EVENT = "DocumentLoader::CommitNavigation"
