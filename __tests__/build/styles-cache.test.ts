import fs from "fs"
import os from "os"
import path from "path"
import stylesCache from "../../src/gatsby/wyw-in-js.cache.cjs"

const { fileStylesCache } = stylesCache

describe("the extracted styles' cache on disk (src/gatsby/wyw-in-js.cache.cjs)", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "styles-cache-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const header = path.resolve("src", "components", "layout", "Header.tsx")

  it("answers a later build's process (a new instance on the same folder) with what an earlier one stored", async () => {
    const earlier = fileStylesCache(dir)
    await earlier.set(header, ".h1x{display:flex}")
    await earlier.setDependencies(header, [header, path.resolve("src", "styles", "theme.ts")])
    const later = fileStylesCache(dir)
    await expect(later.get(header)).resolves.toBe(".h1x{display:flex}")
    await expect(later.getDependencies(header)).resolves.toEqual([header, path.resolve("src", "styles", "theme.ts")])
  })

  it("keeps a file's dependencies when its CSS is stored again, and the other way round", async () => {
    const cache = fileStylesCache(dir)
    await cache.setDependencies(header, [header])
    await cache.set(header, ".a{}")
    await cache.set(header, ".b{}")
    await expect(cache.getDependencies(header)).resolves.toEqual([header])
    await cache.setDependencies(header, [])
    await expect(cache.get(header)).resolves.toBe(".b{}")
  })

  it("fails, naming the file and the way out, when a file's CSS is not there (instead of an empty stylesheet)", async () => {
    const cache = fileStylesCache(dir)
    await expect(cache.get(header)).rejects.toThrow(
      /styles extracted from src\/components\/layout\/Header\.tsx are not in .*run `npm run clean` and build again/,
    )
    await expect(cache.getDependencies(header)).resolves.toEqual([])
  })

  it("is what the site's style loader is given", async () => {
    const { stylesRule } = await import("../../src/gatsby/styles-loader")
    const [use] = stylesRule(false).use
    expect(use?.options.cacheProvider).toBe(path.resolve("src/gatsby/wyw-in-js.cache.cjs"))
    expect(typeof stylesCache.get).toBe("function")
  })
})
