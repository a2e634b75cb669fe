import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { bareList } from "./CardGrid"

/** The column beside a page's main text: its panels stacked, from the top. */
export const PanelColumn = styled.aside`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`

/**
 * A panel of a side column: white with a light shadow, or dark green for a call to action
 * (`data-tone="dark"`, matched inside `:where()` like a Section's tone).
 */
export const Panel = styled.div`
  padding: 1.75rem;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.sm};
  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.ink};
  }
  &:where([data-tone="dark"]) {
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onDark};
  }
  &:where([data-tone="dark"]) h2 {
    color: ${theme.colors.white};
  }
  ul {
    ${bareList}
  }
`
