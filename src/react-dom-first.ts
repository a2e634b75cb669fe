/**
 * A webpack entry of its own (src/gatsby/webpack-config.ts): it evaluates React DOM, then tells the
 * page's script loader (src/lib/first-visit/app-scripts.ts), which only then adds the app's script. React DOM's
 * module (its code is in the framework chunk, fetched with the others) is then evaluated in a task
 * of its own instead of in the app's start, which on a first visit was the longest task of all
 * (docs/architecture.md §4, "First paint").
 */
import "react-dom/client"
import { REACT_DOM_READY } from "./lib/first-visit/react-dom-ready"

const ready = (window as unknown as Partial<Record<string, () => void>>)[REACT_DOM_READY]
ready?.()
