import { graphql } from "gatsby"
import { useLang, useStrings } from "../../hooks/use-lang"
import type { Lang } from "../../lib/i18n/lang"
import { BLOG } from "../../lib/listing/blog-words"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { formatLongDate } from "../../lib/text/format"
import { blogPostPath } from "../../lib/listing/slug"
import { theme } from "../../styles/theme"
import { Badge } from "../ui/Badge"
import { CardBody, CardFrame, CardMedia, CardTitle } from "../ui/Card"
import { Picture } from "../ui/Picture"

/**
 * A post as a card: cover, category, date, title, summary, reading time. The blog listings and
 * related posts show the date as 'January 5, 2025'; the home page passes `formatCardDate`. Either is
 * given the page's language, so a Malayalam page names its months in Malayalam.
 * `priority`: the cover is the largest picture on a phone's first screen (see Picture).
 */
export function BlogCard({
  post,
  headingLevel = "h2",
  formatDate = formatLongDate,
  priority = false,
}: {
  post: Queries.BlogCardFieldsFragment
  headingLevel?: "h2" | "h3"
  formatDate?: (isoDate: string, lang: Lang) => string
  priority?: boolean
}) {
  const lang = useLang()
  const t = useStrings(BLOG)
  const image = post.frontmatter.featuredImage.childImageSharp?.cardImageData
  const date = post.frontmatter.datePublished
  return (
    <Card data-pagefind-ignore="all">
      <CardMedia>
        {image ? <Picture image={image} alt={post.frontmatter.imageAltText} priority={priority} /> : null}
      </CardMedia>
      <Body>
        <Meta>
          <Badge variant="outline">{t.categoryLabel(post.frontmatter.category)}</Badge>
          <time dateTime={date}>{formatDate(date, lang)}</time>
        </Meta>
        <Title as={headingLevel}>
          <SiteLink to={blogPostPath(post.fields.slug)}>{post.frontmatter.title}</SiteLink>
        </Title>
        <p>{post.frontmatter.summary}</p>
        <small>{t.readingTime(post.fields.readingTime)}</small>
      </Body>
    </Card>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment BlogCardFields on BlogPost {
    fields {
      slug
      readingTime
    }
    frontmatter {
      title
      summary
      category
      datePublished(formatString: "YYYY-MM-DD")
      imageAltText
      featuredImage {
        childImageSharp {
          cardImageData(width: 420, aspectRatio: 1.7778)
        }
      }
    }
  }
`

/** The whole card is the post's link: the title link's ::after covers it. */
const Card = styled(CardFrame)`
  position: relative;
`

const Body = styled(CardBody)`
  small {
    margin-top: auto;
    color: ${theme.colors.muted};
    font-weight: ${theme.fontWeights.strong};
  }
`

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

const Title = styled(CardTitle)`
  a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: ${theme.colors.primary};
  }
`
