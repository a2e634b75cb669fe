/**
 * Render-deferred blocks: the blocks that start below the first screen (sections, footer,
 * statistics band, call to action, related posts and projects) carry `data-defer-render`, and
 * the global style gives them `content-visibility: auto`. While the page loads, the browser then
 * skips the style, layout and paint of every such block that is not near the screen, which
 * keeps the first layout of a long page (and each relayout when a font or the app arrives)
 * short on a slow phone.
 *
 * Once the page has loaded, `renderDeferred` marks the blocks `data-rendered` (shown with
 * `content-visibility: visible`) one per idle period, so each costs its own small layout
 * instead of one long task, and from then on the page behaves like any other: full-page
 * captures, printing and in-page search see every block laid out.
 */
export const DEFER_ATTRIBUTE = "data-defer-render"
export const RENDERED_ATTRIBUTE = "data-rendered"

/** Spread on an element to make it a render-deferred block. */
export const deferRender = { [DEFER_ATTRIBUTE]: "" } as const

/** Runs a step when the browser is idle (requestIdleCallback, or a timer where there is none). */
export type Scheduler = (step: () => void) => void

/**
 * Marks every render-deferred block under `root` that is not yet rendered, one per scheduled
 * step, in document order. Returns how many were waiting.
 */
export function renderDeferred(root: ParentNode, schedule: Scheduler): number {
  const pending = Array.from(root.querySelectorAll<HTMLElement>(`[${DEFER_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`))
  const step = () => {
    const next = pending.shift()
    if (!next) return
    next.setAttribute(RENDERED_ATTRIBUTE, "")
    if (pending.length > 0) schedule(step)
  }
  if (pending.length > 0) schedule(step)
  return pending.length
}

/** The browser's idle scheduler: each step in its own idle period, at the latest after `timeoutMs`. */
export function idleScheduler(win: Window & typeof globalThis, timeoutMs = 500): Scheduler {
  if (typeof win.requestIdleCallback === "function") {
    return (step) => {
      win.requestIdleCallback(() => step(), { timeout: timeoutMs })
    }
  }
  return (step) => {
    win.setTimeout(step, 50)
  }
}

/** After the page has loaded, renders its deferred blocks in idle time (the first page and every route change). */
export function renderDeferredAfterLoad(win: Window & typeof globalThis): void {
  const start = () => {
    renderDeferred(win.document, idleScheduler(win))
  }
  if (win.document.readyState === "complete") start()
  else win.addEventListener("load", start, { once: true })
}
