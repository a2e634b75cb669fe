import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildBrochure } from "./brochure"
import { writeBlogFeed } from "./blog-feed"
import { writeProgressFeeds } from "./progress-feeds"
import { startAppScriptsAfterFirstScreenInPages } from "./app-scripts-in-pages"
import { writeHostFiles } from "./host-files"
import { indexSiteForSearch } from "./search-index"
import type { NodeQueryArgs } from "./node-api"
import { contentDir } from "./on-pre-bootstrap"

/**
 * robots.txt with the real sitemap URL (SITE_URL is known at build time), the RSS feed, the progress updates' feeds and the
 * brochure; the pages' app scripts set to start after the first screen (src/lib/first-visit/app-scripts.ts);
 * the search index (src/gatsby/search-index.ts); last, the files for the hosts (precompressed twins, headers, not-found rules), which must see
 * every other file of the build.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => postBuild(args)

async function postBuild({ graphql, reporter }: NodeQueryArgs): Promise<void> {
  const result = await graphql<Queries.RobotsSiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl
  if (result.errors || !siteUrl) {
    reporter.panicOnBuild("Could not read siteMetadata.siteUrl for robots.txt", result.errors)
    return
  }
  const robots = [
    "User-agent: *",
    // Nothing is disallowed: the template page and the not-found pages say noindex, which a
    // crawler can only read if it may fetch them; the sitemap leaves them out.
    "Allow: /",
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
  const publicDir = path.join(process.cwd(), "public")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots)
  await writeBlogFeed({ graphql, reporter })
  reporter.info(`progress updates' feeds: ${await writeProgressFeeds({ graphql, reporter })}`)
  await buildBrochure({ contentDir: contentDir(), outFile: path.join(process.cwd(), "public", "brochure.pdf") })

  const pages = await startAppScriptsAfterFirstScreenInPages(publicDir)
  reporter.info(`app scripts set to start after the first screen in ${pages} pages`)

  const search = await indexSiteForSearch(publicDir, siteUrl)
  reporter.info(`search index: ${JSON.stringify(search.pages)}`)

  const started = Date.now()
  const { files, compressed } = await writeHostFiles({
    publicDir,
    deployDir: path.join(process.cwd(), "deploy"),
    https: siteUrl.startsWith("https://"),
    botCheckStandIn: !process.env.GATSBY_RECAPTCHA_SITE_KEY,
    enquiryServerUrl: process.env.ENQUIRY_SERVER_URL || null,
  })
  reporter.info(
    `host files: _headers, _redirects and deploy/nginx*.conf for ${files} files; ${compressed} .br/.gz written in ${Date.now() - started} ms`,
  )
}
