import { useEffect, useLayoutEffect } from "react"

/**
 * A layout effect in the browser; on the server, which runs no effect, the plain hook (so React
 * does not warn that a layout effect does nothing there). For work that must happen in
 * hydration's own commit, before any later render: taking in what a visitor typed or chose in
 * the page's HTML before the app started (docs/behaviour.md §4).
 */
export const useLayoutEffectInBrowser = typeof window === "undefined" ? useEffect : useLayoutEffect
