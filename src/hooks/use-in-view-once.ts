import { type RefObject, useEffect, useRef, useState } from "react"
import { whenSeen } from "../lib/browser/seen-once"

/**
 * True from the first moment `threshold` of the element is visible, and forever after
 * (src/lib/browser/seen-once.ts; without IntersectionObserver, true at once).
 */
export function useInViewOnce<T extends Element>(threshold: number): [RefObject<T>, boolean] {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || seen) return undefined
    return whenSeen([element], threshold, () => setSeen(true))
  }, [threshold, seen])

  return [ref, seen]
}
