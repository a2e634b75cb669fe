import type { GatsbyNode } from "gatsby"
import type { ShortPage } from "../lib/first-visit/deferred-render"
import { DEFAULT_LANG, isTranslatedPath, LANGS, pathIn, type Lang, type PageLangs } from "../lib/i18n/lang"

/** Where the Malayalam 404 page is built, and the paths it answers for in the browser. */
export const NOT_FOUND_PATHS: Record<Lang, { path: string; matchPath?: string }> = {
  en: { path: "/404" },
  ml: { path: "/ml/404", matchPath: "/ml/*" },
}

/**
 * The pages of src/pages in every language (docs/architecture.md, "Languages"): each page gets its
 * language in its context, which its query filters on, and a twin at /ml/... with `lang: "ml"`. The
 * theme's demo page stays English only. The 404 page's twin answers for every unknown /ml/ path
 * in the browser.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<PageLangs> | undefined)?.lang) return
  const notFound = /^\/404\/?$/.test(page.path)
  const translated = notFound || (isTranslatedPath(page.path) && !page.path.startsWith("/dev-404"))
  const langs = translated ? [...LANGS] : [DEFAULT_LANG]
  // The 404 page says a few words only: its footer is on the first screen.
  const short: ShortPage = notFound ? { shortPage: true } : {}
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...short, lang: DEFAULT_LANG, langs } })
  if (!translated) return
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG))
    actions.createPage({
      ...page,
      ...(notFound ? NOT_FOUND_PATHS[lang] : { path: pathIn(lang, page.path) }),
      context: { ...page.context, ...short, lang, langs },
    })
}
