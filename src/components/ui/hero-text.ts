import { theme } from "../../styles/theme"

/**
 * The words of a banner on a dark ground (a photograph, the home video or the green band): the same
 * heading and intro on the home page, the inner pages, the projects page and a service's page.
 */

/** A banner's h1: white, in the largest size. */
export const heroTitle = `
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes["4xl"]};
`

/** The sentence under a banner's h1: the light text for dark ground, a size above the body's. */
export const heroIntro = `
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSizes.lg};
`
