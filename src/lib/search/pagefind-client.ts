import type { Lang } from "../i18n/lang"
import { excerptParts, type ExcerptPart } from "./excerpt"
import { normalizeMalayalam } from "./malayalam"
import { isSearchKind, SEARCH_INDEX_PATH, type SearchFilter, type SearchKind } from "./vocabulary"

/**
 * The browser's side of search (docs/architecture.md "Search"): Pagefind's own script, loaded from
 * the index the build wrote (`/pagefind/pagefind.js`) the first time the dialog opens, never with
 * the page. The parts of its API the dialog uses are typed here.
 */

interface PagefindData {
  url: string
  /** The page's indexed text, whole. */
  content: string
  excerpt: string
  meta: Partial<Record<string, string>>
}

interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindData> }[]
}

type Filters = Partial<Record<"kind" | SearchFilter, string>>

interface PagefindInstance {
  search: (term: string | null, options: { filters?: Filters }) => Promise<PagefindSearch>
  preload: (term: string, options?: { filters?: Filters }) => Promise<void>
  filters: () => Promise<Record<string, Record<string, number>>>
}

interface PagefindModule {
  createInstance: (options: { basePath: string; baseUrl: string; excerptLength?: number }) => PagefindInstance
}

export interface SearchHit {
  url: string
  title: string
  kind: SearchKind
  excerpt: ExcerptPart[]
  /** A small picture of the article, project or service (decorative beside its title), or null. */
  image: string | null
}

export interface SearchQuery {
  term: string
  kind: SearchKind | null
  filters: Partial<Record<SearchFilter, string>>
}

export interface SearchAnswer {
  /** Every page that matched, in ranking order; `load` gives the hits of a slice of them. */
  total: number
  load: (from: number, to: number) => Promise<SearchHit[]>
}

const instances = new Map<Lang, Promise<PagefindInstance>>()

/**
 * The index of one language. Pagefind picks its language from `<html lang>`, which is the page's:
 * the instance is made while such a page is shown, and kept for that language.
 */
function indexOf(lang: Lang): Promise<PagefindInstance> {
  let instance = instances.get(lang)
  if (!instance) {
    const url = `${SEARCH_INDEX_PATH}pagefind.js`
    instance = (import(/* webpackIgnore: true */ url) as Promise<PagefindModule>).then((pagefind) =>
      pagefind.createInstance({ basePath: SEARCH_INDEX_PATH, baseUrl: "/", excerptLength: 24 }),
    )
    // A failed load (offline) is tried again on the next search, not remembered.
    instance.catch(() => instances.delete(lang))
    instances.set(lang, instance)
  }
  return instance
}

/** Starts loading Pagefind and the index's entry for the page's language (when the dialog opens). */
export function prepareSearch(lang: Lang): Promise<void> {
  return indexOf(lang).then((index) => index.preload(""))
}

/**
 * Starts fetching the index's chunks for what is typed so far, at each keystroke: by the time the
 * visitor pauses and the search runs, they are there.
 */
export function preloadSearch(lang: Lang, term: string): void {
  const words = searchTerm(term)
  if (words !== "")
    indexOf(lang).then(
      (index) => index.preload(words),
      () => undefined,
    )
}

/** A query as the index reads it: its words as the pages' text was indexed. */
export const searchTerm = (term: string): string => normalizeMalayalam(term.trim())

function filtersOf(query: SearchQuery): Filters {
  const filters: Filters = { ...query.filters }
  if (query.kind) filters.kind = query.kind
  return filters
}

function hitOf(data: PagefindData): SearchHit {
  const kind = data.meta.kind
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    kind: isSearchKind(kind) ? kind : "page",
    excerpt: excerptParts(data.excerpt),
    image: data.meta.thumbnail ?? null,
  }
}

/**
 * The pages that match a query: its words (with the index's Malayalam spelling), its kind and
 * filters. A query without words but with a kind lists that kind.
 */
export async function search(lang: Lang, query: SearchQuery): Promise<SearchAnswer> {
  const index = await indexOf(lang)
  const term = searchTerm(query.term)
  const filters = filtersOf(query)
  if (term === "" && Object.keys(filters).length === 0) return { total: 0, load: () => Promise.resolve([]) }
  const found = await index.search(term === "" ? null : term, { filters })
  const best = await found.results[0]?.data()
  if (best && !containsEveryWord(best.content, term)) return { total: 0, load: () => Promise.resolve([]) }
  return {
    total: found.results.length,
    load: (from, to) => Promise.all(found.results.slice(from, to).map(async (result) => hitOf(await result.data()))),
  }
}

/**
 * Whether a page's text has every word of a query, allowing an ending of up to three letters
 * ("costs" for "cost", "builders" for "building"). Pagefind answers a word that no page has with
 * the pages that have a shorter start of it ("reserved" finds "re-laid"), which a visitor reads as
 * nonsense; when the best match lacks a word, nothing matched it (docs/behaviour.md §11).
 */
export function containsEveryWord(content: string, term: string): boolean {
  const text = content.toLocaleLowerCase()
  return term
    .toLocaleLowerCase()
    .split(/[\s\p{P}]+/u)
    .filter(Boolean)
    .every((word) => {
      const letters = [...word]
      const start = letters.slice(0, letters.length <= 4 ? letters.length : Math.max(4, letters.length - 3)).join("")
      return new RegExp(`(^|[^\\p{L}\\p{M}\\p{N}])${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(text)
    })
}

/** Every value of every filter in the language's index, with the number of pages that carry it. */
export async function filterValues(lang: Lang): Promise<Record<string, Record<string, number>>> {
  return (await indexOf(lang)).filters()
}
