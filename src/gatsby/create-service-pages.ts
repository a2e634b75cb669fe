import path from "path"
import { hasServiceAlias, serviceAliasPath, servicePath } from "../lib/slug"
import type { PageCreatorArgs } from "./node-api"

export interface ServicePageContext {
  slug: string
  canonicalPath: string
}

/**
 * A page per service at its canonical path (/services/GFRG) and, when different, at the
 * all-lowercase alias the home page links to (/services/gfrg), which names the canonical URL.
 */
export async function createServicePages({ graphql, actions, reporter }: PageCreatorArgs): Promise<void> {
  const result = await graphql<Queries.CreateServicePagesQuery>(`
    query CreateServicePages {
      allServicesJson {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the services for their pages", result.errors)
    return
  }
  const component = path.resolve("src/templates/service.tsx")
  for (const { slug } of result.data.allServicesJson.nodes) {
    const context: ServicePageContext = { slug, canonicalPath: servicePath(slug) }
    actions.createPage({ path: servicePath(slug), component, context })
    if (hasServiceAlias(slug)) actions.createPage({ path: serviceAliasPath(slug), component, context })
  }
}
