import { hasServiceAlias, serviceAliasPath, servicePath } from "../lib/listing/slug"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface ServicePageContext {
  slug: string
  canonicalPath: string
}

/**
 * A page per service at its canonical path (/services/GFRG) and, when different, at the
 * all-lowercase alias the home page links to (/services/gfrg), which names the canonical URL.
 */
export async function createServicePages(args: PageCreatorArgs): Promise<void> {
  const { graphql, actions } = args
  const data = await loadOrPanic(
    args,
    graphql<Queries.CreateServicePagesQuery>(`
      query CreateServicePages {
        allServicesJson {
          nodes {
            slug
          }
        }
      }
    `),
    "the services for their pages",
  )
  if (!data) return
  const component = template("service")
  for (const { slug } of data.allServicesJson.nodes) {
    const context: ServicePageContext = { slug, canonicalPath: servicePath(slug) }
    actions.createPage({ path: servicePath(slug), component, context })
    if (hasServiceAlias(slug)) actions.createPage({ path: serviceAliasPath(slug), component, context })
  }
}
