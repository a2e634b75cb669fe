import { useCallback, useEffect, useRef, useState } from "react"

/**
 * Open/closed state for a hover-and-click dropdown: opens at once, closes after `closeDelayMs`
 * when the pointer leaves, closes on a click outside and on Escape (focus returns to the toggle).
 */
export function useDropdown(closeDelayMs: number) {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])
  const openNow = useCallback(() => {
    cancelClose()
    setOpen(true)
  }, [cancelClose])
  const close = useCallback(() => {
    cancelClose()
    setOpen(false)
  }, [cancelClose])
  const closeSoon = useCallback(() => {
    cancelClose()
    timer.current = setTimeout(() => {
      timer.current = null
      setOpen(false)
    }, closeDelayMs)
  }, [cancelClose, closeDelayMs])
  const toggle = useCallback(() => {
    cancelClose()
    setOpen((value) => !value)
  }, [cancelClose])

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
    document.addEventListener("mousedown", onPointerDown)
    document.addEventListener("touchstart", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("mousedown", onPointerDown)
      document.removeEventListener("touchstart", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open, close])

  useEffect(() => cancelClose, [cancelClose])

  return { open, openNow, close, closeSoon, toggle, containerRef, toggleRef }
}
