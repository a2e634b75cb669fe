import { graphql } from "gatsby"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { projectPath } from "../../lib/listing/slug"
import { theme } from "../../styles/theme"
import { Badge, statusBadgeVariant } from "../ui/Badge"
import { cardAction, CardBody, CardFrame, CardMedia, CardTitle } from "../ui/Card"
import { Icon } from "../ui/Icon"
import { Picture } from "../ui/Picture"
import { LastUpdate } from "./LastUpdate"

export interface ProjectCardProps {
  slug: string
  name: string
  location: string
  type: string
  status: string
  image: IGatsbyImageData | null
  imageAlt: string
  /** The newest progress update's date (YYYY-MM-DD); shown on an Ongoing project's card. */
  lastUpdate: string | null
  headingLevel?: "h2" | "h3"
}

/** Maps the ProjectCardFields fragment to the card's plain props. */
export function projectCardProps(node: Queries.ProjectCardFieldsFragment): ProjectCardProps {
  return {
    slug: node.slug,
    name: node.name,
    location: node.location,
    type: node.type,
    status: node.status,
    image: node.cover.src.childImageSharp?.cardImageData ?? null,
    imageAlt: node.cover.alt,
    lastUpdate: node.lastUpdate ?? null,
  }
}

/** A project in a grid: image, status and type badges, name, location, its last update while ongoing, 'View Details'. */
export function ProjectCard({
  slug,
  name,
  location,
  type,
  status,
  image,
  imageAlt,
  lastUpdate,
  headingLevel = "h3",
}: ProjectCardProps) {
  const t = useStrings(PROJECTS)
  return (
    <CardFrame data-pagefind-ignore="all">
      <Media>
        {image ? <Picture image={image} alt={imageAlt} /> : null}
        <Badges>
          <Badge variant={statusBadgeVariant(status)}>{t.status(status)}</Badge>
          <Badge variant="outline">{t.type(type)}</Badge>
        </Badges>
      </Media>
      <Body>
        <CardTitle as={headingLevel}>{name}</CardTitle>
        <Location>
          <Icon name="mapPin" size={16} /> {location}
        </Location>
        {status === "Ongoing" && lastUpdate ? <Updated date={lastUpdate} /> : null}
        <Details to={projectPath(slug)} aria-label={t.viewDetailsOf(name)}>
          {t.viewDetails} <Icon name="arrowRight" size={16} />
        </Details>
      </Body>
    </CardFrame>
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
    lastUpdate
    cover {
      alt
      src {
        ...ProjectCardImage
      }
    }
  }

  fragment ProjectCardImage on File {
    childImageSharp {
      cardImageData(width: 640, aspectRatio: 1.5)
    }
  }
`

const Media = styled(CardMedia)`
  position: relative;
  aspect-ratio: 3 / 2;
`

const Badges = styled.div`
  position: absolute;
  top: 0.9rem;
  left: 0.9rem;
  display: flex;
  gap: 0.4rem;
`

const Body = styled(CardBody)`
  gap: 0.5rem;
  padding: 1.25rem 1.4rem 1.4rem;
`

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  font-size: ${theme.fontSizes.sm};
`

const Updated = styled(LastUpdate)`
  font-size: ${theme.fontSizes.sm};
`

const Details = styled(SiteLink)`
  ${cardAction}
  padding-top: 0.6rem;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
