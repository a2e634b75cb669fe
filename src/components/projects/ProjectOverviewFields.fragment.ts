import { graphql } from "gatsby"

/**
 * @public Gatsby reads the fragment from this export (its query extraction), not a module import.
 * A project's facts as its page and the template page (/project/projectpage) show them. It sits
 * apart from ProjectPageParts.tsx because the editor's preview imports that without Gatsby's graphql.
 */
export const query = graphql`
  fragment ProjectOverviewFields on ProjectsJson {
    slug
    name
    location
    type
    status
    summary
    client
    completionDate
    videoUrl
  }
`
