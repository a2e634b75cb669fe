import { isLang, langsByKey, pathIn, type PageLangs } from "../lib/i18n/lang"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface LegalPageContext extends PageLangs {
  slug: string
}

/**
 * A page per legal text in content/legal at /<slug> (/privacy-policy, /terms-and-conditions) and its
 * translation at /ml/<slug>, one template.
 */
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
              lang
            }
          }
        }
      }
    `),
    "the legal pages",
  )
  if (!data) return
  const component = template("legal-page")
  const nodes = data.allLegalPage.nodes
  const langsOf = langsByKey(
    nodes,
    (n) => n.fields.slug,
    (n) => n.fields.lang,
  )
  for (const { fields } of nodes) {
    if (!isLang(fields.lang)) continue
    const context: LegalPageContext = { slug: fields.slug, lang: fields.lang, langs: langsOf(fields.slug) }
    actions.createPage({ path: pathIn(fields.lang, `/${fields.slug}`), component, context })
  }
}
