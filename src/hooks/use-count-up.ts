import { useEffect, useState } from "react"
import { prefersReducedMotion } from "../lib/scroll"

/** Ease-out: quick at first, settling on the target. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3

/**
 * Counts from 0 to `target` over `durationMs` once `start` becomes true (and only once).
 * With reduced motion the final value shows at once.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(0)

  useEffect(() => {
    if (!start) return undefined
    if (prefersReducedMotion() || durationMs <= 0) {
      setValue(target)
      return undefined
    }
    let frame = 0
    const began = performance.now()
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs)
      setValue(Math.round(target * easeOutCubic(progress)))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [start, target, durationMs])

  return value
}
