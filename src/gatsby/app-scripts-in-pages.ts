import fs from "fs"
import path from "path"
import { startAppScriptsAfterFirstScreen, startsAppScriptsAfterFirstScreen } from "../lib/first-visit/app-scripts"
import { isHtml } from "../lib/hosting/http-headers"
import { listFiles } from "./host-files"

/**
 * Every page of the build starts the app's scripts after its first screen is painted
 * (src/lib/first-visit/app-scripts.ts). Runs before the host files, whose CSP hashes must see the
 * new inline script. Returns how many pages changed (0 on a build whose pages were all rewritten
 * before).
 *
 * The rewrite leans on the HTML Gatsby 5.16 writes (the `_gatsby-scripts` slice and its
 * `<script src async>` tags): a Gatsby page that it cannot rewrite fails the build, naming the page,
 * rather than quietly keeping Gatsby's own script tags (docs/performance.md, "App scripts after
 * the first screen").
 */
export async function startAppScriptsAfterFirstScreenInPages(publicDir: string): Promise<number> {
  let changed = 0
  for (const rel of listFiles(publicDir).filter(isHtml)) {
    const file = path.join(publicDir, rel)
    const html = await fs.promises.readFile(file, "utf8")
    const rewritten = startAppScriptsAfterFirstScreen(html)
    if (rewritten === html) {
      if (isGatsbyPage(html) && !startsAppScriptsAfterFirstScreen(html))
        throw new Error(
          `${file}: the app's script tags were not found in Gatsby's script slice ` +
            `(<!-- slice-start id="_gatsby-scripts-1" --> with <script src="…" async></script>); ` +
            `Gatsby's HTML has changed: see docs/performance.md, "App scripts after the first screen"`,
        )
      continue
    }
    await fs.promises.writeFile(file, rewritten)
    changed++
  }
  return changed
}

/** A page Gatsby rendered (the editor's page at /admin/ is not one): it has the app's root. */
const isGatsbyPage = (html: string): boolean => html.includes('<div id="___gatsby">')
