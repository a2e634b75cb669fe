import styled from "styled-components"
import { mq } from "../../styles/theme"

/** A list laid out as a grid, without bullets or indent; each use sets its gap and columns. */
export const GridList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A responsive grid of cards: one column on phones, two from 768px, three from 1024px. */
export const CardGrid = styled(GridList)`
  gap: 1.75rem;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`
