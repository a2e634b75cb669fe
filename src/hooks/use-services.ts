import { graphql, useStaticQuery } from "gatsby"

export type ServiceLink = Queries.UseServicesQuery["allServicesJson"]["nodes"][number]

/** Every service in display order, for navigation, footer and sidebars. */
export function useServices(): readonly ServiceLink[] {
  const data = useStaticQuery<Queries.UseServicesQuery>(graphql`
    query UseServices {
      allServicesJson(sort: { order: ASC }) {
        nodes {
          slug
          title
          icon
        }
      }
    }
  `)
  return data.allServicesJson.nodes
}
