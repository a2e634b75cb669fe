import { graphql } from "gatsby"
import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { servicePath } from "../../lib/listing/slug"
import { theme } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { cardAction, cardFrame, CardBody, CardMedia, CardTitle } from "../ui/Card"
import { CardGrid } from "../ui/CardGrid"
import { Icon } from "../ui/Icon"
import { Picture } from "../ui/Picture"
import { ServiceIcon } from "./ServiceIcon"

export interface ServiceCardProps {
  title: string
  description: string
  icon: string
  to: string
  image?: IGatsbyImageData | null
  imageAlt?: string
  headingLevel?: "h2" | "h3"
  /** The card's picture is the largest on a phone's first screen (see Picture). */
  priority?: boolean
}

/** A service as a card: image (or a placeholder with its icon), icon, title, text, 'Learn More'. */
export function ServiceCard({
  title,
  description,
  icon,
  to,
  image,
  imageAlt = "",
  headingLevel = "h3",
  priority = false,
}: ServiceCardProps) {
  const t = useStrings(PAGES).services
  return (
    <Card to={to} data-pagefind-ignore="all">
      <Media>
        {image ? (
          <Picture image={image} alt={imageAlt} priority={priority} />
        ) : (
          <Placeholder data-testid="service-image-placeholder">
            <ServiceIcon icon={icon} size={56} />
          </Placeholder>
        )}
      </Media>
      <Body>
        <IconBadge>
          <ServiceIcon icon={icon} size={26} />
        </IconBadge>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        <p>{description}</p>
        <LearnMore>
          {t.learnMore} <Icon name="arrowRight" size={16} />
        </LearnMore>
      </Body>
    </Card>
  )
}

/**
 * The services as a grid of cards, each linking to `pathOf(slug)`: the service's page, or on the
 * home page its lowercase alias. `firstOnScreen`: the grid starts on the first screen, so the
 * first card's picture is fetched at once, ahead of the rest.
 */
export function ServiceCardGrid({
  services,
  pathOf = servicePath,
  headingLevel,
  firstOnScreen = false,
}: {
  services: readonly Queries.ServiceCardFieldsFragment[]
  pathOf?: (slug: string) => string
  headingLevel?: "h2" | "h3"
  firstOnScreen?: boolean
}) {
  return (
    <CardGrid>
      {services.map((s, i) => (
        <li key={s.slug}>
          <ServiceCard
            title={s.title}
            description={s.description}
            icon={s.icon}
            to={pathOf(s.slug)}
            image={s.heroImage.childImageSharp?.cardImageData ?? null}
            imageAlt={s.heroImageAlt}
            headingLevel={headingLevel}
            priority={firstOnScreen && i === 0}
          />
        </li>
      ))}
    </CardGrid>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment ServiceCardFields on ServicesJson {
    slug
    title
    description
    icon
    heroImageAlt
    heroImage {
      childImageSharp {
        cardImageData(width: 560, aspectRatio: 1.7778)
      }
    }
  }
`

/** The whole card is one link; it rises a little on hover. */
const Card = styled(SiteLink)`
  ${cardFrame}
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${theme.motion.normal},
    transform ${theme.motion.normal};
  &:hover {
    transform: translateY(-3px);
  }
`

const Media = styled(CardMedia)`
  overflow: hidden;
`

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${theme.colors.primary};
  background: linear-gradient(135deg, ${theme.colors.sand}, ${theme.colors.primaryTint});
`

/** Room at the top for the icon badge that overlaps the picture. */
const Body = styled(CardBody)`
  position: relative;
  padding: 2.25rem 1.5rem 1.5rem;
`

const IconBadge = styled.span`
  position: absolute;
  top: -26px;
  left: 1.5rem;
  ${iconBox("52px", "14px")}
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  box-shadow: ${theme.shadows.md};
`

const LearnMore = styled.span`
  ${cardAction}
  padding-top: 0.5rem;
`
