/**
 * What the site's components take from "gatsby", for the editor's bundle only (aliased in
 * gatsby-config). The real module pulls in the whole page runtime, whose imports of every page
 * form a cycle with the components a preview renders; a preview's links (src/components/ui/SiteLink.tsx)
 * need a plain page load and nothing to prefetch.
 */
export const navigate = (to: string): void => {
  window.location.assign(to)
}

export const prefetchPathname = (_path: string): void => undefined
