import { mq, theme } from "../../styles/theme"

/** Shared look of a top-level navigation link, with the current page marked. */
export const navLinkStyle = `
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: 0.5rem 0.15rem;
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: "";
    position: absolute;
    left: 0.15rem;
    right: 0.15rem;
    bottom: 0.2rem;
    height: 2px;
    background: ${theme.colors.accent};
    transform: scaleX(0);
    transition: transform ${theme.motion.fast};
  }
  &:hover::after,
  &[aria-current]::after {
    transform: scaleX(1);
  }
  /* A 768px tablet's row holds the logo, eight entries, the language switch and search. */
  ${mq.mdToLg} {
    font-size: ${theme.fontSizes.xs};
  }
  ${mq.lg} {
    font-size: ${theme.fontSizes.md};
    html[lang="ml"] & {
      font-size: ${theme.fontSizes.sm};
    }
  }
`
