import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"

/**
 * The parts every card shares (blog, project, service): a white rounded frame that lifts its
 * shadow on hover, a picture box, a body that stacks its lines, a title and a bottom link line.
 * Each card sets what differs (the picture's shape, the body's padding) on top of these.
 */
/** A white rounded box with a light shadow: a card's frame, and the plain cards (quotes, perks, videos). */
export const whiteCard = `
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.sm};
`

/** A rounded box a picture fills, on the sand colour until the picture loads. */
export const pictureBox = (ratio: string, radius: string) => `
  aspect-ratio: ${ratio};
  overflow: hidden;
  border-radius: ${radius};
  background: ${theme.colors.sand};
`

export const cardFrame = `
  ${whiteCard}
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  transition: box-shadow ${theme.motion.normal};
  &:hover {
    box-shadow: ${theme.shadows.lg};
  }
`

export const CardFrame = styled.article`
  ${cardFrame}
`

/** The picture box: 16:9 on the sand colour until the picture loads. */
export const CardMedia = styled.div`
  aspect-ratio: 16 / 9;
  background: ${theme.colors.sand};
`

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.3rem 1.4rem 1.5rem;
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`

/** The line at the foot of a card ('View Details', 'Learn More'), pushed to the bottom. */
export const cardAction = `
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-top: auto;
  color: ${theme.colors.accentDark};
  font-weight: ${theme.fontWeights.strong};
`
