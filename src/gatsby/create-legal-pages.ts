import path from "path"
import type { PageCreatorArgs } from "./node-api"

export interface LegalPageContext {
  slug: string
}

/** A page per legal text in content/legal at /<slug> (/privacy-policy, /terms-and-conditions), one template. */
export async function createLegalPages({ graphql, actions, reporter }: PageCreatorArgs): Promise<void> {
  const result = await graphql<Queries.CreateLegalPagesQuery>(`
    query CreateLegalPages {
      allLegalPage {
        nodes {
          fields {
            slug
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the legal pages", result.errors)
    return
  }
  const component = path.resolve("src/templates/legal-page.tsx")
  for (const { fields } of result.data.allLegalPage.nodes) {
    const context: LegalPageContext = { slug: fields.slug }
    actions.createPage({ path: `/${fields.slug}`, component, context })
  }
}
