import fs from "fs"
import path from "path"
import { startAppScriptsAfterFirstScreen } from "../lib/app-scripts"
import { isHtml } from "../lib/http-headers"
import { listFiles } from "./host-files"

/**
 * Every page of the build starts the app's scripts after its first screen is painted
 * (src/lib/app-scripts.ts). Runs before the host files, whose CSP hashes must see the new inline
 * script. Returns how many pages changed (0 on a build whose pages were all rewritten before).
 */
export async function startAppScriptsAfterFirstScreenInPages(publicDir: string): Promise<number> {
  let changed = 0
  for (const rel of listFiles(publicDir).filter(isHtml)) {
    const file = path.join(publicDir, rel)
    const html = await fs.promises.readFile(file, "utf8")
    const rewritten = startAppScriptsAfterFirstScreen(html)
    if (rewritten === html) continue
    await fs.promises.writeFile(file, rewritten)
    changed++
  }
  return changed
}
