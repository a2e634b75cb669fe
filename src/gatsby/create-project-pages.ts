import { sanitizeArticle } from "../lib/content/article-html"
import { describe, similarProjects, type Description } from "../lib/listing/projects"
import { projectPath } from "../lib/listing/slug"
import { isLang, langsByKey, LANGS, pathIn, type PageLangs } from "../lib/i18n/lang"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface ProjectPageContext extends PageLangs {
  slug: string
  similar: string[]
  description: Description
  /** The newest progress update's date: the sitemap's lastmod of the page (src/gatsby/sitemap.ts). */
  lastmod?: string
}

/** A page per project in each language it is written in, with its similar projects (in that language) and its sanitized description worked out here, once. */
export async function createProjectPages(args: PageCreatorArgs): Promise<void> {
  const { graphql, actions } = args
  const data = await loadOrPanic(
    args,
    graphql<Queries.CreateProjectPagesQuery>(`
      query CreateProjectPages {
        allProjectsJson(sort: { jsonId: ASC }) {
          nodes {
            slug
            type
            detailedDescription
            lastUpdate
            fields {
              lang
            }
          }
        }
      }
    `),
    "the projects for their pages",
  )
  if (!data) return
  const nodes = data.allProjectsJson.nodes
  const langsOf = langsByKey(
    nodes,
    (n) => n.slug,
    (n) => n.fields.lang,
  )
  const component = template("project")
  for (const lang of LANGS) {
    const all = nodes.filter((n) => isLang(n.fields.lang) && n.fields.lang === lang)
    for (const project of all) {
      const description = describe(project.detailedDescription)
      const context: ProjectPageContext = {
        slug: project.slug,
        lang,
        langs: langsOf(project.slug),
        similar: similarProjects(all, project).map((p) => p.slug),
        description:
          description.kind === "html" ? { kind: "html", html: sanitizeArticle(description.html) } : description,
        ...(project.lastUpdate ? { lastmod: project.lastUpdate } : {}),
      }
      actions.createPage({ path: pathIn(lang, projectPath(project.slug)), component, context })
    }
  }
}
