import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { bareList } from "./CardGrid"

/** The column beside a page's main text: its panels stacked, from the top. */
export const PanelColumn = styled.aside`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`

/** A panel of a side column: white with a light shadow, or dark green for a call to action. */
export const Panel = styled.div<{ $dark?: boolean }>`
  padding: 1.75rem;
  border-radius: ${theme.radii.lg};
  background: ${({ $dark }) => ($dark ? theme.colors.primaryDark : theme.colors.white)};
  color: ${({ $dark }) => ($dark ? theme.colors.onDark : theme.colors.text)};
  box-shadow: ${theme.shadows.sm};
  h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${({ $dark }) => ($dark ? theme.colors.white : theme.colors.ink)};
  }
  ul {
    ${bareList}
  }
`
