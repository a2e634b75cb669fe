import { forwardRef, type AnchorHTMLAttributes } from "react"

/**
 * What the site's components take from "gatsby", for the editor's bundle only (aliased in
 * gatsby-config). The real module pulls in the whole page runtime, whose imports of every page
 * form a cycle with the components a preview renders; a preview needs plain links and nothing else.
 */
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

export const navigate = (to: string): void => {
  window.location.assign(to)
}
