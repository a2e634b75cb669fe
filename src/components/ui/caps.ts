/** Small upper-case lettering: the eyebrows above headings and the labels of facts. */
export const caps = (size: string, weight: 600 | 700, spacing: string) => `
  font-size: ${size};
  font-weight: ${weight};
  letter-spacing: ${spacing};
  text-transform: uppercase;
`
