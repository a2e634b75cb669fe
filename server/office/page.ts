import crypto from "crypto"
import path from "path"
import { buildSync } from "esbuild"

/**
 * The inbox's browser app (server/office/app/), bundled with esbuild when the server starts and
 * served from memory under /office/assets/ with content-hashed names: it is never in public/, so
 * no public page can load any of it (docs/office.md, Where it runs).
 */

export interface OfficeAssets {
  script: string
  stylesheet: string
  files: Map<string, { type: string; contents: Buffer }>
}

const ENTRY = path.join(__dirname, "app", "main.tsx")

let built: OfficeAssets | null = null

export function officeAssets(): OfficeAssets {
  if (built) return built
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outdir: "out",
    write: false,
    logLevel: "silent",
  })
  const files = new Map<string, { type: string; contents: Buffer }>()
  let script = ""
  let stylesheet = ""
  for (const file of result.outputFiles) {
    const contents = Buffer.from(file.contents)
    const hash = crypto.createHash("sha256").update(contents).digest("hex").slice(0, 12)
    if (file.path.endsWith(".js")) {
      script = `office-${hash}.js`
      files.set(script, { type: "text/javascript; charset=utf-8", contents })
    } else if (file.path.endsWith(".css")) {
      stylesheet = `office-${hash}.css`
      files.set(stylesheet, { type: "text/css; charset=utf-8", contents })
    }
  }
  built = { script, stylesheet, files }
  return built
}

/** The one HTML page of the inbox: the app draws everything in it. */
export function officePage(assets: OfficeAssets): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>Office</title>",
    assets.stylesheet ? `<link rel="stylesheet" href="/office/assets/${assets.stylesheet}">` : "",
    `<script defer src="/office/assets/${assets.script}"></script>`,
    "</head>",
    '<body><div id="office"></div><noscript>The office inbox needs JavaScript.</noscript></body>',
    "</html>",
  ].join("")
}
