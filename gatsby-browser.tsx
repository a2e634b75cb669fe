import type { GatsbyBrowser } from "gatsby"

export { wrapRootElement, wrapPageElement } from "./src/Root"

/**
 * Every route change starts at the top of the page (SPEC.md §1). A URL with a hash is left to
 * the page, which scrolls to that heading itself with the header offset.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return false
  window.scrollTo(0, 0)
  return false
}
