import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react"
import { useStaticHtml } from "../../hooks/use-static-html"

type StaticBlockProps<E extends ElementType> = {
  /** The block's name, once on a page (`data-static-html`). */
  name: string
  /** The element (or styled element) that holds the block. */
  as: E
  children: ReactNode
} & Omit<ComponentPropsWithoutRef<E>, "children" | "dangerouslySetInnerHTML" | "as">

/**
 * A static block (src/lib/first-visit/static-html.ts): `as` holding `children`, which a first visit adopts as
 * the server wrote them instead of hydrating. Only for content whose components have no behaviour
 * but links (docs/architecture.md §4, "Static blocks").
 */
export function StaticBlock<E extends ElementType>({ name, as: Element, children, ...rest }: StaticBlockProps<E>) {
  const content = useStaticHtml(name, children)
  // The caller's props are checked against `as` above; inside, the element is taken as it is.
  const Tag: ElementType = Element
  return <Tag {...rest} {...content} />
}
