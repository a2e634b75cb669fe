/**
 * @jest-environment node
 */
// The loader runs in a page of its own (a vm context below), and esbuild, which builds it, in Node.
import vm from "vm"
import { appScriptsLoader, startAppScriptsAfterFirstScreen } from "../../src/lib/first-visit/app-scripts"
import { FIRST_SCREEN_WAIT_MS } from "../../src/lib/first-visit/app-scripts-loader"

// The `_gatsby-scripts` slice as Gatsby 5 stitches it into a page.
const slice = (scripts: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
        <script>window.___webpackCompilationHash="490bba2d0e50965cb87e";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`
const APP_TAGS =
  '<script src="/webpack-runtime-5393.js" async></script><script src="/framework-8d09.js" async></script><script src="/app-711d.js" async></script>'
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>document.documentElement.classList.add("js");</script></head><body><main>Hi</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${slice(scripts)}</body></html>`

describe("the pages' app scripts, started after the first screen", () => {
  it("replaces the slice's async script tags with one loader that names them in order", () => {
    const html = startAppScriptsAfterFirstScreen(page(APP_TAGS))
    expect(html).not.toContain("async></script>")
    expect(html).toContain('window.___webpackCompilationHash="490bba2d0e50965cb87e"')
    expect(html).toContain(
      `<script id="app-scripts-after-first-screen">${appScriptsLoader(["/webpack-runtime-5393.js", "/framework-8d09.js", "/app-711d.js"])}</script><!-- slice-end`,
    )
    // Everything outside the slice is as it was.
    expect(html.slice(0, html.indexOf("<!-- slice-start"))).toBe(
      page(APP_TAGS).slice(0, html.indexOf("<!-- slice-start")),
    )
  })

  it("leaves a rewritten page, a page without the slice and other scripts as they are", () => {
    const once = startAppScriptsAfterFirstScreen(page(APP_TAGS))
    expect(startAppScriptsAfterFirstScreen(once)).toBe(once)
    const admin = '<html><body><script src="/admin/cms.js" async></script></body></html>'
    expect(startAppScriptsAfterFirstScreen(admin)).toBe(admin)
    const polyfillOnly = page('<script src="/polyfill-1.js" nomodule></script>')
    expect(startAppScriptsAfterFirstScreen(polyfillOnly)).toBe(polyfillOnly)
  })
})

interface FakeImage {
  complete: boolean
  naturalWidth: number
  fire: (type: string) => void
}

/** A first-screen picture when the loader runs: loaded, still loading, or failed already. */
type PictureState = "loaded" | "loading" | "broken"

/**
 * A page's document and window, small enough to run the loader in: frames, timers and the
 * browser's performance reports are run by hand. `observes` lists the report types the browser
 * has (a Chromium: paint and element; an older browser: none).
 */
function fakePage({ hidden = false, pictures = [] as PictureState[], observes = ["paint", "element"] } = {}) {
  const frames: (() => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  const added: string[] = []
  const images: FakeImage[] = pictures.map((state) => {
    const listeners: Record<string, (() => void)[]> = {}
    return {
      complete: state !== "loading",
      naturalWidth: state === "loaded" ? 1200 : 0,
      addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
      fire: (type: string) => (listeners[type] ?? []).forEach((fn) => fn()),
    }
  })
  type Entry = { name?: string; element?: unknown }
  const observers: { type: string; callback: (list: unknown, observer: unknown) => void; on: boolean }[] = []
  class PerformanceObserver {
    static supportedEntryTypes = observes
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback, on: true })
    }
  }
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    createElement: () => ({ src: "", async: false }),
    querySelectorAll: (selector: string) => (selector === 'img[elementtiming="first-screen"]' ? images : []),
    body: {
      appendChild: (el: { src: string; async: boolean }) => added.push(`${el.src}${el.async ? "" : " (sync)"}`),
    },
  }
  const window: Record<string, unknown> = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    PerformanceObserver,
  }
  const context = vm.createContext({
    document,
    window,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  })
  const run = {
    frame: () => frames.splice(0).forEach((fn) => fn()),
    timers: (upTo: number) => {
      const due = timers.filter((t) => t.ms <= upTo)
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms > upTo))
      due.forEach((t) => t.fn())
    },
    /** Two frames and the task after them. */
    settle: () => {
      run.frame()
      run.frame()
      run.timers(0)
    },
    report: (type: string, entries: Entry[]) => {
      for (const o of observers.filter((x) => x.type === type && x.on)) {
        const list = {
          getEntries: () => entries,
          getEntriesByName: (name: string) => entries.filter((e) => e.name === name),
        }
        o.callback(list, { disconnect: () => (o.on = false) })
      }
    },
  }
  vm.runInContext(appScriptsLoader(SOURCES), context)
  return { run, added, images }
}

const SOURCES = ["/webpack-runtime.js", "/framework.js", "/app.js"]
const FCP = { name: "first-contentful-paint" }

describe("the loader in a browser that reports paints (Chromium)", () => {
  it("adds every script, in order, when the first contentful paint is reported, and not before", () => {
    const { run, added } = fakePage()
    run.settle()
    run.report("paint", [{ name: "first-paint" }])
    expect(added).toEqual([])
    run.report("paint", [FCP])
    expect(added).toEqual(SOURCES)
  })

  it("waits for the first-screen picture's paint too, in either order, and for no other element's", () => {
    const { run, added, images } = fakePage({ pictures: ["loading"] })
    run.report("element", [{ element: {} }])
    run.report("paint", [FCP])
    expect(added).toEqual([])
    images[0]?.fire("load")
    run.settle()
    expect(added).toEqual([])
    run.report("element", [{ element: images[0] }])
    expect(added).toEqual(SOURCES)
  })

  it("counts a picture that failed to load as done", () => {
    const { run, added, images } = fakePage({ pictures: ["loading", "loading"] })
    run.report("element", [{ element: images[1] }])
    images[0]?.fire("error")
    expect(added).toEqual([])
    run.report("paint", [FCP])
    expect(added).toEqual(SOURCES)
  })

  it("does not wait for a picture that failed before the loader ran", () => {
    const { run, added } = fakePage({ pictures: ["broken"] })
    run.report("paint", [FCP])
    expect(added).toEqual(SOURCES)
  })

  it(`adds them after ${FIRST_SCREEN_WAIT_MS} ms when a report never comes, and only once`, () => {
    const { run, added, images } = fakePage({ pictures: ["loading"] })
    run.report("paint", [FCP])
    run.timers(FIRST_SCREEN_WAIT_MS - 1)
    expect(added).toEqual([])
    run.timers(FIRST_SCREEN_WAIT_MS)
    expect(added).toEqual(SOURCES)
    run.report("element", [{ element: images[0] }])
    expect(added).toEqual(SOURCES)
  })

  it("adds them at once in a hidden tab, which paints nothing", () => {
    const { added } = fakePage({ hidden: true, pictures: ["loading"] })
    expect(added).toEqual(SOURCES)
  })
})

describe("the loader in a browser without paint reports", () => {
  it("adds them two frames after it runs", () => {
    const { run, added } = fakePage({ observes: [] })
    run.frame()
    run.timers(0)
    expect(added).toEqual([])
    run.settle()
    expect(added).toEqual(SOURCES)
  })

  it("waits for the first-screen picture to load, then two frames", () => {
    const { run, added, images } = fakePage({ observes: [], pictures: ["loading", "loaded"] })
    run.settle()
    run.settle()
    expect(added).toEqual([])
    images[0]?.fire("load")
    expect(added).toEqual([])
    run.settle()
    expect(added).toEqual(SOURCES)
  })
})
