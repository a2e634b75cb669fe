import { useLang, useStrings, withPageLang } from "../hooks/use-lang"
import { pathIn, type Lang } from "../lib/i18n/lang"
import { BLOG } from "../lib/listing/blog-words"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { styled } from "@linaria/react"
import type { BlogPostContext } from "../gatsby/create-blog-pages"
import { ArticleHero, ArticleMeta } from "../components/blog/ArticleHeader"
import { BlogCard } from "../components/blog/BlogCard"
import { TableOfContents } from "../components/blog/TableOfContents"
import { Seo } from "../components/seo/Seo"
import { CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { NewTabLink } from "../components/ui/NewTabLink"
import { PillLinks } from "../components/ui/pill-styles"
import { Prose } from "../components/ui/Prose"
import { useCompany } from "../hooks/use-company"
import { useHashScroll } from "../hooks/use-hash-scroll"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { shareLinks } from "../lib/listing/blog-titles"
import { deferRender } from "../lib/first-visit/deferred-render"
import { blogPostPath } from "../lib/listing/slug"
import { absoluteUrl } from "../lib/content/structured-data"
import { Picture } from "../components/ui/Picture"
import { mq, theme } from "../styles/theme"
import { SearchFacts } from "../components/search/SearchFacts"

type Props = PageProps<Queries.BlogPostPageQuery, BlogPostContext>

function canonicalOf(post: NonNullable<Queries.BlogPostPageQuery["post"]>, siteUrl: string, lang: Lang): string {
  return post.frontmatter.canonicalUrl || absoluteUrl(siteUrl, pathIn(lang, blogPostPath(post.fields.slug)))
}

export default function BlogPostPage({ data }: Props) {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  const t = useStrings(BLOG)
  const lang = useLang()
  useHashScroll()
  const post = data.post
  if (!post) return <Missing>{t.couldNotLoad}</Missing>
  const fm = post.frontmatter
  const image = fm.featuredImage.childImageSharp?.gatsbyImageData
  const url = canonicalOf(post, siteUrl, lang)
  return (
    <article>
      <ArticleHero
        picture={image ? <Picture image={image} alt={fm.imageAltText} priority className="hero-image" /> : null}
        category={fm.category}
        title={fm.title}
      />
      <Layout>
        <Aside data-pagefind-ignore="all">
          <TableOfContents items={post.article.toc} />
        </Aside>
        <Main>
          <ArticleMeta
            author={fm.author}
            datePublished={fm.datePublished}
            readingMinutes={post.fields.readingTime}
            companyName={company.name}
          />
          <Prose data-article-body="" dangerouslySetInnerHTML={{ __html: post.article.html }} />
          <Share aria-label={t.share} data-pagefind-ignore="all">
            <h2>{t.share}</h2>
            <PillLinks>
              {shareLinks(url, fm.title).map((link) => (
                <li key={link.name}>
                  <NewTabLink href={link.href} aria-label={t.shareOn(link.name)}>
                    {link.name}
                  </NewTabLink>
                </li>
              ))}
            </PillLinks>
          </Share>
          <SearchFacts
            kind="article"
            thumbnail={fm.thumbnail.childImageSharp?.resize?.src}
            filters={{ category: [t.categoryLabel(fm.category)], tag: fm.tags }}
            terms={fm.tags}
          />
        </Main>
      </Layout>
      <Related aria-labelledby="related-title" data-pagefind-ignore="all" {...deferRender}>
        <Container>
          <h2 id="related-title">{t.related}</h2>
          {data.related.nodes.length > 0 ? (
            <CardGrid>
              {data.related.nodes.map((p) => (
                <li key={p.fields.slug}>
                  <BlogCard post={p} headingLevel="h3" />
                </li>
              ))}
            </CardGrid>
          ) : null}
          <p>
            <SiteLink to="/blogs/category/all">{t.viewAllArrow}</SiteLink>
          </p>
        </Container>
      </Related>
    </article>
  )
}

function PageHead({ data }: HeadProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const company = useCompany()
  const t = useStrings(BLOG)
  const lang = useLang()
  const { siteUrl } = useSiteMetadata()
  const post = data.post
  if (!post) return null
  const fm = post.frontmatter
  const url = canonicalOf(post, siteUrl, lang)
  const image = fm.featuredImage.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={fm.metaTitle}
      description={fm.metaDescription}
      // Seo names the page in its language and its twins; a post published elsewhere first names that.
      path={fm.canonicalUrl || blogPostPath(post.fields.slug)}
      image={image}
      imageAlt={fm.imageAltText}
      type="article"
      keywords={fm.keywords}
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: fm.title,
        description: fm.metaDescription,
        image: image ? absoluteUrl(siteUrl, image) : undefined,
        datePublished: fm.datePublished,
        dateModified: fm.dateModified,
        author: { "@type": "Organization", name: fm.author },
        publisher: {
          "@type": "Organization",
          name: company.name,
          logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/icons/icon-512x512.png") },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        keywords: fm.keywords.join(", "),
        wordCount: post.fields.wordCount,
        articleSection: t.categoryLabel(fm.category),
      }}
    >
      <meta property="article:published_time" content={fm.datePublished} />
    </Seo>
  )
}

export const query = graphql`
  query BlogPostPage($slug: String!, $related: [String!]!, $lang: String!) {
    post: blogPost(fields: { slug: { eq: $slug }, lang: { eq: $lang } }) {
      fields {
        slug
        readingTime
        wordCount
      }
      frontmatter {
        title
        summary
        author
        datePublished(formatString: "YYYY-MM-DD")
        dateModified(formatString: "YYYY-MM-DD")
        metaTitle
        metaDescription
        keywords
        category
        canonicalUrl
        imageAltText
        featuredImage {
          ...PhotoHeroImage
        }
        tags
        thumbnail: featuredImage {
          ...SearchThumbnail
        }
      }
      article {
        html
        toc {
          id
          text
          level
        }
      }
    }
    related: allBlogPost(
      filter: { fields: { slug: { in: $related }, lang: { eq: $lang } } }
      sort: { frontmatter: { datePublished: DESC } }
    ) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`

const Missing = styled.p`
  padding: 5rem 1rem;
  text-align: center;
  color: ${theme.colors.danger};
`

const Layout = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-top: 2.5rem;
  padding-bottom: 3rem;
  ${mq.lg} {
    grid-template-columns: 280px 1fr;
    gap: 3.5rem;
    align-items: start;
  }
`

const Aside = styled.div`
  ${mq.lg} {
    position: sticky;
    top: 100px;
  }
`

const Main = styled.div`
  min-width: 0;
`

const Share = styled.section`
  margin-top: 3rem;
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`

const Related = styled.section`
  padding: 4rem 0;
  background: ${theme.colors.sand};
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
    margin-bottom: 1.5rem;
  }
  p {
    margin-top: 2rem;
    text-align: center;
    font-weight: ${theme.fontWeights.strong};
  }
`

export const Head = withPageLang(PageHead)
