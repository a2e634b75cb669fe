import { graphql } from "gatsby"
import { styled } from "@linaria/react"
import { usePageText } from "../../hooks/use-page-text"
import { deferRender } from "../../lib/first-visit/deferred-render"
import { theme } from "../../styles/theme"
import { ButtonLink } from "./Button"
import { Container } from "./Container"

interface CallToActionProps {
  /** The band's words from the page's file, with {placeholders} still to fill. */
  texts: { title: string; text: string }
  to: string
  label: string
}

/** The closing band of a page: a heading, a sentence and one button. */
export function CallToAction({ texts, to, label }: CallToActionProps) {
  const { fill } = usePageText()
  return (
    <Band data-pagefind-ignore="all" {...deferRender}>
      <Container>
        <h2>{fill(texts.title)}</h2>
        <p>{fill(texts.text)}</p>
        <ButtonLink to={to} size="lg" variant="secondary">
          {label}
        </ButtonLink>
      </Container>
    </Band>
  )
}

/** @public Gatsby reads the fragment from this export (its query extraction), not a module import. */
export const query = graphql`
  fragment CallToActionTextFields on CallToActionText {
    title
    text
  }
`

const Band = styled.section`
  padding: 4rem 0;
  background: ${theme.colors.sand};
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
  }
  p {
    max-width: 52ch;
    margin: 0 auto 1.5rem;
  }
`
