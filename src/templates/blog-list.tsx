import React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import styled from "styled-components"
import type { BlogListContext } from "../gatsby/create-blog-pages"
import { BlogCard } from "../components/blog/BlogCard"
import { BlogPagination } from "../components/blog/BlogPagination"
import { Seo } from "../components/seo/Seo"
import { CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { useCompany } from "../hooks/use-company"
import { blogListTitle } from "../lib/blog-titles"
import { blogCategoryPath, categoryNameFromSlug } from "../lib/slug"

type Props = PageProps<Queries.BlogListPageQuery, BlogListContext>

export default function BlogListPage({ data, pageContext }: Props) {
  const posts = data.allMarkdownRemark.nodes
  const name = categoryNameFromSlug(pageContext.categorySlug)
  return (
    <Page>
      <Container>
        <Heading>
          <h1>Blogs</h1>
          <h2>{name}</h2>
        </Heading>
        <Pills aria-label="Blog categories">
          {pageContext.pills.map((pill) => (
            <li key={pill.slug}>
              <Link to={blogCategoryPath(pill.slug)} aria-current={pill.slug === pageContext.categorySlug ? "page" : undefined}>
                {pill.label}
              </Link>
            </li>
          ))}
        </Pills>
        {posts.length === 0 ? (
          <Empty>No blog posts found in this category.</Empty>
        ) : (
          <CardGrid>
            {posts.map((post) => (
              <li key={post.fields.slug}>
                <BlogCard post={post} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        )}
        <BlogPagination slug={pageContext.categorySlug} current={pageContext.currentPage} total={pageContext.totalPages} />
      </Container>
    </Page>
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
    <Seo title={blogListTitle(pageContext.categorySlug, pageContext.currentPage, company.name)} description={description} path={blogCategoryPath(pageContext.categorySlug, pageContext.currentPage)}>
      <link rel="alternate" type="application/rss+xml" title={`${company.name} blog`} href="/rss.xml" />
    </Seo>
  )
}

export const query = graphql`
  query BlogListPage($categoryGlob: String!, $skip: Int!, $limit: Int!) {
    allMarkdownRemark(
      filter: { fields: { collection: { eq: "blog" } }, frontmatter: { category: { glob: $categoryGlob } } }
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

const Page = styled.div`
  padding: 3.5rem 0 4.5rem;
`

const Heading = styled.div`
  margin-bottom: 1.5rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes["4xl"]}; margin: 0; }
  h2 { font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 600; color: ${({ theme }) => theme.colors.accentDark}; }
`

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 1rem;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    text-transform: capitalize;
  }
  a[aria-current="page"] { background: ${({ theme }) => theme.colors.primary}; border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.white}; }
`

const Empty = styled.p`
  padding: 3rem 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`
