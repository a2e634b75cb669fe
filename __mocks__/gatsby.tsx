/**
 * The one Gatsby mock for component tests: Link renders an <a>, navigate is a jest.fn, graphql
 * is inert and useStaticQuery answers from fixtures by query name.
 */
import { type AnchorHTMLAttributes, forwardRef } from "react"
import { staticQueryFixtures } from "../__tests__/helpers/fixtures"

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, ...rest },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the content in rest.children
  return <a ref={ref} href={to} {...rest} />
})

module.exports = {
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  Slice: jest.fn().mockImplementation(({ alias }: { alias: string }) => <div>{alias}</div>),
  useStaticQuery: jest.fn().mockImplementation(() => staticQueryFixtures),
}
