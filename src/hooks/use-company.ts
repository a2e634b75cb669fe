import { graphql, useStaticQuery } from "gatsby"

export type Company = NonNullable<Queries.UseCompanyQuery["companyJson"]>

/** The company's facts (name, phone, e-mail, address, social links) from content/site/company.json. */
export function useCompany(): Company {
  const data = useStaticQuery<Queries.UseCompanyQuery>(graphql`
    query UseCompany {
      companyJson {
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
  `)
  if (!data.companyJson) throw new Error("content/site/company.json is missing")
  return data.companyJson
}
