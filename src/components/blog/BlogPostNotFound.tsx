import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/Container"

/** The article's "no post for this slug" state (docs/behaviour.md §4, §8). */
export function BlogPostNotFound() {
  return (
    <NotFoundSection>
      <Container>
        <h1>Blog post not found.</h1>
        <p>The article you are looking for may have moved or never existed.</p>
        <ButtonLink to="/blogs/category/all">View All Blogs</ButtonLink>
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
