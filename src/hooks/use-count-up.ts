import { useEffect, useState } from "react"
import { prefersReducedMotion } from "../lib/browser/scroll"

/** Ease-out: quick at first, settling on the target. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3

/**
 * The final `target` until `start` becomes true, then a count from 0 up to it over `durationMs`,
 * once (docs/behaviour.md §2). The static HTML, a visitor without JavaScript and a crawler thus
 * read the real number; the count is an effect of the script. With reduced motion the number
 * simply stays final.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  // The count while it runs; null before its first frame.
  const [count, setCount] = useState<number | null>(null)
  const counting = start && durationMs > 0 && !prefersReducedMotion()

  useEffect(() => {
    if (!counting) return undefined
    let frame = 0
    const began = performance.now()
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - began) / durationMs))
      setCount(Math.round(target * easeOutCubic(progress)))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [counting, target, durationMs])

  return counting ? (count ?? 0) : target
}
