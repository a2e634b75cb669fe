import { useCallback, useEffect, useState } from "react"
import { prefersReducedMotion } from "../lib/scroll"

/**
 * Index of the current slide, advancing in a loop every `intervalMs`. `goTo` jumps to a slide
 * and restarts the timer. Paused (no auto-advance) while `paused` or with reduced motion.
 */
export function useCarousel(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0)
  const [restarts, setRestarts] = useState(0)
  const [reduced, setReduced] = useState(false)

  useEffect(() => setReduced(prefersReducedMotion()), [])

  useEffect(() => {
    if (paused || reduced || count < 2) return undefined
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [count, intervalMs, paused, reduced, restarts])

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count)
      setRestarts((n) => n + 1)
    },
    [count],
  )

  return { index, goTo }
}
