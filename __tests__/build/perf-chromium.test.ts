import { type ChildProcess, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { CHROMIUM_ARGS } from "../../playwright.config"
import { BROWSER_UI_FEATURES, measuredChromiumFlags, withDisabledFeatures } from "../../scripts/perf-chromium"

const disabledLists = (flags: readonly string[]) => flags.filter((f) => f.startsWith("--disable-features="))

describe("withDisabledFeatures", () => {
  it("adds the features to the one --disable-features list the flags already have", () => {
    const flags = withDisabledFeatures(
      ["--a", "--disable-features=Translate,RenderDocument", "--b"],
      ["WebUIOmniboxPopup"],
    )
    expect(disabledLists(flags)).toEqual(["--disable-features=Translate,RenderDocument,WebUIOmniboxPopup"])
    expect(flags).toEqual(expect.arrayContaining(["--a", "--b"]))
    expect(flags).toHaveLength(3)
  })

  it("merges several lists into one, since Chromium reads only the last", () => {
    const flags = withDisabledFeatures(["--disable-features=A,B", "--disable-features=B,C"], ["D"])
    expect(disabledLists(flags)).toEqual(["--disable-features=A,B,C,D"])
  })

  it("starts a list when there is none, and leaves the flags alone when nothing is to be disabled", () => {
    expect(withDisabledFeatures(["--a"], ["X", "Y"])).toEqual(["--a", "--disable-features=X,Y"])
    expect(withDisabledFeatures(["--a", "--disable-features=A"], [])).toEqual(["--a", "--disable-features=A"])
  })

  it("merges several lists even when it adds nothing", () => {
    expect(withDisabledFeatures(["--disable-features=A", "--b", "--disable-features=C"], [])).toEqual([
      "--b",
      "--disable-features=A,C",
    ])
  })
})

describe("measuredChromiumFlags", () => {
  const launcherDefaults = ["--disable-features=Translate,RenderDocument", "--disable-extensions"]
  const projectFlags = ["--no-sandbox", "--disable-gpu"]

  it("keeps the launcher's defaults and the project's flags, headless, without the omnibox popup", () => {
    const flags = measuredChromiumFlags({ launcherDefaults, projectFlags, withBrowserUi: false })
    expect(flags).toEqual(expect.arrayContaining(["--disable-extensions", "--headless=new", ...projectFlags]))
    const [list] = disabledLists(flags)
    expect(disabledLists(flags)).toHaveLength(1)
    expect(list?.split("=")[1]?.split(",")).toEqual(["Translate", "RenderDocument", ...BROWSER_UI_FEATURES])
  })

  it("keeps the omnibox popup when asked, and the launcher's list as it was", () => {
    const flags = measuredChromiumFlags({ launcherDefaults, projectFlags, withBrowserUi: true })
    expect(disabledLists(flags)).toEqual(["--disable-features=Translate,RenderDocument"])
  })
})

/** A `--disable-features` list like chrome-launcher's, which the popup's features join. */
const LAUNCHER_LIKE_DEFAULTS = ["--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument"]
/** How long a started Chromium's targets are watched after its first page is listed (its popup was listed with it). */
const WATCH_MS = 3_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The port Chromium's DevTools listens on, from its own message; rejects when it exits, fails or stays silent. */
function devToolsPort(chromium: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let err = ""
    const timer = setTimeout(
      () => reject(new Error(`Chromium named no DevTools port in ${timeoutMs} ms: ${err}`)),
      timeoutMs,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    chromium.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    chromium.once("error", fail)
    chromium.once("exit", (code) => fail(new Error(`Chromium exited (${code}): ${err}`)))
  })
}

/** The targets DevTools lists now (none while it does not answer yet). */
async function listTargets(port: string): Promise<{ type: string; url: string }[]> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2_000) })
    return (await answer.json()) as { type: string; url: string }[]
  } catch {
    return []
  }
}

/**
 * The feature names against this machine's Chromium, with a `--disable-features` list like the
 * launcher's for them to join: started the measured way, it lists no omnibox popup among its targets
 * while watched; with the popup kept, it lists it (so the check can fail). A newer Chromium that
 * renames the features fails here, before `npm run perf` silently measures with the popup again.
 */
describe("the measured Chromium", () => {
  async function browserUiTargets(withBrowserUi: boolean): Promise<string[]> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "perf-chromium-test-"))
    const flags = measuredChromiumFlags({
      launcherDefaults: LAUNCHER_LIKE_DEFAULTS,
      projectFlags: CHROMIUM_ARGS,
      withBrowserUi,
    })
    const chromium = spawn(
      process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      [...flags, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"],
      // A process group of its own, so the browser's helper processes stop with it.
      { stdio: ["ignore", "ignore", "pipe"], detached: true },
    )
    const exited = new Promise((resolve) => chromium.once("exit", resolve))
    try {
      const port = await devToolsPort(chromium, 15_000)
      const started = Date.now()
      let firstPageAt: number | null = null
      while (Date.now() - started < 20_000) {
        const targets = await listTargets(port)
        const popup = targets.filter((t) => t.url.startsWith("chrome://omnibox-popup")).map((t) => t.url)
        if (popup.length > 0) return popup
        if (firstPageAt === null && targets.some((t) => t.type === "page" && t.url === "about:blank")) {
          firstPageAt = Date.now()
        }
        if (firstPageAt !== null && Date.now() - firstPageAt >= WATCH_MS) return []
        await sleep(100)
      }
      throw new Error("Chromium never listed its first page")
    } finally {
      if (chromium.pid !== undefined) {
        try {
          process.kill(-chromium.pid, "SIGKILL")
        } catch {
          // The group had already gone.
        }
        if (chromium.exitCode === null && chromium.signalCode === null) await exited
      }
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    }
  }

  it("runs without the omnibox popup's renderers", async () => {
    expect(await browserUiTargets(true)).not.toEqual([])
    expect(await browserUiTargets(false)).toEqual([])
  }, 60_000)
})
