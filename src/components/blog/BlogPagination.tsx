import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { paginationItems } from "../../lib/pagination"
import { blogCategoryPath } from "../../lib/slug"
import { pill, pillCurrent, PillRow } from "../ui/pill-styles"

/** Real links to every listing page; Previous and Next are inert at the ends. */
export function BlogPagination({ slug, current, total }: { slug: string; current: number; total: number }) {
  if (total <= 1) return null
  return (
    <Nav aria-label="Pagination">
      {current > 1 ? (
        <SiteLink to={blogCategoryPath(slug, current - 1)}>Previous</SiteLink>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      {paginationItems(current, total).map((item) =>
        item.kind === "ellipsis" ? (
          <span key={item.key} aria-hidden="true">
            …
          </span>
        ) : (
          <SiteLink
            key={item.page}
            to={blogCategoryPath(slug, item.page)}
            aria-current={item.page === current ? "page" : undefined}
            aria-label={`Page ${item.page}`}
          >
            {item.page}
          </SiteLink>
        ),
      )}
      {current < total ? (
        <SiteLink to={blogCategoryPath(slug, current + 1)}>Next</SiteLink>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </Nav>
  )
}

const Nav = styled(PillRow)`
  margin-top: 3rem;
  a,
  span {
    ${pill}
    min-width: 44px;
  }
  a[aria-current="page"] {
    ${pillCurrent}
  }
  span[aria-disabled="true"] {
    opacity: 0.45;
  }
  span[aria-hidden="true"] {
    border-color: transparent;
    background: transparent;
  }
`
