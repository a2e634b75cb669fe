import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } } | null
}

/** robots.txt with the real sitemap URL (SITE_URL is only known at build time). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<SiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site?.siteMetadata.siteUrl
  if (result.errors || !siteUrl) {
    reporter.panicOnBuild("Could not read siteMetadata.siteUrl for robots.txt", result.errors)
    return
  }
  const robots = ["User-agent: *", "Allow: /", "Disallow: /project/projectpage", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
  fs.writeFileSync(path.join(process.cwd(), "public", "robots.txt"), robots)
}
