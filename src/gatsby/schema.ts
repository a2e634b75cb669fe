import type { GatsbyNode } from "gatsby"
import { estimateRatesTypeDefs } from "../lib/estimate/rates"

/**
 * The whole content model, declared so queries never depend on inference: an empty folder
 * or an optional field missing everywhere still yields the same types.
 */
export const typeDefs = /* GraphQL */ `
  type MarkdownRemark implements Node {
    frontmatter: MarkdownRemarkFrontmatter!
    fields: MarkdownRemarkFields!
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

  type MarkdownRemarkFrontmatter {
    title: String!
    summary: String
    author: String
    datePublished: Date @dateformat
    dateModified: Date @dateformat
    metaTitle: String
    metaDescription: String
    keywords: [String!]
    category: String
    tags: [String!]
    featuredImage: File @fileByRelativePath
    smallImage: File @fileByRelativePath
    imageAltText: String
    canonicalUrl: String
    description: String
    lastUpdated: Date @dateformat
  }

  type MarkdownRemarkFields {
    "blog or legal: the content folder the file came from"
    collection: String!
    slug: String!
    categorySlug: String
    wordCount: Int!
    readingTime: Int!
  }

  type ProjectsJson implements Node {
    jsonId: Int!
    slug: String!
    name: String!
    location: String!
    type: String!
    status: String!
    summary: String!
    images: [ProjectImage!]!
    videoUrl: String
    detailedDescription: String
    keyFeatures: [String!]!
    areaSqft: Int
    client: String
    completionDate: String
  }

  type ProjectImage {
    src: File! @fileByRelativePath
    alt: String!
  }

  type ServicesJson implements Node {
    order: Int!
    slug: String!
    title: String!
    description: String!
    icon: String!
    "One of the six service cards on the home page"
    showOnHome: Boolean
    heroImage: File! @fileByRelativePath
    heroImageAlt: String!
    metaDescription: String!
    detailedDescription: String!
    keyFeatures: [String!]!
    process: String!
    whyChoose: String!
  }

  type CompanyJson implements Node {
    name: String!
    shortName: String!
    legalName: String!
    description: String!
    foundedYear: Int!
    phone: String!
    email: String!
    careersEmail: String!
    legalEmail: String!
    whatsappNumber: String!
    address: CompanyAddress!
    workingHours: String!
    social: CompanySocial!
    developerCredit: CompanyCredit!
  }
  type CompanyAddress {
    line1: String!
    line2: String!
    street: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type CompanySocial {
    facebook: String!
    instagram: String!
    youtube: String!
    linkedin: String!
  }
  type CompanyCredit {
    name: String!
    url: String!
  }

  type StatisticsJson implements Node {
    value: Int!
    suffix: String!
    label: String!
  }
  type CarouselJson implements Node {
    jsonId: Int!
    label: String!
    src: File! @fileByRelativePath
    alt: String!
  }
  type GfrgCardsJson implements Node {
    title: String!
    description: String!
    icon: String!
  }
  type TestimonialsJson implements Node {
    jsonId: Int!
    name: String!
    role: String
    text: String!
  }
  type LeadersJson implements Node {
    jsonId: Int!
    name: String!
    role: String!
    imageUrl: File! @fileByRelativePath
    imageAlt: String!
    profileLink: String!
  }
  type VideosJson implements Node {
    jsonId: Int!
    embedUrl: String!
    title: String!
    projectTitle: String!
    location: String!
    briefDescription: String
    projectSlug: String!
    tags: [String!]!
  }
  type ProjectValuesJson implements Node {
    title: String!
    description: String!
  }
  type CareersJson implements Node {
    perks: [CareersItem!]!
    values: [CareersItem!]!
  }
  type CareersItem {
    title: String!
    description: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([typeDefs, estimateRatesTypeDefs])
}
