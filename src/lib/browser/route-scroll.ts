/**
 * Where a route change leaves the page (docs/behaviour.md §1 and §4): every route change starts at the
 * top; moving between blog listing pages (another page or category) glides there; a URL with
 * a hash, or a new query on the same page (projects filters), is left to the page itself.
 */
export type RouteScroll = "leave" | "top" | "smooth-top"

const isBlogListing = (pathname: string): boolean => /^\/blogs\/category(\/|$)/.test(pathname)

export function routeScroll(previousPath: string | undefined, nextPath: string, hash: string): RouteScroll {
  if (hash) return "leave"
  if (previousPath === nextPath) return "leave"
  if (previousPath !== undefined && isBlogListing(previousPath) && isBlogListing(nextPath)) return "smooth-top"
  return "top"
}
