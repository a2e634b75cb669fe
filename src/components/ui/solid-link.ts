import { theme } from "../../styles/theme"

/**
 * A link drawn as a solid label: bold white text, not underlined, on a colour of its own (the skip
 * link, the mobile menu's cost calculator link). Lighter than a Button: no hover colour, no least height.
 */
export const solidLink = (padding: string, radius: string, background: string) => `
  padding: ${padding};
  border-radius: ${radius};
  background: ${background};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
`
