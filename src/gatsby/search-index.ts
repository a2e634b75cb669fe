import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { isHtml } from "../lib/hosting/http-headers"
import { langOfPath } from "../lib/i18n/lang"
import { normalizeMalayalam } from "../lib/search/malayalam"
import { pageUrlOf, searchability } from "../lib/search/searchable"
import { SEARCH_INDEX_PATH, type SearchKind } from "../lib/search/vocabulary"
import { listFiles } from "./host-files"

/** Pagefind's ready-made interfaces, which the site does not use (its dialog is its own). */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/

/**
 * The index from the build (onPostBuild). Pagefind's package is an ES module only, and Gatsby
 * compiles gatsby-node to CommonJS, where its `import()` becomes a `require()` that cannot load
 * it; so the indexer runs in a Node process of its own, through tsx as the server does
 * (src/gatsby/search-index-cli.ts). A failure fails the build with the indexer's message.
 */
export function indexSiteForSearch(publicDir: string, siteUrl: string): Promise<SearchIndexReport> {
  const cli = path.join(process.cwd(), "src", "gatsby", "search-index-cli.ts")
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--import", "tsx", cli, publicDir, siteUrl], (error, stdout, stderr) => {
      if (error) reject(new Error(`The search index could not be built: ${stderr.trim() || error.message}`))
      else resolve(JSON.parse(stdout) as SearchIndexReport)
    })
  })
}

export interface SearchIndexReport {
  /** Pages indexed, by language and kind. */
  pages: Record<string, Partial<Record<SearchKind, number>>>
}

/**
 * The site's search index (docs/architecture.md "Search"): Pagefind reads every searchable page of
 * the build (src/lib/search/searchable.ts) and writes its index, by language, to
 * `public/pagefind/`. Each page's text is indexed with Malayalam's chillu letters in one encoding
 * (src/lib/search/malayalam.ts), as the dialog spells every query. Runs after the pages are final
 * and before the host files, which must see the index's files (their caching).
 */
export async function writeSearchIndex(publicDir: string, siteUrl: string): Promise<SearchIndexReport> {
  const { createIndex, close } = await import("pagefind")
  const outputPath = path.join(publicDir, SEARCH_INDEX_PATH)
  await fs.promises.rm(outputPath, { recursive: true, force: true })
  const pages: SearchIndexReport["pages"] = {}
  try {
    const { index, errors } = await createIndex({})
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
    for (const rel of listFiles(publicDir).filter(isHtml)) {
      const url = pageUrlOf(rel)
      if (url.startsWith("/admin")) continue
      const html = await fs.promises.readFile(path.join(publicDir, rel), "utf8")
      const found = searchability(html, url, siteUrl)
      if (!found.searchable) continue
      const added = await index.addHTMLFile({ url, content: normalizeMalayalam(html) })
      if (added.errors.length > 0)
        throw new Error(`${rel}: Pagefind could not index the page: ${added.errors.join("; ")}`)
      const lang = langOfPath(url)
      const byKind = (pages[lang] ??= {})
      byKind[found.kind] = (byKind[found.kind] ?? 0) + 1
    }
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`)
  } finally {
    await close()
  }
  for (const file of await fs.promises.readdir(outputPath)) {
    if (UNUSED.test(file)) await fs.promises.rm(path.join(outputPath, file))
  }
  return { pages }
}
