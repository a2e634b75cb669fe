import { fileHeaders, isHtml, type InlineHashes } from "./http-headers"

/** What the build knows of one file of `public/`: its path and, for HTML, the hashes of what it has inline. */
export interface BuiltFile {
  /** "/about/index.html", "/static/abc/x.jpg" */
  path: string
  inlineHashes: InlineHashes | null
}

export type HeaderRule =
  /** One file; `urls` are the request paths it answers ("/about" and "/about/" for "/about/index.html"). */
  | { kind: "file"; file: string; urls: string[]; headers: Record<string, string> }
  /** Every file under a folder (no page lives there), e.g. "/static/". */
  | { kind: "folder"; folder: string; headers: Record<string, string> }

/** The request paths an HTML page answers: "/about/index.html" -> "/about" and "/about/"; "/index.html" -> "/". */
function pageUrls(file: string): string[] {
  if (file === "/index.html") return ["/"]
  if (file.endsWith("/index.html")) {
    const dir = file.slice(0, -"/index.html".length)
    return [dir, `${dir}/`]
  }
  return [file]
}

interface Folder {
  files: BuiltFile[]
  folders: Map<string, Folder>
}

const same = (a: Record<string, string>, b: Record<string, string>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v)

/**
 * The per-file headers (caching and CSP) of every file as as few rules as are exact: a folder with
 * no page in it whose files all share their headers is one rule ("/static/*"); every other file is
 * a rule of its own. No two rules match one path, so hosts that merge matching rules stay exact.
 */
export function headerRules(files: readonly BuiltFile[]): HeaderRule[] {
  const root: Folder = { files: [], folders: new Map() }
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const parts = file.path.split("/").filter(Boolean)
    let folder = root
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part)
      if (!next) {
        next = { files: [], folders: new Map() }
        folder.folders.set(part, next)
      }
      folder = next
    }
    folder.files.push(file)
  }

  const rules: HeaderRule[] = []
  const headersOf = (file: BuiltFile) => fileHeaders(file.path, file.inlineHashes)
  const everyFile = (folder: Folder): BuiltFile[] => [
    ...folder.files,
    ...[...folder.folders.values()].flatMap(everyFile),
  ]

  const visit = (folder: Folder, prefix: string) => {
    const all = everyFile(folder)
    const first = all[0]
    if (prefix !== "/" && first && all.every((f) => !isHtml(f.path) && same(headersOf(f), headersOf(first)))) {
      rules.push({ kind: "folder", folder: prefix, headers: headersOf(first) })
      return
    }
    for (const file of folder.files) {
      rules.push({
        kind: "file",
        file: file.path,
        urls: isHtml(file.path) ? pageUrls(file.path) : [file.path],
        headers: headersOf(file),
      })
    }
    for (const [name, sub] of folder.folders) visit(sub, `${prefix}${name}/`)
  }
  visit(root, "/")
  return rules
}
