import { graphql, Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { projectPath } from "../../lib/slug"
import { theme } from "../../styles/theme"
import { Badge, statusBadgeVariant } from "../ui/Badge"
import { Icon } from "../ui/Icon"
import { Picture } from "../ui/Picture"

export interface ProjectCardProps {
  slug: string
  name: string
  location: string
  type: string
  status: string
  image: IGatsbyImageData | null
  imageAlt: string
  headingLevel?: "h2" | "h3"
}

/** Maps the ProjectCardFields fragment to the card's plain props. */
export function projectCardProps(node: Queries.ProjectCardFieldsFragment): ProjectCardProps {
  const cover = node.images[0]
  return {
    slug: node.slug,
    name: node.name,
    location: node.location,
    type: node.type,
    status: node.status,
    image: cover?.src.childImageSharp?.gatsbyImageData ?? null,
    imageAlt: cover?.alt ?? "",
  }
}

/** A project in a grid: image, status and type badges, name, location, 'View Details'. */
export function ProjectCard({
  slug,
  name,
  location,
  type,
  status,
  image,
  imageAlt,
  headingLevel = "h3",
}: ProjectCardProps) {
  return (
    <Card>
      <Media>
        {image ? <Picture image={image} alt={imageAlt} /> : null}
        <Badges>
          <Badge $variant={statusBadgeVariant(status)}>{status}</Badge>
          <Badge $variant="outline">{type}</Badge>
        </Badges>
      </Media>
      <Body>
        <Name as={headingLevel}>{name}</Name>
        <Location>
          <Icon name="mapPin" size={16} /> {location}
        </Location>
        <Details to={projectPath(slug)} aria-label={`View Details: ${name}`}>
          View Details <Icon name="arrowRight" size={16} />
        </Details>
      </Body>
    </Card>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment ProjectCardFields on ProjectsJson {
    slug
    name
    location
    type
    status
    images {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.5, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
    }
  }
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
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
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${theme.colors.sand};
`

const Badges = styled.div`
  position: absolute;
  top: 0.9rem;
  left: 0.9rem;
  display: flex;
  gap: 0.4rem;
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem 1.4rem 1.4rem;
`

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`

const Details = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-top: auto;
  padding-top: 0.6rem;
  color: ${theme.colors.accentDark};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
