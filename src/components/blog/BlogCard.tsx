import { graphql, Link } from "gatsby"
import styled from "styled-components"
import { formatLongDate } from "../../lib/format"
import { blogPostPath } from "../../lib/slug"
import { theme } from "../../styles/theme"
import { Badge } from "../ui/Badge"
import { Picture } from "../ui/Picture"

/** A post in a listing: cover, category, date, title, summary, reading time. */
export function BlogCard({
  post,
  headingLevel = "h2",
}: {
  post: Queries.BlogCardFieldsFragment
  headingLevel?: "h2" | "h3"
}) {
  const image = post.frontmatter.featuredImage.childImageSharp?.gatsbyImageData
  const date = post.frontmatter.datePublished
  return (
    <Card>
      <Media>{image ? <Picture image={image} alt={post.frontmatter.imageAltText} /> : null}</Media>
      <Body>
        <Meta>
          <Badge $variant="outline">{post.frontmatter.category}</Badge>
          <time dateTime={date}>{formatLongDate(date)}</time>
        </Meta>
        <Title as={headingLevel}>
          <Link to={blogPostPath(post.fields.slug)}>{post.frontmatter.title}</Link>
        </Title>
        <p>{post.frontmatter.summary}</p>
        <small>{post.fields.readingTime} min read</small>
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
          gatsbyImageData(width: 420, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
  }
`

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.sm};
  &:hover {
    box-shadow: ${theme.shadows.lg};
  }
`

const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${theme.colors.sand};
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.3rem 1.4rem 1.5rem;
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  small {
    margin-top: auto;
    color: ${theme.colors.muted};
    font-weight: 600;
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

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
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
