import fs from "fs"
import path from "path"
import { entryScript, startAppScriptsAfterFirstScreen, type WebpackStats } from "../lib/first-visit/app-scripts"
import { REACT_DOM_FIRST_ENTRY } from "../lib/first-visit/react-dom-ready"
import { isHtml } from "../lib/hosting/http-headers"
import { listFiles } from "./host-files"

/**
 * Every page of the build starts the app's scripts after its first screen is painted, React DOM's
 * own entry (src/react-dom-first.ts) before the app's (src/lib/first-visit/app-scripts.ts). Runs before the
 * host files, whose CSP hashes must see the new inline script. Returns how many pages changed (0 on a build whose pages were all rewritten before).
 */
export async function startAppScriptsAfterFirstScreenInPages(publicDir: string): Promise<number> {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stats = JSON.parse(await fs.promises.readFile(statsFile, "utf8")) as WebpackStats
  const reactDomFirst = entryScript(stats, REACT_DOM_FIRST_ENTRY)
  if (reactDomFirst === undefined) throw new Error(`${statsFile}: no script for the entry "${REACT_DOM_FIRST_ENTRY}"`)
  let changed = 0
  for (const rel of listFiles(publicDir).filter(isHtml)) {
    const file = path.join(publicDir, rel)
    const html = await fs.promises.readFile(file, "utf8")
    const rewritten = startAppScriptsAfterFirstScreen(html, reactDomFirst)
    if (rewritten === html) continue
    await fs.promises.writeFile(file, rewritten)
    changed++
  }
  return changed
}
