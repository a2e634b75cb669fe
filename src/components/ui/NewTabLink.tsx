import { type AnchorHTMLAttributes } from "react"

/** A link to another site that opens in a new tab, without giving that page a handle on this one. */
export function NewTabLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
