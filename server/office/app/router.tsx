/**
 * A small client-side router on the History API: the current location as a hook, navigate() to
 * go somewhere, and Link, a real <a href> that navigates in place on a plain click.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from "react"

const CHANGE = "office:navigate"

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener("popstate", onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

function snapshot(): string {
  return window.location.pathname + window.location.search + window.location.hash
}

export interface Place {
  pathname: string
  search: string
  hash: string
}

/** The current path, query string ("?…" or "") and fragment ("#…" or ""). */
export function useLocation(): Place {
  const href = useSyncExternalStore(subscribe, snapshot)
  const url = new URL(href, window.location.origin)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

/** Goes to `path` (same origin) without reloading the page. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, "", path)
  else window.history.pushState(null, "", path)
  window.dispatchEvent(new Event(CHANGE))
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** An internal link: a plain click navigates in place; a modified click does what the browser does. */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (rest.target && rest.target !== "_self") return
    event.preventDefault()
    if (href !== snapshot()) navigate(href)
    window.scrollTo(0, 0)
  }
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  )
}

const LIST_KEY = "office:list"

/** Remembers the list's URL (its filters), for the enquiry screen's way back. */
export function rememberListUrl(url: string): void {
  try {
    window.sessionStorage.setItem(LIST_KEY, url)
  } catch {
    // Storage switched off: the way back goes to the unfiltered list.
  }
}

/** The list's URL as the member last saw it, or the unfiltered list. */
export function lastListUrl(): string {
  let url: string | null = null
  try {
    url = window.sessionStorage.getItem(LIST_KEY)
  } catch {
    url = null
  }
  return url && /^\/office\/(\?[^#]*)?$/.test(url) ? url : "/office/"
}
