import type { GatsbyNode } from "gatsby"
import { modelTypeDefs } from "./model-types"

/**
 * The GraphQL types, declared so queries never depend on inference: an empty folder or an optional
 * field missing everywhere still yields the same types. The content files' types are generated from
 * the content model (model-types.ts); written here are only the types the build makes itself (a
 * post's and a legal page's node and worked-out fields, article HTML, the site's metadata) and the
 * interface two page-text types share.
 */
export const typeDefs = `
  "A blog post: content/blog/<slug>/index.en.md, a child of its MarkdownRemark node. Pages read posts as this type."
  type BlogPost implements Node @dontInfer {
    frontmatter: BlogPostFrontmatter!
    fields: BlogPostFields!
  }
  "Worked out once, when the post's node is made."
  type BlogPostFields {
    "The folder's name: /blogs/<slug>"
    slug: String!
    "The file's language: index.en.md en, index.ml.md ml"
    lang: String!
    categorySlug: String!
    wordCount: Int!
    readingTime: Int!
  }

  "A legal page: content/legal/<slug>.md, a child of its MarkdownRemark node."
  type LegalPage implements Node @dontInfer {
    frontmatter: LegalPageFrontmatter!
    fields: LegalPageFields!
  }
  type LegalPageFields {
    "The file's name without its language: /<slug>"
    slug: String!
    lang: String!
  }

  "What the build adds to every content file's node: its language, from the file's name."
  type ContentFields {
    lang: String!
  }

  "Sanitized HTML with heading ids, and the headings for a table of contents."
  type ArticleHtml {
    html: String!
    toc: [TocEntry!]!
  }
  type TocEntry {
    id: String!
    text: String!
    level: Int!
  }

  "From gatsby-config: always set."
  type SiteSiteMetadata {
    siteUrl: String!
    title: String!
    description: String!
  }

  "The words a listing page (services, projects) has: its banner, meta description and closing band."
  interface ListingPageTexts {
    hero: PageHeroText!
    seo: PageSeoText!
    callToAction: CallToActionText!
  }

${modelTypeDefs()}
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
