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
  if (!meta) throw new Error("gatsby-config sets no siteMetadata")
  return meta
}
