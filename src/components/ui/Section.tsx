import { type ReactNode } from "react"
import { graphql } from "gatsby"
import { styled } from "@linaria/react"
import { deferRender } from "../../lib/first-visit/deferred-render"
import { mq, theme } from "../../styles/theme"
import { Container } from "./Container"
import { caps } from "./caps"

interface SectionProps {
  id: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  tone?: "light" | "sand" | "dark"
  children: ReactNode
  action?: ReactNode
  /**
   * The section starts on the first screen of a phone or a desktop: it is rendered with the page
   * rather than deferred. A deferred block there would be rendered at once anyway, in a second
   * layout of the first frame, and the blocks after it would be placed from its placeholder height,
   * so one of them can be rendered and then skipped again (docs/architecture.md §4, deferred rendering).
   */
  onFirstScreen?: boolean
}

/** A page section with eyebrow, heading (h2, labelling the section) and optional intro and action. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  children,
  action,
  onFirstScreen = false,
}: SectionProps) {
  return (
    <Wrap
      aria-labelledby={`${id}-title`}
      data-tone={tone}
      data-section={id}
      {...(onFirstScreen ? undefined : deferRender)}
    >
      <Container>
        <Head>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <Intro>{intro}</Intro> : null}
        </Head>
        {children}
        {action ? <Action>{action}</Action> : null}
      </Container>
    </Wrap>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment SectionTextFields on SectionText {
    eyebrow
    title
    intro
  }
`

/**
 * The tone is a data attribute matched inside `:where()` (no added specificity), so the build writes
 * every tone's colours once and nothing is worked out in the browser.
 */
const Wrap = styled.section`
  padding: 4rem 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
    color: ${theme.colors.ink};
  }
  &:where([data-tone="sand"]) {
    background: ${theme.colors.sand};
  }
  &:where([data-tone="dark"]) {
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onDark};
  }
  &:where([data-tone="dark"]) h2 {
    color: ${theme.colors.white};
  }
  ${mq.md} {
    padding: 5.5rem 0;
  }
`

const Head = styled.div`
  max-width: 46rem;
  margin-bottom: 2.5rem;
`

const Eyebrow = styled.p`
  margin: 0 0 0.6rem;
  color: ${theme.colors.accentDark};
  :where([data-tone="dark"]) & {
    color: ${theme.colors.onDarkAccent};
  }
  ${caps(theme.fontSizes.sm, "0.14em")}
`

const Intro = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  :where([data-tone="dark"]) & {
    color: ${theme.colors.onDarkMuted};
  }
`

const Action = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2.5rem;
`
