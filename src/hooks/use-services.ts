import { useSiteData } from "./use-site-data"

export type ServiceLink = Queries.SiteDataQuery["allServicesJson"]["nodes"][number]

/** Every service in display order, for navigation, footer and sidebars. */
export function useServices(): readonly ServiceLink[] {
  return useSiteData().allServicesJson.nodes
}
