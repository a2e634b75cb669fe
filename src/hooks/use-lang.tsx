import { createContext, type ReactNode, useContext } from "react"
import { DEFAULT_LANG, langOfPath, type Lang, type PageLangs } from "../lib/i18n/lang"
import type { Dictionary, Strings } from "../lib/i18n/strings"

/**
 * The language of the page being shown (docs/architecture.md, "Languages"): the layout provides it
 * from the page's path (src/Root.tsx), and `withPageLang` around each page's Head, which Gatsby
 * renders outside the layout.
 */
export const LangContext = createContext<Lang>(DEFAULT_LANG)

export const useLang = (): Lang => useContext(LangContext)

/** In a page's Head: the languages the page exists in (its context's `langs`), for hreflang links. */
export const PageLangsContext = createContext<readonly Lang[]>([DEFAULT_LANG])

/** A page's Head in its path's language, so the hooks it calls (useCompany, …) read that edition. */
export function withPageLang<P extends { location: { pathname: string }; pageContext: unknown }>(
  Head: (props: P) => ReactNode,
) {
  return function HeadInPageLang(props: P) {
    const langs = (props.pageContext as Partial<PageLangs> | undefined)?.langs ?? [DEFAULT_LANG]
    return (
      <LangContext.Provider value={langOfPath(props.location.pathname)}>
        <PageLangsContext.Provider value={langs}>
          <Head {...props} />
        </PageLangsContext.Provider>
      </LangContext.Provider>
    )
  }
}

/** A dictionary's words in the page's language (src/lib/i18n/strings.ts). */
export function useStrings<T>(dictionary: Dictionary<T>): Strings<T> {
  return dictionary[useLang()]
}
