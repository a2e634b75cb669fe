import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { ServiceIcon } from "./ServiceIcon"
import { Picture } from "../ui/Picture"

export interface ServiceCardProps {
  title: string
  description: string
  icon: string
  to: string
  image?: IGatsbyImageData | null
  imageAlt?: string
  headingLevel?: "h2" | "h3"
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
}: ServiceCardProps) {
  return (
    <Card to={to}>
      <Media>
        {image ? (
          <Picture image={image} alt={imageAlt} />
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
        <Title as={headingLevel}>{title}</Title>
        <p>{description}</p>
        <LearnMore>
          Learn More <Icon name="arrowRight" size={16} />
        </LearnMore>
      </Body>
    </Card>
  )
}

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.sm};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${theme.motion.normal},
    transform ${theme.motion.normal};
  &:hover {
    box-shadow: ${theme.shadows.lg};
    transform: translateY(-3px);
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`

const Media = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${theme.colors.sand};
`

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${theme.colors.primary};
  background: linear-gradient(135deg, ${theme.colors.sand}, ${theme.colors.primaryTint});
`

const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.6rem;
  padding: 2.25rem 1.5rem 1.5rem;
`

const IconBadge = styled.span`
  position: absolute;
  top: -26px;
  left: 1.5rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  box-shadow: ${theme.shadows.md};
`

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`

const LearnMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-top: auto;
  padding-top: 0.5rem;
  color: ${theme.colors.accentDark};
  font-weight: 700;
`
