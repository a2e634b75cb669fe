import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import type * as RootExports from "./src/Root"
import { defineDaysAgo } from "./src/lib/browser/days-ago-element"
import { routeScroll } from "./src/lib/browser/route-scroll"

/**
 * The layout (src/Root: global style, header, footer, menus) is evaluated in a task of its own:
 * `onClientEntry` yields to the browser first, evaluates the layout, and yields again, so Gatsby's
 * next step (finding the page and asking for its data), which follows on the promise, starts a
 * task of its own too. Evaluated with the rest of the app it made one task of 20 ms and more on
 * this machine (four times that on a phone), the longest of a first visit; the layout and Gatsby's
 * page request together still made one of up to 50 ms (docs/architecture.md §4, first paint).
 */
type RootModule = typeof RootExports
let root: RootModule | undefined

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// Gatsby waits for the promise (its type says void).
export const onClientEntry = async (): Promise<void> => {
  // A task of its own: the days since an update are not needed for the page to come alive.
  setTimeout(defineDaysAgo, 0)
  await nextTask()
  root = await import(/* webpackMode: "eager" */ "./src/Root")
  await nextTask()
}

function layout(): RootModule {
  if (!root) throw new Error("The layout is asked for before onClientEntry has loaded it")
  return root
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => layout().wrapPageElement(args)

/** Every route change starts at the top of the page (docs/behaviour.md §1); see routeScroll for the exceptions. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const where = routeScroll(
    prevRouterProps?.location.pathname,
    routerProps.location.pathname,
    routerProps.location.hash,
  )
  if (where === "leave") return false
  const smooth = where === "smooth-top" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" })
  return false
}

/**
 * Hydrate in a transition. React 18 hydrates a root in one uninterrupted task unless the work
 * is marked as a transition; then it yields to the browser every few milliseconds, so a slow
 * phone stays responsive while the page (already painted from the static HTML) comes alive.
 * A page with no server-rendered markup (none today) is rendered instead, as Gatsby would.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  const rendered = document.getElementById("gatsby-focus-wrapper")?.children.length
  if (!rendered) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
// Gatsby still types the renderer as React 17's `render` (which returned an element); Gatsby 5
// ignores the return value, so the React 18 function is passed as it is.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction
