/**
 * Static blocks: parts of a page whose components have no behaviour but links (docs/architecture.md
 * §4, "Static blocks"; CSS effects, and attributes a hook outside the block sets on its elements,
 * are allowed). On a first visit React adopts their HTML as the server wrote it instead of
 * hydrating them: the element is hydrated with `dangerouslySetInnerHTML` holding its own HTML, so
 * React creates no components for what is inside, runs none of their code and attaches nothing.
 * The site links inside are followed by one listener on the document (`followStaticLinks`) as
 * `SiteLink` follows its own (a block passes no handlers of its own to its links). After the first visit (a client-side visit to the page) a static
 * block is rendered like the rest of the page.
 */
import { isClientSideClick, pathOf, SITE_LINK_ATTRIBUTE } from "./site-link"

/** The attribute that marks a static block; its value names the block, once on a page. */
export const STATIC_ATTRIBUTE = "data-static-html"

/**
 * Where the first visit is: before the app hydrates, hydrating (static blocks are adopted), or
 * live (the router listens; static blocks render as usual, and their links are followed here).
 */
let phase: "before" | "hydrating" | "live" = "before"

/** The app is about to hydrate the server's HTML (gatsby-browser.tsx, before `hydrateRoot`). */
export function startHydration(): void {
  phase = "hydrating"
}

/**
 * The page has come alive (the layout's first effect, after the router's own subscription): static
 * blocks render as usual from now on, and their links are followed.
 */
export function endHydration(): void {
  phase = "live"
}

/**
 * The HTML of the static block `name` as the server wrote it, while the page is being hydrated and
 * the block is in the document once; null otherwise (on the server, when the block is rendered on
 * a client-side visit, and when a name is on the page twice, where React hydrates as usual).
 */
export function adoptableHtml(name: string, doc: Document | undefined = globalThis.document): string | null {
  if (phase !== "hydrating" || doc === undefined) return null
  const found = doc.querySelectorAll(`[${STATIC_ATTRIBUTE}="${name}"]`)
  return found.length === 1 ? (found[0]?.innerHTML ?? null) : null
}

/** The site link (what `SiteLink` renders) an event happened in, when it is inside a static block. */
function staticSiteLink(event: Event): HTMLAnchorElement | null {
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest(`a[${SITE_LINK_ATTRIBUTE}]`)
  return link instanceof HTMLAnchorElement && link.closest(`[${STATIC_ATTRIBUTE}]`) ? link : null
}

export interface LinkActions {
  /** A client-side visit (Gatsby's `navigate`). */
  navigate: (to: string, options: { replace: boolean }) => unknown
  /** Start fetching a page's data (Gatsby's `prefetchPathname`). */
  prefetch: (path: string) => unknown
}

/**
 * Follows the site links inside static blocks as `SiteLink` follows its own: a plain primary click
 * that nothing else handled becomes a client-side visit (replacing the history entry for a link to
 * the page being shown), and the pointer, a finger or the focus reaching a link starts fetching its
 * page. One listener per kind of event on the document, whatever the number of links. Until the
 * page is live (`endHydration`) it leaves every click to the browser, a page load as before the app
 * had started: the router is not yet listening. Returns a function that removes the listeners.
 */
export function followStaticLinks(doc: Document, actions: LinkActions): () => void {
  const onClick = (event: MouseEvent) => {
    if (phase !== "live") return
    const link = staticSiteLink(event)
    if (!link || !isClientSideClick(event, link.target)) return
    event.preventDefault()
    const to = link.getAttribute("href") ?? "/"
    void actions.navigate(to, { replace: to === doc.location.pathname })
  }
  const onReach = (event: Event) => {
    if (phase !== "live") return
    const link = staticSiteLink(event)
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
