import { graphql } from "gatsby"

/**
 * @public Gatsby reads the fragment from this export (its query extraction), not a module import.
 * The photograph of a PhotoHero banner (a service's, an article's): wide, 2.4:1. It sits apart from
 * PhotoHero.tsx because the editor's previews import PhotoHero without Gatsby's graphql.
 */
export const query = graphql`
  fragment PhotoHeroImage on File {
    childImageSharp {
      gatsbyImageData(width: 1600, aspectRatio: 2.4, formats: [AUTO, AVIF, WEBP])
    }
  }
`
