import { useCallback, useEffect, useRef, useState } from "react"
import { listen, unlistenAll } from "../lib/browser/listen"

/**
 * Open/closed state for a hover-and-click dropdown: opens at once, closes after `closeDelayMs`
 * when the pointer leaves, closes on a click outside and on Escape (focus returns to the toggle).
 */
export function useDropdown(closeDelayMs: number) {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // A pointer that hovers onto the toggle and clicks it means "keep it open", not "close it".
  const openedByHover = useRef(false)
  // The current state, readable synchronously by event handlers that run before React re-renders.
  const openRef = useRef(false)
  const set = useCallback((value: boolean) => {
    openRef.current = value
    if (!value) openedByHover.current = false
    setOpen(value)
  }, [])

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])
  const openNow = useCallback(() => {
    cancelClose()
    if (!openRef.current) openedByHover.current = true
    set(true)
  }, [cancelClose, set])
  const close = useCallback(() => {
    cancelClose()
    set(false)
  }, [cancelClose, set])
  const closeSoon = useCallback(() => {
    cancelClose()
    timer.current = setTimeout(() => {
      timer.current = null
      set(false)
    }, closeDelayMs)
  }, [cancelClose, closeDelayMs, set])
  const toggle = useCallback(() => {
    cancelClose()
    if (openedByHover.current) {
      openedByHover.current = false
      set(true)
      return
    }
    set(!openRef.current)
  }, [cancelClose, set])

  useEffect(() => {
    if (!open) return undefined
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      close()
      toggleRef.current?.focus()
    }
    return unlistenAll([
      listen(document, "mousedown", onPointerDown),
      listen(document, "touchstart", onPointerDown),
      listen(document, "keydown", onKeyDown),
    ])
  }, [open, close])

  useEffect(() => cancelClose, [cancelClose])

  return { open, openNow, close, closeSoon, toggle, containerRef, toggleRef }
}
