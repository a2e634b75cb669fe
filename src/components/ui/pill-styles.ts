import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

/** A rounded, bordered control: page numbers, Previous/Next and the blog's category pills. */
export const pill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
`

/** The pill of the page or category being shown (`aria-current="page"`). */
export const pillCurrent = css`
  background: ${theme.colors.primary};
  border-color: ${theme.colors.primary};
  color: ${theme.colors.white};
`

/** A centred, wrapping row of pills: the pagination under a listing. */
export const PillRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
`
