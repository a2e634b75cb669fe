import { FIRST_SCREEN_TIMING } from "./first-screen"

/**
 * The longest the app's scripts wait: a picture that stalls, or a browser that reports no paint,
 * must not keep a visitor's menu and forms from working for long.
 */
export const FIRST_SCREEN_WAIT_MS = 2500

/** What the build names in each page's loader: the app's scripts in order. */
export interface AppScripts {
  sources: readonly string[]
}

/**
 * The inline script of every page (docs/architecture.md §4, "First paint"), built and minified
 * into the page by src/lib/first-visit/app-scripts.ts. It adds the app's scripts once
 * - the page's first contentful paint is reported (paint timing), and
 * - every `img[elementtiming="first-screen"]` is reported painted (element timing) or has failed
 *   (before this ran, or after);
 * where a browser lacks either report, two frames after the page (or the picture) is ready stand
 * in for it. A hidden tab paints nothing, so there they start at once; and they start after
 * FIRST_SCREEN_WAIT_MS whatever happens.
 *
 * @public Imported by the loader's bundle entry, written as text in app-scripts.ts.
 */
export function loadAppScripts({ sources }: AppScripts): void {
  const PerformanceObserverOf = window.PerformanceObserver as typeof PerformanceObserver | undefined
  const reports: readonly string[] = PerformanceObserverOf?.supportedEntryTypes ?? []
  let started = false
  // The first paint, then one more for each first-screen picture still to be painted.
  let waiting = 1

  const add = (src: string) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    document.body.appendChild(script)
  }

  const start = () => {
    if (started) return
    started = true
    sources.forEach(add)
  }

  const done = () => {
    waiting -= 1
    if (waiting === 0) start()
  }

  /** Two frames, then the task after them: the nearest a browser without paint reports comes to "painted". */
  const afterFrames = (then: () => void) =>
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(then, 0)))

  if (document.visibilityState === "hidden" || !window.requestAnimationFrame) {
    start()
    return
  }
  setTimeout(start, FIRST_SCREEN_WAIT_MS)

  if (PerformanceObserverOf && reports.includes("paint")) {
    new PerformanceObserverOf((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      done()
    }).observe({ type: "paint", buffered: true })
  } else afterFrames(done)

  const left = Array.from(document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`))
  waiting += left.length
  const painted = (picture: Element | null) => {
    const at = left.indexOf(picture as HTMLImageElement)
    if (at < 0) return
    left.splice(at, 1)
    done()
  }
  for (const picture of left.slice()) {
    if (picture.complete && !picture.naturalWidth) painted(picture)
    else picture.addEventListener("error", () => painted(picture))
  }

  if (PerformanceObserverOf && reports.includes("element")) {
    if (left.length > 0)
      new PerformanceObserverOf((list) => {
        for (const entry of list.getEntries())
          painted((entry as PerformanceEntry & { element: Element | null }).element)
      }).observe({ type: "element", buffered: true })
  } else {
    for (const picture of left.slice()) {
      if (picture.complete) afterFrames(() => painted(picture))
      else picture.addEventListener("load", () => afterFrames(() => painted(picture)))
    }
  }
}
