import fs from "fs"
import path from "path"
import { LANGS, pathIn, type Lang } from "../lib/i18n/lang"
import type { NodeQueryArgs } from "./node-api"

/** Each language's feed, beside its blog: /rss.xml and /ml/rss.xml. */
export const FEED_FILES: Record<Lang, string> = { en: "rss.xml", ml: "ml/rss.xml" }
const FEED_LANGUAGES: Record<Lang, string> = { en: "en-in", ml: "ml-in" }
const FEED_TITLES: Record<Lang, string> = { en: "Blog", ml: "ബ്ലോഗ്" }

export const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string,
  )

/** public/rss.xml and public/ml/rss.xml: each language's blog as an RSS 2.0 feed, newest first. */
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
            lang
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
  for (const lang of LANGS)
    writeFeed(
      lang,
      meta,
      result.data.allBlogPost.nodes.filter((post) => post.fields.lang === lang),
    )
}

type FeedPost = Queries.BlogFeedQuery["allBlogPost"]["nodes"][number]

function writeFeed(
  lang: Lang,
  meta: { siteUrl: string; title: string; description: string },
  posts: readonly FeedPost[],
) {
  const items = posts.map((post) => {
    const link = `${meta.siteUrl}${pathIn(lang, `/blogs/${post.fields.slug}`)}`
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
    `    <title>${escapeXml(`${meta.title} — ${FEED_TITLES[lang]}`)}</title>`,
    `    <link>${escapeXml(`${meta.siteUrl}${pathIn(lang, "/blogs/category/all")}`)}</link>`,
    `    <atom:link href="${escapeXml(`${meta.siteUrl}/${FEED_FILES[lang]}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(meta.description)}</description>`,
    `    <language>${FEED_LANGUAGES[lang]}</language>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n")
  const file = path.join(process.cwd(), "public", FEED_FILES[lang])
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, xml)
}
