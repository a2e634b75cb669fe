import { listen } from "../browser/listen"

/**
 * The first-visit splash's signals (docs/behaviour.md §2, preloader). The head script puts
 * SPLASH_SHOWING_CLASS on `<html>` before the first paint of a first visit, and when the splash's
 * time is up it takes the class off and fires SPLASH_DONE_EVENT on the window.
 */
export const SPLASH_SHOWING_CLASS = "preloading"
export const SPLASH_DONE_EVENT = "preloader-done"

/**
 * Runs `start` once the splash has gone: at once when none covers the page (a later visit in the
 * session, or its time already up), else when the head script says its time is up. Returns the
 * function that cancels it, for an effect's cleanup; after `start` has run it does nothing.
 */
export function afterSplash(win: Window, start: () => void): () => void {
  if (!win.document.documentElement.classList.contains(SPLASH_SHOWING_CLASS)) {
    start()
    return () => undefined
  }
  const off = listen(win, SPLASH_DONE_EVENT as keyof WindowEventMap, () => {
    off()
    start()
  })
  return off
}
