import { graphql, useStaticQuery } from "gatsby"

/** Site URL and defaults from gatsby-config (SITE_URL at build time). */
export function useSiteMetadata(): { siteUrl: string; title: string; description: string } {
  const data = useStaticQuery<Queries.UseSiteMetadataQuery>(graphql`
    query UseSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          title
          description
        }
      }
    }
  `)
  const meta = data.site?.siteMetadata
  return {
    siteUrl: meta?.siteUrl ?? "https://www.example.com",
    title: meta?.title ?? "",
    description: meta?.description ?? "",
  }
}
