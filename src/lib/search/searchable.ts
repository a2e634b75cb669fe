import { isSearchKind, type SearchKind } from "./vocabulary"

/**
 * Which built pages go into the search index, and as what (docs/architecture.md "Search"). Pure:
 * the build's indexer (src/gatsby/search-index.ts) and its tests read HTML through it.
 */

/** The address a built HTML file answers: "about/index.html" → "/about", "index.html" → "/". */
export function pageUrlOf(relativeFile: string): string {
  const file = `/${relativeFile.split("\\").join("/")}`.replace(/\/+/g, "/")
  if (file === "/index.html") return "/"
  return file.replace(/\/index\.html$/, "").replace(/\.html$/, "")
}

/** The kinds a page declares with its search facts (src/components/search/SearchFacts.tsx). */
export function declaredKinds(html: string): string[] {
  return [...html.matchAll(/\bdata-search-facts="([^"]*)"/g)].map((match) => match[1] ?? "")
}

/** The path of the page's canonical link when it is on this site, else null. */
function canonicalPath(html: string, siteUrl: string): string | null {
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0]
  const href = tag ? /\bhref="([^"]*)"/i.exec(tag)?.[1] : undefined
  if (!href) return null
  const site = new URL(siteUrl)
  const url = new URL(href, site)
  return url.origin === site.origin ? decodeURIComponent(url.pathname) : null
}

export type Searchability =
  | { searchable: true; kind: SearchKind }
  | { searchable: false; reason: "no search facts" | "another page is canonical" }

/**
 * A page is searchable when it renders its search facts, once, with a kind the search knows, and
 * is its own canonical page (a service's lowercase alias names the service's page, and is left
 * out, so no service is found twice). A page with facts that cannot be read fails the build.
 */
export function searchability(html: string, url: string, siteUrl: string): Searchability {
  const kinds = declaredKinds(html)
  if (kinds.length === 0) return { searchable: false, reason: "no search facts" }
  const [kind] = kinds
  if (kinds.length > 1) throw new Error(`${url}: the page renders its search facts ${kinds.length} times`)
  if (!isSearchKind(kind))
    throw new Error(`${url}: the search facts name the kind "${kind}", which search does not know`)
  const canonical = canonicalPath(html, siteUrl)
  if (canonical !== null && canonical !== url) return { searchable: false, reason: "another page is canonical" }
  return { searchable: true, kind }
}
