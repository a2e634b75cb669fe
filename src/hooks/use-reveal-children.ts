import { type RefObject, useEffect } from "react"
import { whenSeen } from "../lib/browser/seen-once"

/** The attribute a revealed element gets: `data-seen="true"`, which its stylesheet fades in on. */
const SEEN_ATTRIBUTE = "data-seen"

/**
 * Marks each element matching `selector` inside `container` with `data-seen="true"` from the first
 * moment `threshold` of it is visible (src/lib/browser/seen-once.ts), on the elements themselves rather
 * than through React state. The elements are found once per mount, so they must not change while mounted (the showcase's cards are fixed by the page's data).
 */
export function useRevealChildren(container: RefObject<Element>, selector: string, threshold: number): void {
  useEffect(() => {
    const elements = [...(container.current?.querySelectorAll(selector) ?? [])]
    return whenSeen(elements, threshold, (element) => element.setAttribute(SEEN_ATTRIBUTE, "true"))
  }, [container, selector, threshold])
}
