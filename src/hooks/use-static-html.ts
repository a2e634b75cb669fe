import { type ReactNode, useState } from "react"
import { adoptableHtml, STATIC_ATTRIBUTE } from "../lib/first-visit/static-html"

/** Props for the element that holds a static block: its name, and its content one way or the other. */
export type StaticHtmlProps =
  | { [STATIC_ATTRIBUTE]?: string; children: ReactNode }
  | { [STATIC_ATTRIBUTE]: string; dangerouslySetInnerHTML: { __html: string } }

/**
 * Spread on the element that holds a static block named `name` (src/lib/first-visit/static-html.ts): on the
 * server and on a client-side visit it holds `children`; while a first visit hydrates it holds the
 * HTML the server wrote, so React hydrates none of `children`. The HTML is read once per mount, so
 * a later render of the block changes nothing in it. With `name` null the element is no static block
 * and simply holds `children`.
 */
export function useStaticHtml(name: string | null, children: ReactNode): StaticHtmlProps {
  const [html] = useState(() => (name === null ? null : adoptableHtml(name)))
  if (name === null) return { children }
  return html === null
    ? { [STATIC_ATTRIBUTE]: name, children }
    : { [STATIC_ATTRIBUTE]: name, dangerouslySetInnerHTML: { __html: html } }
}
