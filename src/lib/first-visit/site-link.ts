/**
 * What a link to a page of this site decides for itself (src/components/ui/SiteLink.tsx,
 * docs/architecture.md §4 "Links"): which clicks it takes over for a client-side visit, and when a
 * navigation entry is current.
 */

/** The parts of a click that decide whether the browser, not the site, should follow the link. */
export interface LinkClick {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
}

/**
 * True for a plain primary click that nothing else handled: the site then shows the page itself.
 * A middle click, a click with a modifier (new tab, new window, download) or a link that opens
 * elsewhere (`target` other than `_self`) is the browser's.
 */
export function isClientSideClick(click: LinkClick, target?: string): boolean {
  if (target && target !== "_self") return false
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.metaKey &&
    !click.altKey &&
    !click.ctrlKey &&
    !click.shiftKey
  )
}

/** The path of `to` without its query and fragment. */
export function pathOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

/** The first segment of a path ("/blogs/category/all" → "blogs"; "/" → ""). */
function sectionOf(path: string): string {
  return trimSlash(path).split("/")[1] ?? ""
}

/**
 * How a navigation entry to `to` stands to the page at `pathname`, as `aria-current` says it:
 * "page" for the page itself, "true" for another page of its section (a service under Services, a
 * post or another category under Blog), nothing otherwise. Home is current only on the home page.
 */
export function currentness(pathname: string, to: string): "page" | "true" | undefined {
  const here = trimSlash(pathname)
  const there = trimSlash(pathOf(to))
  if (here === there) return "page"
  const section = sectionOf(there)
  return section !== "" && section === sectionOf(here) ? "true" : undefined
}
