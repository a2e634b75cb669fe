/**
 * The order of the stylesheets Gatsby inlines in a page's head (docs/architecture.md, "Styles").
 *
 * Each page carries two: the app's (the layout and the components it uses, such as Button) and its
 * template's. Gatsby writes the template's first; the site's rules need the app's first, because a
 * template restyles the app's components with rules of the same specificity (the home hero hides a
 * ButtonLink below 400px), and of two such rules the later one wins. After a client-side navigation
 * the next template's stylesheet is added at the end of the head, after the app's, as here.
 */

/** What is read of a head element: Gatsby marks its inlined stylesheets with these two attributes. */
interface HeadElement {
  type?: unknown
  props?: { "data-identity"?: unknown; "data-href"?: unknown }
}

const isInlinedStylesheet = (node: unknown): node is HeadElement =>
  typeof node === "object" &&
  node !== null &&
  (node as HeadElement).type === "style" &&
  (node as HeadElement).props?.["data-identity"] === "gatsby-global-css"

const isAppStylesheet = (node: HeadElement): boolean => {
  const href = node.props?.["data-href"]
  return typeof href === "string" && /(^|\/)app\.[0-9a-f]+\.css$/.test(href)
}

/** The head's elements with the app's stylesheet moved ahead of the other inlined ones; nothing else moves. */
export function appStylesheetFirst<T>(head: readonly T[]): T[] {
  const slots = head.flatMap((node, index) => (isInlinedStylesheet(node) ? [index] : []))
  const sheets = slots.map((index) => head[index] as T & HeadElement)
  const ordered = [...sheets.filter(isAppStylesheet), ...sheets.filter((sheet) => !isAppStylesheet(sheet))]
  const out = [...head]
  slots.forEach((slot, i) => {
    out[slot] = ordered[i] as T
  })
  return out
}
