import styled from "styled-components"
import { deferRender } from "../../lib/deferred-render"
import { theme } from "../../styles/theme"
import { ButtonLink } from "./Button"
import { Container } from "./Container"

/** The closing band of a page: a heading, a sentence and one button. */
export function CallToAction({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <Band {...deferRender}>
      <Container>
        <h2>{title}</h2>
        <p>{text}</p>
        <ButtonLink to={to} size="lg" variant="secondary">
          {label}
        </ButtonLink>
      </Container>
    </Band>
  )
}

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
