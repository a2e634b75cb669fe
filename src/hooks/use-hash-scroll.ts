import { useEffect } from "react"
import { HASH_SCROLL } from "../lib/constants"
import { scrollToElement } from "../lib/browser/scroll"

/** With a #hash in the URL: glide to that element 130px below the top, 100 ms after load and on every hash change. */
export function useHashScroll(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (!id) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        const target = document.getElementById(id)
        if (target) scrollToElement(target, HASH_SCROLL.offsetPx)
      }, HASH_SCROLL.delayMs)
    }
    scroll()
    window.addEventListener("hashchange", scroll)
    // The browser jumps to the fragment itself when the page finishes loading, which may come
    // after the first glide on a slow connection: glide again then, so the offset holds.
    const loading = document.readyState !== "complete"
    if (loading) window.addEventListener("load", scroll, { once: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener("hashchange", scroll)
      if (loading) window.removeEventListener("load", scroll)
    }
  }, [])
}
