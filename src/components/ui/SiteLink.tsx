import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { navigate, prefetchPathname } from "gatsby"
import { useLang } from "../../hooks/use-lang"
import { pathIn, type Lang } from "../../lib/i18n/lang"
import { isClientSideClick, pathOf } from "../../lib/first-visit/site-link"

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /**
   * A page of this site by its English path ("/services/GFRG", "/projects?status=Ongoing"): the link
   * leads to its twin in the page's language (/ml/services/GFRG on a Malayalam page).
   */
  to: string
  /** The language to link to instead of the page's (the language switch). */
  inLang?: Lang
  /** Replace the history entry instead of adding one; a link to the page being shown always does. */
  replace?: boolean
}

/**
 * A link to a page of this site: a plain `<a href>` (so it works before the scripts run, opens in a
 * new tab, and reads as a link), which a plain click turns into a client-side visit, and whose
 * page the loader starts fetching when the pointer, a finger or the focus reaches it.
 *
 * Gatsby's `Link` does the same with five components per link (a location subscription, a class
 * component, the router's own link and its location subscription) and an IntersectionObserver each
 * to prefetch every link that scrolls into view; on pages with 30 to 70 links that was a fifth of
 * the components React hydrates on a first visit (docs/architecture.md §4 "Links").
 */
export function SiteLink({
  to: english,
  inLang,
  replace,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: SiteLinkProps) {
  const pageLang = useLang()
  const to = pathIn(inLang ?? pageLang, english)
  /** The caller's handler, then the page's prefetch. */
  const thenPrefetch =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event)
      prefetchPathname(pathOf(to))
    }
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the content in rest.children
    <a
      {...rest}
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (!isClientSideClick(event, rest.target)) return
        event.preventDefault()
        void navigate(to, { replace: replace ?? to === window.location.pathname })
      }}
      onMouseEnter={thenPrefetch(onMouseEnter)}
      onFocus={thenPrefetch(onFocus)}
      onTouchStart={thenPrefetch(onTouchStart)}
    />
  )
}
