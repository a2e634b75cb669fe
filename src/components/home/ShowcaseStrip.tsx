import { useRef } from "react"
import { SiteLink } from "../ui/SiteLink"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useRevealChildren } from "../../hooks/use-reveal-children"
import { SHOWCASE_FADE_THRESHOLD, SHOWCASE_SPEEDS } from "../../lib/constants"
import { SCRIPTS_ON_CLASS } from "../../lib/first-visit/scripts-on"
import { mq, shade, theme } from "../../styles/theme"
import { Picture } from "../ui/Picture"

export interface ShowcaseItem {
  title: string
  link: string | null
  thumbnail: IGatsbyImageData | null
  alt: string
}

export type ShowcaseSpeed = keyof typeof SHOWCASE_SPEEDS

/**
 * 'Showcasing Our Craft': cards scroll sideways forever (the list is doubled so the loop is
 * seamless); 80 s slow, 60 s normal, 40 s fast; pauses on hover and focus; still with reduced motion.
 * The second copy is hidden from assistive technology and keyboards; without scripts it is not
 * shown at all, and the cards, once each, sit in a strip the visitor scrolls sideways. Each card fades in once 30% of it is visible,
 * marked by one observer for all of them.
 */
export function ShowcaseStrip({ items, speed = "normal" }: { items: readonly ShowcaseItem[]; speed?: ShowcaseSpeed }) {
  const viewport = useRef<HTMLDivElement>(null)
  useRevealChildren(viewport, "li", SHOWCASE_FADE_THRESHOLD)
  return (
    <Viewport ref={viewport}>
      <Track data-testid="showcase-track" data-duration={`${SHOWCASE_SPEEDS[speed]}s`}>
        {[...items, ...items].map((item, i) => (
          <ShowcaseCard key={`${item.title}-${i}`} item={item} duplicate={i >= items.length} />
        ))}
      </Track>
    </Viewport>
  )
}

function ShowcaseCard({ item, duplicate }: { item: ShowcaseItem; duplicate: boolean }) {
  return (
    <Card aria-hidden={duplicate || undefined}>
      <SiteLink to={item.link ?? "#"} tabIndex={duplicate ? -1 : undefined}>
        {item.thumbnail ? <Picture image={item.thumbnail} alt={duplicate ? "" : item.alt} /> : null}
        <Title>{item.title}</Title>
      </SiteLink>
    </Card>
  )
}

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, black 6%, black 94%, transparent);
  html:not(.${SCRIPTS_ON_CLASS}) & {
    overflow-x: auto;
  }
`

const Track = styled.ul`
  display: flex;
  gap: 1.25rem;
  width: max-content;
  margin: 0;
  padding: 1rem 0 2rem;
  list-style: none;
  /* Moving only when scripts run; the copies are not shown otherwise. */
  html.${SCRIPTS_ON_CLASS} & {
    animation: showcase-scroll ${SHOWCASE_SPEEDS.normal}s linear infinite;
    /* Each speed by the track's data-duration, not a style attribute (the CSP allows none of ours). */
    ${Object.values(SHOWCASE_SPEEDS)
      .map((seconds) => `&[data-duration="${seconds}s"] { animation-duration: ${seconds}s; }`)
      .join("\n")}
    &:hover,
    &:focus-within {
      animation-play-state: paused;
    }
    ${mq.reducedMotion} {
      animation: none;
    }
  }
  html:not(.${SCRIPTS_ON_CLASS}) & > [aria-hidden="true"] {
    display: none;
  }
  @keyframes showcase-scroll {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-50%);
    }
  }
`

/** Fades in and rises once 30% is visible; hidden before that only when scripts run (lib/scripts-on). */
const Card = styled.li`
  width: 300px;
  flex-shrink: 0;
  transition:
    opacity 0.7s ease-out,
    transform 0.7s ease-out;
  ${mq.motionAllowed} {
    html.${SCRIPTS_ON_CLASS} &:not([data-seen="true"]) {
      opacity: 0;
      transform: translateY(24px);
    }
  }
  a {
    position: relative;
    display: block;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.md};
    color: ${theme.colors.white};
    text-decoration: none;
  }
`

const Title = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 2.5rem 1rem 1rem;
  background: linear-gradient(transparent, ${shade(0.9)});
  font-weight: ${theme.fontWeights.strong};
`
