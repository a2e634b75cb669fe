import { type ReactNode } from "react"
import { graphql } from "gatsby"
import { styled } from "@linaria/react"
import { deferRender } from "../../lib/deferred-render"
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
}

/** A page section with eyebrow, heading (h2, labelling the section) and optional intro and action. */
export function Section({ id, eyebrow, title, intro, tone = "light", children, action }: SectionProps) {
  return (
    <Wrap aria-labelledby={`${id}-title`} $tone={tone} data-section={id} {...deferRender}>
      <Container>
        <Head>
          {eyebrow ? <Eyebrow $tone={tone}>{eyebrow}</Eyebrow> : null}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <Intro $tone={tone}>{intro}</Intro> : null}
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

const Wrap = styled.section<{ $tone: "light" | "sand" | "dark" }>`
  padding: 4rem 0;
  background: ${({ $tone }) => ($tone === "sand" ? theme.colors.sand : $tone === "dark" ? theme.colors.primaryDark : theme.colors.surface)};
  color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDark : theme.colors.text)};
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
    color: ${({ $tone }) => ($tone === "dark" ? theme.colors.white : theme.colors.ink)};
  }
  ${mq.md} {
    padding: 5.5rem 0;
  }
`

const Head = styled.div`
  max-width: 46rem;
  margin-bottom: 2.5rem;
`

const Eyebrow = styled.p<{ $tone: string }>`
  margin: 0 0 0.6rem;
  color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDarkAccent : theme.colors.accentDark)};
  ${caps(theme.fontSizes.sm, 700, "0.14em")}
`

const Intro = styled.p<{ $tone: string }>`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDarkMuted : theme.colors.muted)};
`

const Action = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2.5rem;
`
