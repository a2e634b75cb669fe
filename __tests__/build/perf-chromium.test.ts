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
