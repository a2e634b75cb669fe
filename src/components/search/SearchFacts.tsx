import { graphql } from "gatsby"
import type { SearchFilter, SearchKind } from "../../lib/search/vocabulary"

export interface SearchFactsProps {
  kind: SearchKind
  /** A small picture for the result (an article's cover, a project's first photo): its URL. */
  thumbnail?: string | null
  /** The page's filter values, as the page shows them (a project's type, status and location). */
  filters?: Partial<Record<SearchFilter, readonly string[]>>
  /** Words the page is found by that it does not show (a post's tags). */
  terms?: readonly string[]
}

/**
 * What search knows of a page besides its text (docs/architecture.md "Search"): its kind, a
 * thumbnail and its filters, read by Pagefind when the build indexes the page. A page is in the
 * index exactly when it renders this (src/gatsby/search-index.ts); the 404 pages, the blog listings
 * and the theme's demo page do not. Never shown: `hidden`, and its facts are not indexed as text
 * (`data-pagefind-ignore`), except `terms`.
 */
export function SearchFacts({ kind, thumbnail, filters = {}, terms = [] }: SearchFactsProps) {
  return (
    <div hidden data-search-facts={kind}>
      <div data-pagefind-ignore="">
        <span data-pagefind-meta="kind">{kind}</span>
        <span data-pagefind-filter="kind">{kind}</span>
        {thumbnail ? <span data-pagefind-meta="thumbnail">{thumbnail}</span> : null}
        {Object.entries(filters).flatMap(([filter, values]) =>
          (values ?? []).map((value) => (
            <span key={`${filter}:${value}`} data-pagefind-filter={filter}>
              {value}
            </span>
          )),
        )}
      </div>
      {terms.length > 0 ? <p>{terms.join(", ")}</p> : null}
    </div>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment SearchThumbnail on File {
    childImageSharp {
      resize(width: 160, height: 120, toFormat: WEBP, quality: 70, cropFocus: CENTER) {
        src
      }
    }
  }
`
