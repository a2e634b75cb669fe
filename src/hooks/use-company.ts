import { useLang } from "./use-lang"
import type { Lang } from "../lib/i18n/lang"
import { useSiteData } from "./use-site-data"

export type Company = Queries.SiteDataQuery["allCompanyJson"]["nodes"][number]

/**
 * The company's facts (name, phone, e-mail, address, social links) from content/site/company.en.json,
 * or its translation: in the page's language, or in `lang` where there is no layout (a page's Head).
 */
export function useCompany(lang?: Lang): Company {
  const pageLang = useLang()
  const wanted = lang ?? pageLang
  const company = useSiteData().allCompanyJson.nodes.find((node) => node.fields.lang === wanted)
  if (!company) throw new Error(`content/site/company.en.json has no ${wanted} edition`)
  return company
}
