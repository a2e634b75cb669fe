/**
 * Static blocks: parts of a page with no behaviour of their own but links (docs/architecture.md §4,
 * "Static blocks"). On a first visit React adopts their HTML as the server wrote it instead of
 * hydrating them: the element is hydrated with `dangerouslySetInnerHTML` holding its own HTML, so
 * React creates no components for what is inside, runs none of their code and attaches nothing.
 * The links inside are followed by one listener on the document (`followStaticLinks`) exactly as
 * `SiteLink` follows its own. After the first visit (a client-side visit to the page) a static
 * block is rendered as any other part of the page.
 */
import { isClientSideClick, pathOf } from "./site-link"

/** The attribute that marks a static block; its value names the block, once on a page. */
export const STATIC_ATTRIBUTE = "data-static-html"

let hydrating = false

/** The app is about to hydrate the server's HTML (gatsby-browser.tsx, before `hydrateRoot`). */
export function startHydration(): void {
  hydrating = true
}

/** The page has come alive (the layout's first effect): static blocks render as usual from now on. */
export function endHydration(): void {
  hydrating = false
}

/**
 * The HTML of the static block `name` as the server wrote it, while the page is being hydrated and
 * the block is in the document; null otherwise (on the server, and when the block is rendered
 * on a client-side visit).
 */
export function adoptableHtml(name: string, doc: Document | undefined = globalThis.document): string | null {
  if (!hydrating || doc === undefined) return null
  return doc.querySelector(`[${STATIC_ATTRIBUTE}="${name}"]`)?.innerHTML ?? null
}

/**
 * True for a link to a page of this site (what a `SiteLink` renders): a path of this origin that
 * is not a file (the brochure, a picture) and is not a download.
 */
function isPageLink(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href") ?? ""
  if (!href.startsWith("/") || href.startsWith("//") || link.hasAttribute("download")) return false
  return !/\.[a-z0-9]+$/i.test(pathOf(href))
}

/** The page link an event happened in, when that link is inside a static block. */
function staticPageLink(event: Event): HTMLAnchorElement | null {
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest("a[href]")
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_ATTRIBUTE}]`)) return null
  return isPageLink(link) ? link : null
}

export interface LinkActions {
  /** A client-side visit (Gatsby's `navigate`). */
  navigate: (to: string, options: { replace: boolean }) => unknown
  /** Start fetching a page's data (Gatsby's `prefetchPathname`). */
  prefetch: (path: string) => unknown
}

/**
 * Follows the page links inside static blocks as `SiteLink` follows its own: a plain primary click
 * that nothing else handled becomes a client-side visit (replacing the history entry for a link to
 * the page being shown), and the pointer, a finger or the focus reaching a link starts fetching its
 * page. One listener per kind of event on the document, whatever the number of links. Returns a
 * function that removes them.
 */
export function followStaticLinks(doc: Document, actions: LinkActions): () => void {
  const onClick = (event: MouseEvent) => {
    const link = staticPageLink(event)
    if (!link || !isClientSideClick(event, link.target)) return
    event.preventDefault()
    const to = link.getAttribute("href") ?? "/"
    void actions.navigate(to, { replace: to === doc.location.pathname })
  }
  const onReach = (event: Event) => {
    const link = staticPageLink(event)
    if (link) void actions.prefetch(pathOf(link.getAttribute("href") ?? "/"))
  }
  const reach = ["mouseover", "focusin", "touchstart"] as const
  doc.addEventListener("click", onClick)
  for (const type of reach) doc.addEventListener(type, onReach, { passive: true })
  return () => {
    doc.removeEventListener("click", onClick)
    for (const type of reach) doc.removeEventListener(type, onReach)
  }
}
