/**
 * What the site's search knows of a page (docs/behaviour.md §11, docs/architecture.md "Search").
 * Browser-safe: the build's indexer, the pages' search facts and the dialog share it.
 */

/** The kinds of page search finds, in the order the dialog offers them as filters. */
export const SEARCH_KINDS = ["article", "project", "service", "page"] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const isSearchKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind)

/**
 * The filters a page may carry besides its kind: a project's type, status and location; a post's
 * category and tags. Their values are the words the page shows, in its language.
 */
export const SEARCH_FILTERS = ["type", "status", "location", "category", "tag"] as const
export type SearchFilter = (typeof SEARCH_FILTERS)[number]

/** The filters the dialog offers once a kind is chosen. */
export const FILTERS_OF_KIND: Readonly<Record<SearchKind, readonly SearchFilter[]>> = {
  article: ["category", "tag"],
  project: ["type", "status", "location"],
  service: [],
  page: [],
}

/** Where the build writes the index, and where the browser loads Pagefind from. */
export const SEARCH_INDEX_PATH = "/pagefind/"

/**
 * How long the dialog waits after a keystroke before it searches (docs/behaviour.md §9). Short
 * enough that results keep up with typing; long enough that a fast typist's every letter is not a
 * search of its own.
 */
export const SEARCH_DEBOUNCE_MS = 120

/** How many results the dialog shows at once; "Show more" adds as many again. */
export const SEARCH_PAGE_SIZE = 8
