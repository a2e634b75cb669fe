/**
 * The app's scripts start once the first screen is painted (docs/architecture.md §4, "First paint").
 *
 * Gatsby writes the app's three scripts (webpack runtime, React, the app) as `<script src async>`
 * tags in the `_gatsby-scripts` slice of every page. The browser's preload scanner fetches them
 * with the HTML, so they share the network with what the first screen needs (the heading font,
 * the first picture), and run as soon as they arrive, before the first paint when the network is
 * fast. The build (src/gatsby/on-post-build.ts) puts one inline script in their place that adds
 * them once the browser reports the page's first paint and, where the page has a first-screen
 * picture (src/lib/first-visit/first-screen.ts), that picture's paint. Without JavaScript nothing changes: the
 * pages are whole in their HTML.
 */
import path from "path"
import { buildSync } from "esbuild"
import type { AppScripts } from "./app-scripts-loader"

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->'
const SLICE_END = '<!-- slice-end id="_gatsby-scripts-1" -->'
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g

/**
 * The inline script that adds `sources` (in this order) after the first screen is painted
 * (src/lib/first-visit/app-scripts-loader.ts): that module bundled and minified by esbuild, with
 * the page's file names as its one argument. Static text but for the file names (the CSP hash
 * covers it); one build per set of names.
 */
export function appScriptsLoader(sources: readonly string[]): string {
  const scripts: AppScripts = { sources }
  const key = JSON.stringify(scripts)
  const built = loaders.get(key) ?? buildLoader(scripts)
  loaders.set(key, built)
  return built
}

const loaders = new Map<string, string>()

function buildLoader(scripts: AppScripts): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { loadAppScripts } from "./app-scripts-loader"\nloadAppScripts(${JSON.stringify(scripts)})`,
      // From the project's root, as the build and the tests run (not this module's compiled copy).
      resolveDir: path.resolve("src/lib/first-visit"),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2017",
    legalComments: "none",
    write: false,
  })
  const code = outputFiles[0]?.text.trim()
  if (!code) throw new Error("esbuild wrote no app-scripts loader")
  return code
}

/** The loader's script tag is marked, so a page rewritten once is known (and left) as such. */
const LOADER_ID = "app-scripts-after-first-screen"

/** Whether a page has the loader in place of the app's script tags. */
export const startsAppScriptsAfterFirstScreen = (html: string): boolean => html.includes(`<script id="${LOADER_ID}">`)

/**
 * A page's HTML with the app's async script tags (inside the `_gatsby-scripts` slice) replaced by
 * appScriptsLoader. HTML without that slice, or already rewritten, comes back unchanged.
 */
export function startAppScriptsAfterFirstScreen(html: string): string {
  if (startsAppScriptsAfterFirstScreen(html)) return html
  const start = html.indexOf(SLICE_START)
  const end = html.indexOf(SLICE_END, start)
  if (start < 0 || end < 0) return html
  const slice = html.slice(start, end)
  const sources = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "")
  if (sources.length === 0) return html
  const loader = `<script id="${LOADER_ID}">${appScriptsLoader(sources)}</script>`
  return html.slice(0, start) + slice.replace(ASYNC_SCRIPT, "") + loader + html.slice(end)
}
