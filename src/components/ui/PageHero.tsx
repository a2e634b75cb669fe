import { type ReactNode } from "react"
import { styled } from "@linaria/react"
import { mq, shade, theme } from "../../styles/theme"
import { Container } from "./Container"
import { heroIntro, heroTitle } from "./hero-text"

interface PageHeroProps {
  title: ReactNode
  eyebrow?: string
  intro?: ReactNode
  children?: ReactNode
  /** A background image element (e.g. a Picture); the title sits on a dark shade over it. */
  background?: ReactNode
  className?: string
}

/** The banner at the top of inner pages: eyebrow, title, intro and optional actions. */
export function PageHero({ title, eyebrow, intro, children, background, className }: PageHeroProps) {
  return (
    <Banner className={className} $withImage={Boolean(background)}>
      {background ? <Backdrop aria-hidden="true">{background}</Backdrop> : null}
      <Inner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {children ? <HeroActions>{children}</HeroActions> : null}
      </Inner>
    </Banner>
  )
}

const Banner = styled.section<{ $withImage: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding: 4.5rem 0 4rem;
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.white};
  ${mq.md} {
    padding: 6rem 0 5rem;
  }
`

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    width: 100%;
    height: 100%;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, ${shade(0.86)}, ${shade(0.55)});
  }
`

const Inner = styled(Container)`
  position: relative;
`

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.onDarkAccent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.strong};
  letter-spacing: 0.14em;
  text-transform: uppercase;
`

const Title = styled.h1`
  max-width: 22ch;
  ${heroTitle}
`

const Intro = styled.p`
  max-width: 60ch;
  margin: 0;
  ${heroIntro}
`

/** The row of buttons under a hero's text (this banner's and the home page's); `on-dark` outline buttons read white. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 2rem;
  .on-dark {
    color: ${theme.colors.white};
  }
  .on-dark:hover {
    color: ${theme.colors.primaryDark};
  }
`
