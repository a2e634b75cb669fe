import fs from "fs"
import path from "path"
import type { NodeQueryArgs } from "./node-api"

const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string,
  )

/** public/rss.xml: the blog as an RSS 2.0 feed, newest first. */
export async function writeBlogFeed({ graphql, reporter }: NodeQueryArgs): Promise<void> {
  const result = await graphql<Queries.BlogFeedQuery>(`
    query BlogFeed {
      site {
        siteMetadata {
          siteUrl
          title
          description
        }
      }
      allBlogPost(sort: { frontmatter: { datePublished: DESC } }) {
        nodes {
          fields {
            slug
          }
          frontmatter {
            title
            summary
            category
            datePublished(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `)
  const meta = result.data?.site?.siteMetadata
  if (result.errors || !result.data || !meta) {
    reporter.panicOnBuild("Could not build the RSS feed", result.errors)
    return
  }
  const items = result.data.allBlogPost.nodes.map((post) => {
    const link = `${meta.siteUrl}/blogs/${post.fields.slug}`
    const date = new Date(`${post.frontmatter.datePublished}T00:00:00Z`).toUTCString()
    return [
      "    <item>",
      `      <title>${escapeXml(post.frontmatter.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      `      <description>${escapeXml(post.frontmatter.summary)}</description>`,
      `      <category>${escapeXml(post.frontmatter.category)}</category>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n")
  })
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${meta.title} — Blog`)}</title>`,
    `    <link>${escapeXml(`${meta.siteUrl}/blogs/category/all`)}</link>`,
    `    <atom:link href="${escapeXml(`${meta.siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(meta.description)}</description>`,
    "    <language>en-in</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n")
  fs.writeFileSync(path.join(process.cwd(), "public", "rss.xml"), xml)
}
