import { useStrings } from "../../hooks/use-lang"
import { BLOG } from "../../lib/listing/blog-words"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { BlogCard } from "./BlogCard"
import { BlogPagination } from "./BlogPagination"
import { CardGrid } from "../ui/CardGrid"
import { Container } from "../ui/Container"
import { pill, pillCurrent } from "../ui/pill-styles"
import type { BlogPill } from "../../lib/listing/blog-pills"
import { blogCategoryPath } from "../../lib/listing/slug"

export interface BlogListingProps {
  categorySlug: string
  pills: readonly BlogPill[]
  posts: readonly Queries.BlogCardFieldsFragment[]
  currentPage: number
  totalPages: number
}

/** A blog listing: 'Blogs', the category's name, the category pills, the cards and the pages. */
export function BlogListing({ categorySlug, pills, posts, currentPage, totalPages }: BlogListingProps) {
  const t = useStrings(BLOG)
  return (
    <Page>
      <Container>
        <Heading>
          <h1>{t.blogs}</h1>
          <h2>{t.categoryHeading(categorySlug)}</h2>
        </Heading>
        <Pills aria-label={t.categories}>
          {pills.map((pill) => (
            <li key={pill.slug}>
              <SiteLink to={blogCategoryPath(pill.slug)} aria-current={pill.slug === categorySlug ? "page" : undefined}>
                {t.categoryLabel(pill.label)}
              </SiteLink>
            </li>
          ))}
        </Pills>
        {posts.length === 0 ? (
          <Empty>{t.emptyCategory}</Empty>
        ) : (
          <CardGrid>
            {posts.map((post, i) => (
              <li key={post.fields.slug}>
                {/* The first card starts on a phone's first screen, under the headings and pills. */}
                <BlogCard post={post} headingLevel="h3" priority={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}
        <BlogPagination slug={categorySlug} current={currentPage} total={totalPages} />
      </Container>
    </Page>
  )
}

const Page = styled.div`
  padding: 3.5rem 0 4.5rem;
`

const Heading = styled.div`
  margin-bottom: 1.5rem;
  h1 {
    font-size: ${theme.fontSizes["4xl"]};
    margin: 0;
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.accentDark};
  }
`

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;
  a {
    ${pill}
    min-height: 40px;
    padding: 0 1rem;
    font-size: ${theme.fontSizes.sm};
    text-transform: capitalize;
  }
  a[aria-current="page"] {
    ${pillCurrent}
  }
`

const Empty = styled.p`
  padding: 3rem 0;
  text-align: center;
  font-size: ${theme.fontSizes.lg};
`
