import { styled } from "@linaria/react"
import { mq } from "../../styles/theme"

/**
 * Columns from a breakpoint of `mq` up (one column below it, unless set): a number of equal
 * columns, or the columns written out ("1fr 340px" for a page with a side column).
 */
export const columnsFrom = (breakpoint: string, columns: number | string) => `
  ${breakpoint} {
    grid-template-columns: ${typeof columns === "number" ? `repeat(${columns}, 1fr)` : columns};
  }
`

/** A list without bullets or indent (menus, link rows, grids of cards). */
export const bareList = `
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A list laid out as a grid, without bullets or indent; each use sets its gap and columns. */
export const GridList = styled.ul`
  display: grid;
  ${bareList}
`

/** A responsive grid of cards: one column on phones, two from 768px, three from 1024px. */
export const CardGrid = styled(GridList)`
  gap: 1.75rem;
  ${columnsFrom(mq.md, 2)}
  ${columnsFrom(mq.lg, 3)}
`
