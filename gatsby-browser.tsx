import type { GatsbyBrowser } from "gatsby"

export { wrapRootElement, wrapPageElement } from "./src/Root"

/**
 * Every route change starts at the top of the page (SPEC.md §1). A URL with a hash is left to
 * the page, which scrolls to that heading itself with the header offset; so is a change of
 * query on the same page.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  if (routerProps.location.hash) return false
  // Same page, new query (projects filters and paging): the page decides where to scroll.
  if (prevRouterProps && prevRouterProps.location.pathname === routerProps.location.pathname) return false
  window.scrollTo(0, 0)
  return false
}
