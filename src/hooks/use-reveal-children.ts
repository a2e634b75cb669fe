import { type RefObject, useEffect } from "react"

/** The attribute a revealed element gets: `data-seen="true"`, which its stylesheet fades in on. */
const SEEN_ATTRIBUTE = "data-seen"

/**
 * Marks each element matching `selector` inside `container` with `data-seen="true"` from the first
 * moment `threshold` of it is visible, through one IntersectionObserver for them all. It works on
 * the elements themselves, not through React state, so it serves a static block too, whose content
 * React adopts without components (src/lib/static-html.ts). The elements are found once per mount,
 * so they must not change while mounted (the showcase's cards are fixed by the page's data). Without
 * IntersectionObserver (very old browsers) every element is marked at once.
 */
export function useRevealChildren(container: RefObject<Element>, selector: string, threshold: number): void {
  useEffect(() => {
    const elements = [...(container.current?.querySelectorAll(selector) ?? [])]
    const reveal = (element: Element) => element.setAttribute(SEEN_ATTRIBUTE, "true")
    if (typeof IntersectionObserver === "undefined") {
      elements.forEach(reveal)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue
          reveal(entry.target)
          observer.unobserve(entry.target)
        }
      },
      { threshold },
    )
    elements.forEach((element) => observer.observe(element))
    return () => observer.disconnect()
  }, [container, selector, threshold])
}
