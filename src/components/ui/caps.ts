import { theme } from "../../styles/theme"

/** Small upper-case lettering: the eyebrows above headings and the labels of facts. */
export const caps = (size: string, spacing: string) => `
  font-size: ${size};
  font-weight: ${theme.fontWeights.strong};
  letter-spacing: ${spacing};
  text-transform: uppercase;
`
