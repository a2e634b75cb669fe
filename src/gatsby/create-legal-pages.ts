import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface LegalPageContext {
  slug: string
}

/** A page per legal text in content/legal at /<slug> (/privacy-policy, /terms-and-conditions), one template. */
export async function createLegalPages(args: PageCreatorArgs): Promise<void> {
  const { graphql, actions } = args
  const data = await loadOrPanic(
    args,
    graphql<Queries.CreateLegalPagesQuery>(`
      query CreateLegalPages {
        allLegalPage {
          nodes {
            fields {
              slug
            }
          }
        }
      }
    `),
    "the legal pages",
  )
  if (!data) return
  const component = template("legal-page")
  for (const { fields } of data.allLegalPage.nodes) {
    const context: LegalPageContext = { slug: fields.slug }
    actions.createPage({ path: `/${fields.slug}`, component, context })
  }
}
