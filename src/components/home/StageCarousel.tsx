import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { useCarousel } from "../../hooks/use-carousel"
import { CAROUSEL } from "../../lib/constants"
import { theme } from "../../styles/theme"
import { pictureBox } from "../ui/Card"
import { Picture } from "../ui/Picture"

export interface StageSlide {
  id: number
  label: string
  alt: string
  image: IGatsbyImageData | null
}

/**
 * DESIGN → RENDERING → REALIZATION: one slide every 3000 ms in a loop with a 700 ms fade;
 * a dot jumps to its slide and restarts the timer. Still with reduced motion.
 */
export function StageCarousel({ slides }: { slides: readonly StageSlide[] }) {
  const { index, goTo } = useCarousel(slides.length, CAROUSEL.intervalMs)
  const t = useStrings(PAGES).home

  return (
    <Frame role="region" aria-roledescription={t.carouselRole} aria-label={t.carousel}>
      <Slides aria-live="off">
        {slides.map((slide, i) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription={t.slideRole}
            aria-label={t.slide(i + 1, slides.length, slide.label)}
            aria-hidden={i !== index}
            data-active={i === index}
            data-testid="stage-slide"
          >
            <Figure>
              <Fade>{slide.image ? <Picture image={slide.image} alt={slide.alt} /> : null}</Fade>
              <Label>{slide.label}</Label>
            </Figure>
          </Slide>
        ))}
      </Slides>
      <Dots>
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <Dot
              type="button"
              aria-label={t.showSlide(slide.label)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </Dots>
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
  max-width: 980px;
  margin: 0 auto;
`

const Slides = styled.div`
  ${pictureBox("14 / 9", theme.radii.lg)}
  position: relative;
  box-shadow: ${theme.shadows.lg};
`

/**
 * A slide is a group announced as "slide" (the carousel pattern of WAI-ARIA), holding the figure
 * of its picture and label: a <figure> may not take the group role itself.
 * Only the picture cross-fades; the label is never half-transparent (its contrast holds at
 * every instant): the outgoing slide's label goes at once, the incoming one's is there at once.
 */
const Slide = styled.div`
  position: absolute;
  inset: 0;
  margin: 0;
  visibility: hidden;
  transition: visibility 0s linear ${CAROUSEL.fadeMs}ms;
  &[data-active="true"] {
    visibility: visible;
    transition: none;
  }
  &[data-active="false"] figcaption {
    visibility: hidden;
  }
`

const Figure = styled.figure`
  width: 100%;
  height: 100%;
  margin: 0;
`

const Fade = styled.div`
  width: 100%;
  height: 100%;
  opacity: 0;
  transition: opacity ${CAROUSEL.fadeMs}ms ease-in-out;
  [data-active="true"] > figure > & {
    opacity: 1;
  }
`

const Label = styled.figcaption`
  position: absolute;
  left: 1.25rem;
  bottom: 1.25rem;
  padding: 0.45rem 1rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.strong};
  letter-spacing: 0.18em;
`

const Dots = styled.ul`
  display: flex;
  justify-content: center;
  gap: 0.25rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`

const Dot = styled.button`
  position: relative;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    position: absolute;
    top: 50%;
    left: 50%;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${theme.colors.border};
    transform: translate(-50%, -50%);
    transition:
      width ${theme.motion.normal},
      background ${theme.motion.normal};
  }
  &[aria-current="true"]::before {
    width: 28px;
    border-radius: 6px;
    background: ${theme.colors.accent};
  }
`
