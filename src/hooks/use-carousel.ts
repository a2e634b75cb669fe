import { useCallback, useEffect, useState } from "react"
import { prefersReducedMotion } from "../lib/browser/scroll"

/**
 * Index of the current slide, advancing in a loop every `intervalMs`. `goTo` jumps to a slide
 * and restarts the timer. Paused (no auto-advance) while `paused` or with reduced motion. The
 * motion setting is read where the timer starts, not kept as state: as state it cost the
 * carousel a second render right after hydration, for a value the markup never shows.
 */
export function useCarousel(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0)
  const [restarts, setRestarts] = useState(0)

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return undefined
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [count, intervalMs, paused, restarts])

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count)
      setRestarts((n) => n + 1)
    },
    [count],
  )

  return { index, goTo }
}
