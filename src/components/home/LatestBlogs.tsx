import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { formatCardDate } from "../../lib/format"
import { blogPostPath } from "../../lib/slug"
import { theme } from "../../styles/theme"
import { Badge } from "../ui/Badge"
import { Picture } from "../ui/Picture"

export interface BlogTeaser {
  slug: string
  title: string
  summary: string
  category: string
  datePublished: string
  readingTime: number
  image: IGatsbyImageData | null
  imageAlt: string
}

/** The six most recent posts as cards; dates read 'August 08, 2024'. */
export function LatestBlogs({ posts }: { posts: readonly BlogTeaser[] }) {
  return (
    <Grid>
      {posts.map((post) => (
        <Card key={post.slug}>
          <Media>{post.image ? <Picture image={post.image} alt={post.imageAlt} /> : null}</Media>
          <Body>
            <Meta>
              <Badge $variant="outline">{post.category}</Badge>
              <time dateTime={post.datePublished}>{formatCardDate(post.datePublished)}</time>
            </Meta>
            <h3>
              <Link to={blogPostPath(post.slug)}>{post.title}</Link>
            </h3>
            <p>{post.summary}</p>
            <small>{post.readingTime} min read</small>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: 1.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.motion.normal};
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
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  h3 a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  h3 a:hover {
    color: ${theme.colors.primary};
  }
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
