import crypto from "crypto"
import fs from "fs"
import path from "path"

/**
 * Readers of what the build writes for other hosts, written apart from the code that writes them:
 * `_headers` as Netlify and Cloudflare read it, nginx maps as nginx looks them up, and the inline
 * scripts of a page as an HTML parser (a browser's, or jsdom's in jest) sees them.
 */

export type HeaderBlocks = Map<string, Record<string, string>>

/** `_headers`: "path" lines, each followed by indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderBlocks {
  const blocks: HeaderBlocks = new Map()
  let current: Record<string, string> | null = null
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      if (blocks.has(line)) throw new Error(`${line} has two blocks`)
      current = {}
      blocks.set(line, current)
      continue
    }
    const at = line.indexOf(":")
    if (!current || at < 0) throw new Error(`stray line: ${line}`)
    current[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return blocks
}

/** Every block whose path matches a request path ("/static/*" matches below /static/). */
export function matchingBlocks(blocks: HeaderBlocks, url: string): string[] {
  return [...blocks.keys()].filter((pattern) =>
    pattern.endsWith("*") ? url.startsWith(pattern.slice(0, -1)) : pattern === url,
  )
}

interface NginxMap {
  fallback: string
  entries: { key: string; value: string }[]
}

/** The `map $x $name { ... }` blocks of an nginx include, by variable name. */
function parseNginxMaps(text: string): Map<string, NginxMap> {
  const maps = new Map<string, NginxMap>()
  const re = /^map \S+ \$(\S+) \{\n([\s\S]*?)\n\}/gm
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const map: NginxMap = { fallback: "", entries: [] }
    for (const line of (m[2] ?? "").split("\n")) {
      const entry = /^\s*(default|"[^"]*")\s+"([^"]*)";$/.exec(line)
      if (!entry) throw new Error(`unreadable map line: ${line}`)
      const [, key = "", value = ""] = entry
      if (key === "default") map.fallback = value
      else map.entries.push({ key: key.slice(1, -1), value })
    }
    maps.set(m[1] ?? "", map)
  }
  return maps
}

/** nginx's lookup: an exact key first, then the regular expressions in order, else the default. */
function lookupNginxMap(map: NginxMap, input: string): string {
  const exact = map.entries.find((e) => !e.key.startsWith("~") && e.key === input)
  if (exact) return exact.value
  for (const entry of map.entries) {
    if (!entry.key.startsWith("~")) continue
    const caseless = entry.key.startsWith("~*")
    if (new RegExp(entry.key.slice(caseless ? 2 : 1), caseless ? "i" : "").test(input)) return entry.value
  }
  return map.fallback
}

/** The texts of a parsed page's inline scripts that a browser would run (it checks those against the CSP). */
export function executableInlineScripts(document: Document): string[] {
  return [...document.querySelectorAll("script")]
    .filter((script) => {
      const type = (script.getAttribute("type") ?? "").trim().toLowerCase()
      const executable = ["", "text/javascript", "application/javascript", "module"].includes(type)
      return executable && !script.hasAttribute("src") && script.textContent !== ""
    })
    .map((script) => script.textContent ?? "")
}

/** CSP source expressions for scripts: 'sha256-<base64>', sorted, without repeats. */
export const cspHashes = (scripts: readonly string[]): string[] =>
  [...new Set(scripts.map((s) => `'sha256-${crypto.createHash("sha256").update(s, "utf8").digest("base64")}'`))].sort()

/** The hashes a CSP's script-src allows. */
export const scriptHashesOf = (csp: string): string[] =>
  (/script-src ([^;]*)/.exec(csp)?.[1] ?? "")
    .split(" ")
    .filter((source) => source.startsWith("'sha256-"))
    .sort()

/** Every file of a build folder, as "/path", without the .br/.gz twins and the hosts' own files. */
export function builtFiles(dir: string, prefix = ""): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue
    const rel = `${prefix}/${entry.name}`
    if (entry.isDirectory()) out.push(...builtFiles(path.join(dir, entry.name), rel))
    else if (!/\.(br|gz)$/.test(rel) && rel !== "/_headers" && rel !== "/_redirects") out.push(rel)
  }
  return out
}

/** The request path of a built file: "/about/index.html" -> "/about". */
export const urlOf = (file: string): string =>
  file === "/index.html" ? "/" : file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file

/** The built `_headers` of a build folder, read as a CDN reads it. */
export const readHeadersFile = (publicDir: string): HeaderBlocks =>
  parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))

/**
 * The nginx maps the build wrote to a deploy folder, as nginx looks them up: `lookup("site_csp", uri)`
 * is the value map `$site_csp` gives that input. A map the build did not write fails the test by name.
 */
export function readNginxMaps(deployDir: string): (mapName: string, input: string) => string {
  const maps = parseNginxMaps(fs.readFileSync(path.join(deployDir, "nginx-maps.conf"), "utf8"))
  return (mapName, input) => {
    const map = maps.get(mapName)
    if (!map) throw new Error(`nginx-maps.conf has no map $${mapName}`)
    return lookupNginxMap(map, input)
  }
}

/** The CSP `_headers` gives a path pattern ("" for none). */
export const cspOf = (blocks: HeaderBlocks, pattern: string): string =>
  blocks.get(pattern)?.["Content-Security-Policy"] ?? ""

/** The HTML pages of a build folder, as "/path/index.html". */
export const builtPages = (publicDir: string): string[] => builtFiles(publicDir).filter((f) => f.endsWith(".html"))
