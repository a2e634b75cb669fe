/**
 * Calls `onSeen` once for each of `elements`, from the first moment `threshold` of it is visible,
 * through one IntersectionObserver for them all; returns what stops watching. Without
 * IntersectionObserver (very old browsers) every element counts as seen at once. Shared by the
 * hooks that reveal content on scrolling (`use-in-view-once`, `use-reveal-children`).
 */
export function whenSeen(
  elements: readonly Element[],
  threshold: number,
  onSeen: (element: Element) => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") {
    elements.forEach(onSeen)
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue
        observer.unobserve(entry.target)
        onSeen(entry.target)
      }
    },
    { threshold },
  )
  elements.forEach((element) => observer.observe(element))
  return () => observer.disconnect()
}
