import path from "path"
import type { GatsbyNode } from "gatsby"
import { categorySlug } from "../lib/slug"
import { countWords, readingMinutes } from "../lib/reading"

interface FileNode {
  sourceInstanceName: string
  relativeDirectory: string
  name: string
}

interface MarkdownNode {
  id: string
  parent: string | null
  rawMarkdownBody?: string
  frontmatter?: { category?: string | null }
}

/** Markdown gets its slug, collection, category slug, word count and reading time once, here. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  if (!file) return
  const md = node as unknown as MarkdownNode
  const collection = file.sourceInstanceName
  const slug = collection === "blog" ? path.basename(file.relativeDirectory || file.name) : file.name
  const words = countWords(md.rawMarkdownBody ?? "")
  const category = md.frontmatter?.category

  const field = (name: string, value: unknown) => actions.createNodeField({ node, name, value })
  field("collection", collection)
  field("slug", slug)
  field("categorySlug", category ? categorySlug(category) : null)
  field("wordCount", words)
  field("readingTime", readingMinutes(words))
}
