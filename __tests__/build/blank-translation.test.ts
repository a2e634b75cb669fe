import fs from "fs"
import os from "os"
import path from "path"
import config from "../../gatsby-config"

/**
 * A blank translation (the editor's file for a language nobody typed in) never reaches Gatsby's
 * transformers, where a blank JSON file would stop the build (src/gatsby/content-files.ts).
 */
describe("the build's content sources", () => {
  it("leave out a blank translation file, and keep every English file and every written translation", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blank-"))
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text)
      return path.join(dir, name)
    }
    const blankProject = file("project.ml.json", "\n")
    const blankPost = file("index.ml.md", "\n")
    const writtenPost = file("index.ta.md", "---\ntitle: x\n---\n")
    const blankEnglish = file("project.en.json", "\n")
    const contentSources = (config.plugins ?? []).flatMap((plugin) =>
      typeof plugin === "object" &&
      plugin.resolve === "gatsby-source-filesystem" &&
      String((plugin.options as { path: string }).path).includes(`${path.sep}content${path.sep}`)
        ? [plugin.options as { ignore?: unknown[] }]
        : [],
    )
    expect(contentSources.length).toBeGreaterThanOrEqual(5)
    for (const source of contentSources) {
      const ignored = (name: string) =>
        (source.ignore ?? []).some((rule) => typeof rule === "function" && (rule as (f: string) => boolean)(name))
      expect([blankProject, blankPost].map(ignored)).toEqual([true, true])
      expect([writtenPost, blankEnglish].map(ignored)).toEqual([false, false])
    }
    fs.rmSync(dir, { recursive: true })
  })
})
