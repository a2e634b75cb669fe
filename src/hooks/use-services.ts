import { useLang } from "./use-lang"
import type { Lang } from "../lib/i18n/lang"
import { useSiteData } from "./use-site-data"

export type ServiceLink = Queries.SiteDataQuery["allServicesJson"]["nodes"][number]

/** Every service written in the page's language (or `lang`), in display order, for navigation, footer and sidebars. */
export function useServices(lang?: Lang): readonly ServiceLink[] {
  const pageLang = useLang()
  const wanted = lang ?? pageLang
  return useSiteData().allServicesJson.nodes.filter((node) => node.fields.lang === wanted)
}
