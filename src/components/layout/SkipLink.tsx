import styled from "styled-components"
import { theme } from "../../styles/theme"
import { solidLink } from "../ui/solid-link"

/** First focusable element on every page: jumps past the header to the main content. */
export const SkipLink = styled.a.attrs({ href: "#main-content", children: "Skip to main content" })`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 200;
  ${solidLink("0.75rem 1.25rem", theme.radii.md, theme.colors.ink)}
  &:focus {
    top: 1rem;
  }
`
