/** Scrolling that honours prefers-reduced-motion (instant jumps instead of smooth glides). */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  )
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth"
}

export function smoothScrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

/** Scrolls so that `element` sits `offset` pixels below the top of the viewport. */
export function scrollToElement(element: Element, offset: number): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() })
}
