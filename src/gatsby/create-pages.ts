import type { GatsbyNode } from "gatsby"

/** One creator per content type; each queries what it needs and makes its pages. */
export const createPages: GatsbyNode["createPages"] = async () => {
  // Creators are added per content type (services, projects, blog) in their own modules.
}
