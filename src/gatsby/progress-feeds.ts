import fs from "fs"
import path from "path"
import { LANGS, pathIn, type Lang } from "../lib/i18n/lang"
import { PROJECTS } from "../lib/i18n/ui/projects"
import { allUpdatesFeedPath, newestFirst, projectFeedPath, updateLink } from "../lib/listing/progress"
import { projectPath } from "../lib/listing/slug"
import { escapeXml } from "./blog-feed"
import type { NodeQueryArgs } from "./node-api"

/** One entry of a feed of progress updates. */
export interface FeedUpdate {
  slug: string
  project: string
  date: string
  stage: string
  title: string
  text: string
}

interface AtomFeed {
  /** Absolute URLs. */
  self: string
  page: string
  title: string
  /** The company, the author of every update. */
  author: string
  lang: Lang
  /** Entries as they come; the feed lists them newest first. */
  updates: readonly FeedUpdate[]
  /** Each entry's title: the update's alone in a project's feed, with the project's in the feed of all. */
  entryTitle: (update: FeedUpdate) => string
}

/** An update's day as Atom wants a time: midnight in Kerala. */
const atomTime = (date: string) => `${date}T00:00:00+05:30`

/**
 * An Atom feed of progress updates (docs/behaviour.md §2, "Progress updates"): newest first, each
 * entry linking to its update on the project page (#update-YYYY-MM-DD), every URL absolute.
 */
export function atomFeed(feed: AtomFeed, siteUrl: string): string {
  const t = PROJECTS[feed.lang]
  const entries = newestFirst(feed.updates).map((update) => {
    const link = `${siteUrl}${pathIn(feed.lang, updateLink(update.slug, update.date))}`
    return [
      "  <entry>",
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(feed.entryTitle(update))}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <updated>${atomTime(update.date)}</updated>`,
      `    <category term="${escapeXml(update.stage)}" label="${escapeXml(t.stage(update.stage))}"/>`,
      `    <summary>${escapeXml(update.text)}</summary>`,
      "  </entry>",
    ].join("\n")
  })
  const newest = newestFirst(feed.updates)[0]?.date
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">`,
    `  <id>${escapeXml(feed.self)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>`,
    `  <updated>${atomTime(newest ?? "2000-01-01")}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n")
}

/**
 * public/projects/<slug>/updates.xml for every project with updates and public/projects/updates.xml
 * for all of them, in each language (/ml/projects/… for Malayalam).
 */
export async function writeProgressFeeds({ graphql, reporter }: NodeQueryArgs): Promise<number> {
  const result = await graphql<Queries.ProgressFeedsQuery>(`
    query ProgressFeeds {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
      allProjectsJson(sort: { jsonId: ASC }) {
        nodes {
          slug
          name
          fields {
            lang
          }
          updates {
            date(formatString: "YYYY-MM-DD")
            stage
            title
            text
          }
        }
      }
    }
  `)
  const meta = result.data?.site?.siteMetadata
  if (result.errors || !result.data || !meta) {
    reporter.panicOnBuild("Could not build the progress updates' feeds", result.errors)
    return 0
  }
  const { siteUrl, title: company } = meta
  const write = (sitePath: string, xml: string) => {
    const file = path.join(process.cwd(), "public", sitePath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, xml)
  }
  let written = 0
  for (const lang of LANGS) {
    const t = PROJECTS[lang]
    const all: FeedUpdate[] = []
    for (const project of result.data.allProjectsJson.nodes.filter((p) => p.fields.lang === lang)) {
      const updates = (project.updates ?? []).map((u) => ({ ...u, slug: project.slug, project: project.name }))
      if (updates.length === 0) continue
      all.push(...updates)
      const feedPath = projectFeedPath(project.slug, lang)
      write(
        feedPath,
        atomFeed(
          {
            self: `${siteUrl}${feedPath}`,
            page: `${siteUrl}${pathIn(lang, projectPath(project.slug))}`,
            title: t.feedOf(project.name),
            author: company,
            lang,
            updates,
            entryTitle: (u) => u.title,
          },
          siteUrl,
        ),
      )
      written += 1
    }
    const allPath = allUpdatesFeedPath(lang)
    write(
      allPath,
      atomFeed(
        {
          self: `${siteUrl}${allPath}`,
          page: `${siteUrl}${pathIn(lang, "/projects")}`,
          title: `${company}: ${t.allUpdatesFeed}`,
          author: company,
          lang,
          updates: all,
          entryTitle: (u) => `${u.project}: ${u.title}`,
        },
        siteUrl,
      ),
    )
    written += 1
  }
  return written
}
