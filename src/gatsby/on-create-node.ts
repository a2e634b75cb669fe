import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import type { BlogPostFrontmatter } from "../lib/content-model/blog-post"
import { langOfFileName, type Lang } from "../lib/i18n/lang"
import { categorySlug } from "../lib/listing/slug"
import { countWords, readingMinutes } from "../lib/text/reading"

interface FileNode {
  internal: { type: string }
  sourceInstanceName: string
  relativeDirectory: string
  name: string
}

interface MarkdownNode {
  rawMarkdownBody?: string
  /** As written; the content check has already held it to the model. */
  frontmatter?: Partial<Pick<BlogPostFrontmatter, "category">>
}

/** Which typed node a markdown file becomes, by the content folder it comes from. */
const TYPE_BY_FOLDER: Record<string, "BlogPost" | "LegalPage"> = { blog: "BlogPost", legal: "LegalPage" }

/**
 * Every content node knows its language from its file's name (`index.en.md`, `company.ml.json`), as
 * `fields.lang`, which queries filter on (docs/architecture.md, "Languages"). A JSON file's records
 * are its children, or the file's own node's.
 */
function named(file: FileNode): { lang: Lang; base: string } {
  const said = langOfFileName(file.name)
  // The build has checked every content file's name before any node exists (validate-content.ts).
  if (!said) throw new Error(`${file.relativeDirectory}/${file.name}: a content file's name says its language`)
  return said
}

function langOfJson({ node, actions, getNode }: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]): void {
  if (!node.internal.type.endsWith("Json") || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  if (file?.internal.type !== "File") return
  actions.createNodeField({ node, name: "lang", value: named(file).lang })
}

/**
 * Each markdown file becomes a typed child node: a BlogPost (content/blog) or a LegalPage
 * (content/legal), whose GraphQL types the content model makes exact. Their slug, and a post's
 * category slug, word count and reading time, are worked out once, here.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, getNode, createNodeId } = args
  langOfJson(args)
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as unknown as FileNode | undefined
  const type = file ? TYPE_BY_FOLDER[file.sourceInstanceName] : undefined
  if (!file || !type) return
  const markdown = node as Node & MarkdownNode

  const id = createNodeId(`${node.id} >>> ${type}`)
  void actions.createNode({
    id,
    parent: node.id,
    children: [],
    internal: { type, contentDigest: node.internal.contentDigest },
    frontmatter: markdown.frontmatter,
  })
  const child = getNode(id)
  if (!child) return
  actions.createParentChildLink({ parent: node, child })

  const field = (name: string, value: unknown) => actions.createNodeField({ node: child, name, value })
  const { lang, base } = named(file)
  field("lang", lang)
  if (type === "LegalPage") {
    field("slug", base)
    return
  }
  const words = countWords(markdown.rawMarkdownBody ?? "")
  const category = markdown.frontmatter?.category
  field("slug", path.basename(file.relativeDirectory || file.name))
  field("categorySlug", category ? categorySlug(category) : null)
  field("wordCount", words)
  field("readingTime", readingMinutes(words, lang))
}
