import { DEFAULT_LANG, isLang, pathIn, withoutLang, type Lang } from "../lib/i18n/lang"

/**
 * The sitemap's pages with their twins in the other languages (docs/behaviour.md §10): every page
 * that exists in several languages lists each, itself included, and x-default (the English) as
 * `xhtml:link` alternates, as its head does with hreflang links.
 */
export const SITEMAP_QUERY = `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`

interface SitemapPage {
  path: string
  pageContext?: { langs?: unknown; lastmod?: unknown } | null
}

interface SitemapEntry {
  url: string
  /** When the page last changed, where the content says: a project's newest progress update. */
  lastmod?: string
  links?: { lang: string; url: string }[]
}

export function sitemapEntry(page: SitemapPage): SitemapEntry {
  const lastmod = typeof page.pageContext?.lastmod === "string" ? { lastmod: page.pageContext.lastmod } : {}
  const langs = Array.isArray(page.pageContext?.langs) ? page.pageContext.langs.filter(isLang) : []
  if (langs.length < 2) return { url: page.path, ...lastmod }
  const english = withoutLang(page.path)
  const link = (lang: Lang | "x-default") => ({
    lang,
    url: pathIn(lang === "x-default" ? DEFAULT_LANG : lang, english),
  })
  return { url: page.path, ...lastmod, links: [...langs.map(link), link("x-default")] }
}
