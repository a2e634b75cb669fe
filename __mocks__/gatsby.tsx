/**
 * The one Gatsby mock for component tests: navigate and prefetchPathname are jest.fn (the site's
 * links, src/components/ui/SiteLink.tsx, call them), graphql is inert and useStaticQuery answers
 * from fixtures by query name.
 */
import { staticQueryFixtures } from "../__tests__/helpers/fixtures"

module.exports = {
  graphql: jest.fn(),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  Slice: jest.fn().mockImplementation(({ alias }: { alias: string }) => <div>{alias}</div>),
  useStaticQuery: jest.fn().mockImplementation(() => staticQueryFixtures),
}
