import styled from "styled-components"
import { theme } from "../../styles/theme"

/** A responsive grid of cards: one column on phones, two from 768px, three from 1024px. */
export const CardGrid = styled.ul`
  display: grid;
  gap: 1.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`
