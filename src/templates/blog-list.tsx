import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { BlogListContext } from "../gatsby/create-blog-pages"
import { BlogListing } from "../components/blog/BlogListing"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { blogListTitle } from "../lib/listing/blog-titles"
import { blogCategoryPath, categoryNameFromSlug } from "../lib/listing/slug"

type Props = PageProps<Queries.BlogListPageQuery, BlogListContext>

export default function BlogListPage({ data, pageContext }: Props) {
  return (
    <BlogListing
      categorySlug={pageContext.categorySlug}
      pills={pageContext.pills}
      posts={data.allBlogPost.nodes}
      currentPage={pageContext.currentPage}
      totalPages={pageContext.totalPages}
    />
  )
}

export function Head({ pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) {
  const company = useCompany()
  const name = categoryNameFromSlug(pageContext.categorySlug)
  const description =
    pageContext.categorySlug === "all"
      ? `Articles from ${company.name} on GFRG, architecture, structural design, MEP, project management and construction in Kerala.`
      : `${name} articles from ${company.name}: practical advice for home owners and builders in Kerala.`
  return (
    <Seo
      title={blogListTitle(pageContext.categorySlug, company.name)}
      description={description}
      path={blogCategoryPath(pageContext.categorySlug, pageContext.currentPage)}
    >
      <link rel="alternate" type="application/rss+xml" title={`${company.name} blog`} href="/rss.xml" />
    </Seo>
  )
}

export const query = graphql`
  query BlogListPage($categoryGlob: String!, $skip: Int!, $limit: Int!) {
    allBlogPost(
      filter: { frontmatter: { category: { glob: $categoryGlob } } }
      sort: { frontmatter: { datePublished: DESC } }
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
