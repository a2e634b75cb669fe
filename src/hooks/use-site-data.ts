import { graphql, useStaticQuery } from "gatsby"

/**
 * What every page's layout and head read: the company's facts, the services for navigation and
 * footer, and the site metadata, in one static query. Gatsby fetches each static query a page uses
 * as a file of its own before the page comes alive; one query is one request instead of three on
 * every first visit (docs/architecture.md §4, "First paint"). useCompany, useServices and
 * useSiteMetadata select from it, in the page's language: it holds every language's, a few hundred
 * bytes each.
 */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      allCompanyJson {
        nodes {
          fields {
            lang
          }
          name
          shortName
          legalName
          description
          foundedYear
          phone
          email
          careersEmail
          legalEmail
          whatsappNumber
          workingHours
          address {
            line1
            line2
            street
            locality
            region
            postalCode
            country
          }
          social {
            facebook
            instagram
            youtube
            linkedin
          }
          developerCredit {
            name
            url
          }
        }
      }
      allServicesJson(sort: { order: ASC }) {
        nodes {
          slug
          title
          icon
          fields {
            lang
          }
        }
      }
      site {
        # The footer's year as the pages were built, the same in the HTML and when React hydrates it.
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
          title
          description
        }
      }
    }
  `)
}
