import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { bareList } from "./CardGrid"

/** A rounded, bordered control: page numbers, Previous/Next and the blog's category pills. */
export const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
`

/** The pill of the page or category being shown (`aria-current="page"`). */
export const pillCurrent = `
  background: ${theme.colors.primary};
  border-color: ${theme.colors.primary};
  color: ${theme.colors.white};
`

/** A wrapping list of pill links: an article's share links, the contact page's profiles. */
export const PillLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 1.1rem;
    border: 1.5px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.strong};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`

/** A centred, wrapping row of pills: the pagination under a listing. */
export const PillRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
`
