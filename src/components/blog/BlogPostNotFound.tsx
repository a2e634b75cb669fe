import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { BLOG } from "../../lib/listing/blog-words"
import { theme } from "../../styles/theme"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/Container"

/** The article's "no post for this slug" state (docs/behaviour.md §4, §8). */
export function BlogPostNotFound() {
  const t = useStrings(BLOG)
  return (
    <NotFoundSection>
      <Container>
        <h1>{t.notFound}</h1>
        <p>{t.notFoundText}</p>
        <ButtonLink to="/blogs/category/all">{t.viewAll}</ButtonLink>
      </Container>
    </NotFoundSection>
  )
}

/** The frame of the not-found states (this one and the 404 page's). */
export const NotFoundSection = styled.section`
  min-height: 50vh;
  padding: 5rem 0;
  h1 {
    font-size: ${theme.fontSizes["3xl"]};
  }
`
