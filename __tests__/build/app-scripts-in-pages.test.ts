import fs from "fs"
import os from "os"
import path from "path"
import { startAppScriptsAfterFirstScreenInPages } from "../../src/gatsby/app-scripts-in-pages"

// A build's public/ in small: pages as Gatsby writes them.
const SLICE = (scripts: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`
const TAGS = '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>'
const gatsbyPage = (body: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main>Hi</main></div>${body}</body></html>`

function publicDir(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-scripts-"))
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), html)
  }
  return dir
}

describe("the build's app-scripts step over public/", () => {
  it("rewrites every Gatsby page once, and leaves the editor's page and rewritten pages alone", async () => {
    const admin = '<html><body><script src="/admin/cms.js" async></script></body></html>'
    const dir = publicDir({
      "index.html": gatsbyPage(SLICE(TAGS)),
      "about/index.html": gatsbyPage(SLICE(TAGS)),
      "admin/index.html": admin,
    })
    expect(await startAppScriptsAfterFirstScreenInPages(dir)).toBe(2)
    const home = fs.readFileSync(path.join(dir, "index.html"), "utf8")
    expect(home).toContain('<script id="app-scripts-after-first-screen">')
    expect(home).not.toContain("async></script>")
    expect(home).toContain("/app-1.js")
    expect(fs.readFileSync(path.join(dir, "admin/index.html"), "utf8")).toBe(admin)
    // A second run (an incremental build) finds nothing left to do, and no error.
    expect(await startAppScriptsAfterFirstScreenInPages(dir)).toBe(0)
  })

  it.each([
    ["without Gatsby's script slice", gatsbyPage(TAGS)],
    ["with the slice's scripts in another form", gatsbyPage(SLICE('<script async src="/app-1.js"></script>'))],
  ])("fails the build, naming the page, for a Gatsby page %s", async (_, html) => {
    const dir = publicDir({ "index.html": gatsbyPage(SLICE(TAGS)), "projects/index.html": html })
    await expect(startAppScriptsAfterFirstScreenInPages(dir)).rejects.toThrow(
      /projects\/index\.html: the app's script tags were not found in Gatsby's script slice/,
    )
  })
})
