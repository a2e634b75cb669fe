/**
 * The window property through which React DOM's own entry (src/react-dom-first.ts) tells the page's
 * script loader (src/lib/first-visit/app-scripts.ts) that React DOM has been evaluated, so the app's script may
 * be added (docs/architecture.md §4, "First paint").
 */
export const REACT_DOM_READY = "___reactDomReady"

/** The name of that entry in the build (its chunk, `react-dom-first-<hash>.js`). */
export const REACT_DOM_FIRST_ENTRY = "react-dom-first"
