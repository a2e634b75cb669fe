import { useLang, useStrings, withPageLang } from "../hooks/use-lang"
import { DEFAULT_LANG, type Lang } from "../lib/i18n/lang"
import { BLOG } from "../lib/listing/blog-words"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { BlogListContext } from "../gatsby/create-blog-pages"
import { BlogListing } from "../components/blog/BlogListing"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { blogListTitle } from "../lib/listing/blog-titles"
import { blogCategoryPath } from "../lib/listing/slug"

type Props = PageProps<Queries.BlogListPageQuery, BlogListContext>

/** Each language's feed, as src/gatsby/blog-feed.ts writes them: /rss.xml, /ml/rss.xml. */
const feedPath = (lang: Lang): string => (lang === DEFAULT_LANG ? "/rss.xml" : `/${lang}/rss.xml`)

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

function PageHead({ pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) {
  const company = useCompany()
  const lang = useLang()
  const t = useStrings(BLOG)
  return (
    <Seo
      title={blogListTitle(pageContext.categorySlug, company.name, lang)}
      description={t.listDescription(pageContext.categorySlug, company.name)}
      path={blogCategoryPath(pageContext.categorySlug, pageContext.currentPage)}
    >
      <link rel="alternate" type="application/rss+xml" title={t.feedTitle(company.name)} href={feedPath(lang)} />
    </Seo>
  )
}

export const query = graphql`
  query BlogListPage($categoryGlob: String!, $skip: Int!, $limit: Int!, $lang: String!) {
    allBlogPost(
      filter: { frontmatter: { category: { glob: $categoryGlob } }, fields: { lang: { eq: $lang } } }
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

export const Head = withPageLang(PageHead)
