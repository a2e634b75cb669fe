import { type RefObject, useEffect, useRef, useState } from "react"

/**
 * True from the first moment `threshold` of the element is visible, and forever after.
 * Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useInViewOnce<T extends Element>(threshold: number): [RefObject<T>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || seen) return undefined
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, seen])

  return [ref, seen]
}
