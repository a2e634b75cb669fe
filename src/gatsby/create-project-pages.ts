import { sanitizeArticle } from "../lib/content/article-html"
import { describe, similarProjects, type Description } from "../lib/listing/projects"
import { projectPath } from "../lib/listing/slug"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface ProjectPageContext {
  slug: string
  similar: string[]
  description: Description
}

/** A page per project, with its similar projects and its sanitized description worked out here, once. */
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
          }
        }
      }
    `),
    "the projects for their pages",
  )
  if (!data) return
  const all = data.allProjectsJson.nodes
  const component = template("project")
  for (const project of all) {
    const description = describe(project.detailedDescription)
    const context: ProjectPageContext = {
      slug: project.slug,
      similar: similarProjects(all, project).map((p) => p.slug),
      description:
        description.kind === "html" ? { kind: "html", html: sanitizeArticle(description.html) } : description,
    }
    actions.createPage({ path: projectPath(project.slug), component, context })
  }
}
