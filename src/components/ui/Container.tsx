import { styled } from "@linaria/react"
import { mq, theme } from "../../styles/theme"

/** Centres page content at the site's maximum width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${mq.md} {
    padding: 0 ${theme.space.lg};
  }
`
