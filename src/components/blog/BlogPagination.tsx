import { useStrings } from "../../hooks/use-lang"
import { BLOG } from "../../lib/listing/blog-words"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { paginationItems } from "../../lib/listing/pagination"
import { blogCategoryPath } from "../../lib/listing/slug"
import { pill, pillCurrent, PillRow } from "../ui/pill-styles"

/**
 * Real links to every listing page. At the ends, Previous and Next are disabled links: a link's
 * role with aria-disabled and no address, so a screen reader and the accessibility tree read them
 * as links that cannot be followed (docs/behaviour.md §9, "Blog pagination").
 */
export function BlogPagination({ slug, current, total }: { slug: string; current: number; total: number }) {
  const t = useStrings(BLOG)
  if (total <= 1) return null
  return (
    <Nav aria-label={t.pagination}>
      {current > 1 ? (
        <SiteLink to={blogCategoryPath(slug, current - 1)}>{t.previous}</SiteLink>
      ) : (
        <DisabledPageLink>{t.previous}</DisabledPageLink>
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
            aria-label={t.page(item.page)}
          >
            {item.page}
          </SiteLink>
        ),
      )}
      {current < total ? (
        <SiteLink to={blogCategoryPath(slug, current + 1)}>{t.next}</SiteLink>
      ) : (
        <DisabledPageLink>{t.next}</DisabledPageLink>
      )}
    </Nav>
  )
}

/** An end of the pager: the link to a page that does not exist, shown and announced as disabled. */
function DisabledPageLink({ children }: { children: string }) {
  return (
    <span role="link" aria-disabled="true">
      {children}
    </span>
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
    cursor: not-allowed;
  }
  span[aria-hidden="true"] {
    border-color: transparent;
    background: transparent;
  }
`
