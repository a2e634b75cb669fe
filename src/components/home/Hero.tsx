import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { mq, shade, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/Container"
import { heroIntro, heroTitle } from "../ui/hero-text"
import { HeroActions } from "../ui/PageHero"
import { HeroVideo } from "./HeroVideo"

/** Home hero: looping background video, the headline and the two calls to action. */
export function Hero({ intro }: { intro: string }) {
  const t = useStrings(PAGES).home
  return (
    <Section aria-labelledby="hero-title">
      <HeroVideo />
      <Shade />
      <Content>
        <Title id="hero-title">{t.headline}</Title>
        <Intro>{intro}</Intro>
        <HeroActions>
          <ExploreServices to="/services" size="lg" variant="secondary">
            {t.exploreServices}
          </ExploreServices>
          <ButtonLink to="/contact" size="lg" variant="outline" className="on-dark">
            {t.getInTouch}
          </ButtonLink>
        </HeroActions>
      </Content>
    </Section>
  )
}

const Section = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  min-height: min(88vh, 760px);
  color: ${theme.colors.white};
  isolation: isolate;
`

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, ${shade(0.82)} 0%, ${shade(0.55)} 55%, ${shade(0.25)} 100%);
`

const Content = styled(Container)`
  position: relative;
  padding-top: 4rem;
  padding-bottom: 4rem;
`

const Title = styled.h1`
  max-width: 17ch;
  ${heroTitle}
`

const Intro = styled.p`
  max-width: 52ch;
  ${heroIntro}
`

/** Hidden on very small screens (below 400px), as the spec asks. */
const ExploreServices = styled(ButtonLink)`
  ${mq.belowXs} {
    display: none;
  }
`
