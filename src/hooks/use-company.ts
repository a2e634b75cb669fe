import { useSiteData } from "./use-site-data"

export type Company = NonNullable<Queries.SiteDataQuery["companyJson"]>

/** The company's facts (name, phone, e-mail, address, social links) from content/site/company.json. */
export function useCompany(): Company {
  const data = useSiteData()
  if (!data.companyJson) throw new Error("content/site/company.json is missing")
  return data.companyJson
}
