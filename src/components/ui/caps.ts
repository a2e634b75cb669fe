import { css } from "styled-components"

/** Small upper-case lettering: the eyebrows above headings and the labels of facts. */
export const caps = (size: string, weight: 600 | 700, spacing: string) => css`
  font-size: ${size};
  font-weight: ${weight};
  letter-spacing: ${spacing};
  text-transform: uppercase;
`
