import { useSiteData } from "./use-site-data"

/** Site URL and defaults from gatsby-config (SITE_URL at build time). */
export function useSiteMetadata(): { siteUrl: string; title: string; description: string } {
  const meta = useSiteData().site?.siteMetadata
  if (!meta) throw new Error("gatsby-config sets no siteMetadata")
  return meta
}
