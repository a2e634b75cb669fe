import styled from "styled-components"
import { theme } from "../../styles/theme"

/** First focusable element on every page: jumps past the header to the main content. */
export const SkipLink = styled.a.attrs({ href: "#main-content", children: "Skip to main content" })`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 200;
  padding: 0.75rem 1.25rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: 1rem;
  }
`
