import path from "path"
import { sanitizeArticle } from "../lib/article-html"
import { describe, similarProjects, type Description } from "../lib/projects"
import { projectPath } from "../lib/slug"
import type { PageCreatorArgs } from "./node-api"

export interface ProjectPageContext {
  slug: string
  similar: string[]
  description: Description
}

/** A page per project, with its similar projects and its sanitized description worked out here, once. */
export async function createProjectPages({ graphql, actions, reporter }: PageCreatorArgs): Promise<void> {
  const result = await graphql<Queries.CreateProjectPagesQuery>(`
    query CreateProjectPages {
      allProjectsJson(sort: { jsonId: ASC }) {
        nodes {
          slug
          type
          detailedDescription
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the projects for their pages", result.errors)
    return
  }
  const all = result.data.allProjectsJson.nodes
  const component = path.resolve("src/templates/project.tsx")
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
