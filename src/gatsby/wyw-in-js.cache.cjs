/**
 * Where wyw-in-js's webpack loader keeps the CSS it extracts from each source file until webpack
 * asks for it (docs/architecture.md, "Styles"): on disk, in Gatsby's `.cache/`, not in the build
 * process's memory.
 *
 * The loader turns `Header.tsx` into two webpack modules: the script, and a CSS module that asks
 * this cache for what the script's evaluation extracted. Its own cache is a map in memory, which
 * answers an empty stylesheet for a file it has not seen in this process. Gatsby keeps webpack's
 * modules from build to build (`.cache/webpack`), so a build could take a script from that cache
 * (its loader not run) and rebuild its CSS module: the CSS module then read nothing, and pages lost
 * the layout's rules without an error (seen 2026-11-27: every page's app stylesheet 2 KB instead
 * of 12 KB, after an incremental build). On disk, the CSS of the last evaluation is there in the
 * next build's process too; and a file whose CSS is missing fails the build, naming the file.
 *
 * Plain CommonJS because the loader loads it with `require` (its `cacheProvider` option, a path).
 */
const crypto = require("crypto")
const fs = require("fs")
const path = require("path")

/**
 * @typedef {{ css?: string, dependencies?: string[] }} Entry
 * @param {string} dir
 */
function fileStylesCache(dir) {
  /** @param {string} key a source file's absolute path */
  const fileOf = (key) => path.join(dir, `${crypto.createHash("sha256").update(key).digest("hex").slice(0, 40)}.json`)
  /** @param {string} key @returns {Entry} */
  const read = (key) => {
    try {
      return JSON.parse(fs.readFileSync(fileOf(key), "utf8"))
    } catch {
      return {}
    }
  }
  /** @param {string} key @param {Entry} entry */
  const write = (key, entry) => {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(fileOf(key), JSON.stringify(entry))
  }
  return {
    /** @param {string} key @returns {Promise<string>} */
    get: async (key) => {
      const { css } = read(key)
      if (typeof css !== "string") {
        throw new Error(
          `The styles extracted from ${path.relative(process.cwd(), key)} are not in ${path.relative(process.cwd(), dir)}: ` +
            "run `npm run clean` and build again.",
        )
      }
      return css
    },
    /** @param {string} key @param {string} css */
    set: async (key, css) => write(key, { ...read(key), css }),
    /** @param {string} key @returns {Promise<string[]>} */
    getDependencies: async (key) => read(key).dependencies ?? [],
    /** @param {string} key @param {string[]} dependencies */
    setDependencies: async (key, dependencies) => write(key, { ...read(key), dependencies }),
  }
}

module.exports = fileStylesCache(path.resolve(".cache", "wyw-in-js"))
module.exports.fileStylesCache = fileStylesCache
