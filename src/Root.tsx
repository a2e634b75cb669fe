import type { WrapPageElementBrowserArgs } from "gatsby"
import "./styles/heading-font.css"
import "./styles/malayalam-font.css"
import { Layout } from "./components/layout/Layout"
import { LangContext } from "./hooks/use-lang"
import { type ShortPage } from "./lib/first-visit/deferred-render"
import { DEFAULT_LANG, langOfPath, type PageLangs } from "./lib/i18n/lang"
import "./styles/global-styles"

/**
 * Every page sits inside the same Layout, which persists across client-side navigation.
 * The global styles are static CSS (styles/global-styles), imported here with the layout. The page's
 * language is its path's; its context says which languages the page exists in (the language switch), and whether it is shorter
 * than a screen (its footer is then rendered with it).
 */
export const wrapPageElement = ({ element, props }: WrapPageElementBrowserArgs) => {
  const { pathname } = props.location
  const context = props.pageContext as (Partial<PageLangs> & ShortPage) | undefined
  return (
    <LangContext.Provider value={langOfPath(pathname)}>
      <Layout pathname={pathname} langs={context?.langs ?? [DEFAULT_LANG]} shortPage={context?.shortPage === true}>
        {element}
      </Layout>
    </LangContext.Provider>
  )
}
