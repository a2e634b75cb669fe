import type { GatsbyNode } from "gatsby"
import { createBlogPages } from "./create-blog-pages"
import { createLegalPages } from "./create-legal-pages"
import { createProjectPages } from "./create-project-pages"
import { createServicePages } from "./create-service-pages"

/** One creator per content type; each queries what it needs and makes its pages. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createServicePages(args)
  await createProjectPages(args)
  await createBlogPages(args)
  await createLegalPages(args)
}
