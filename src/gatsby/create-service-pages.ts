import { isLang, langsByKey, pathIn, type PageLangs } from "../lib/i18n/lang"
import { hasServiceAlias, serviceAliasPath, servicePath } from "../lib/listing/slug"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface ServicePageContext extends PageLangs {
  slug: string
  canonicalPath: string
}

/**
 * A page per service at its canonical path (/services/GFRG) and, when different, at the
 * all-lowercase alias the home page links to (/services/gfrg), which names the canonical URL; the
 * same under /ml/ for each service translated.
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
            fields {
              lang
            }
          }
        }
      }
    `),
    "the services for their pages",
  )
  if (!data) return
  const component = template("service")
  const nodes = data.allServicesJson.nodes
  const langsOf = langsByKey(
    nodes,
    (n) => n.slug,
    (n) => n.fields.lang,
  )
  for (const { slug, fields } of nodes) {
    if (!isLang(fields.lang)) continue
    const lang = fields.lang
    const context: ServicePageContext = {
      slug,
      lang,
      langs: langsOf(slug),
      canonicalPath: pathIn(lang, servicePath(slug)),
    }
    actions.createPage({ path: pathIn(lang, servicePath(slug)), component, context })
    if (hasServiceAlias(slug)) actions.createPage({ path: pathIn(lang, serviceAliasPath(slug)), component, context })
  }
}
