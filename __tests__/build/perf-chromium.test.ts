import { spawn } from "child_process"
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

/**
 * The feature names against this machine's Chromium: started as `npm run perf` starts it, it lists
 * no omnibox popup among its targets, and it does when the popup is kept (so the check can fail).
 */
describe("the measured Chromium", () => {
  jest.setTimeout(30_000)

  async function browserUiTargets(withBrowserUi: boolean): Promise<string[]> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "perf-chromium-test-"))
    const flags = measuredChromiumFlags({ launcherDefaults: [], projectFlags: CHROMIUM_ARGS, withBrowserUi })
    const chromium = spawn(
      process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      [...flags, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"],
      // A process group of its own, so the browser's helper processes stop with it.
      { stdio: ["ignore", "ignore", "pipe"], detached: true },
    )
    try {
      const port = await new Promise<string>((resolve, reject) => {
        let err = ""
        chromium.stderr.on("data", (chunk: Buffer) => {
          err += chunk.toString()
          const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)
          if (match?.[1]) resolve(match[1])
        })
        chromium.on("exit", (code) => reject(new Error(`Chromium exited (${code}): ${err}`)))
      })
      // The browser's UI renderers are listed together with the first page, once DevTools answers.
      for (let i = 0; i < 100; i++) {
        const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
          type: string
          url: string
        }[]
        if (targets.some((t) => t.type === "page" && t.url === "about:blank")) {
          return targets.filter((t) => t.url.startsWith("chrome://omnibox-popup")).map((t) => t.url)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error("Chromium never listed its first page")
    } finally {
      if (chromium.exitCode === null && chromium.signalCode === null) {
        const exited = new Promise((resolve) => chromium.once("exit", resolve))
        process.kill(-(chromium.pid ?? 0), "SIGKILL")
        await exited
      }
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    }
  }

  it("runs without the omnibox popup's renderers", async () => {
    expect(await browserUiTargets(true)).not.toEqual([])
    expect(await browserUiTargets(false)).toEqual([])
  })
})
