import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"

/** Typography for long-form HTML (articles, legal pages, project descriptions). */
export const Prose = styled.div`
  max-width: 72ch;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  color: ${theme.colors.text};
  h2,
  h3,
  h4 {
    margin-top: 2.2rem;
    scroll-margin-top: 130px;
  }
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  h4,
  h5,
  h6 {
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.strong};
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 1.2rem;
  }
  li {
    margin: 0.35rem 0;
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${theme.colors.accentDark};
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.5rem 1.25rem;
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.sand};
  }
  figure {
    margin: 2rem 0;
  }
  figure img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
  }
  figcaption {
    margin-top: 0.6rem;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  table {
    width: 100%;
    margin: 1.5rem 0;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    padding: 0.6rem 0.8rem;
    border: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${theme.colors.primaryTint};
    color: ${theme.colors.ink};
  }
  strong {
    color: ${theme.colors.ink};
  }
`
