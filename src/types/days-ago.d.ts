/** <days-ago date="YYYY-MM-DD"> in JSX: src/lib/browser/days-ago-element.ts. */
import type { HTMLAttributes } from "react"

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "days-ago": HTMLAttributes<HTMLElement> & { date: string }
    }
  }
}
