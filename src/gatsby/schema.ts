import type { GatsbyNode } from "gatsby"

/**
 * The content model as GraphQL types, declared so queries never depend on inference: an empty
 * folder or an optional field missing everywhere still yields the same types. A field is non-null
 * exactly when the content model (src/lib/content-model) requires it, so the build's validation
 * guarantees every `!` here; a test compares the two.
 */
export const typeDefs = `
  "A blog post: content/blog/<slug>/index.md, a child of its MarkdownRemark node. Pages read posts as this type."
  type BlogPost implements Node @dontInfer {
    frontmatter: BlogPostFrontmatter!
    fields: BlogPostFields!
  }
  type BlogPostFrontmatter {
    title: String!
    summary: String!
    author: String!
    datePublished: Date! @dateformat
    dateModified: Date! @dateformat
    metaTitle: String!
    metaDescription: String!
    keywords: [String!]!
    category: String!
    tags: [String!]!
    featuredImage: File! @fileByRelativePath
    smallImage: File @fileByRelativePath
    imageAltText: String!
    canonicalUrl: String
  }
  "Worked out once, when the post's node is made."
  type BlogPostFields {
    "The folder's name: /blogs/<slug>"
    slug: String!
    categorySlug: String!
    wordCount: Int!
    readingTime: Int!
  }

  "A legal page: content/legal/<slug>.md, a child of its MarkdownRemark node."
  type LegalPage implements Node @dontInfer {
    frontmatter: LegalPageFrontmatter!
    fields: LegalPageFields!
  }
  type LegalPageFrontmatter {
    title: String!
    description: String!
    lastUpdated: Date! @dateformat
  }
  type LegalPageFields {
    "The file's name: /<slug>"
    slug: String!
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

  type ProjectsJson implements Node @dontInfer {
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

  type ServicesJson implements Node @dontInfer {
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

  type CompanyJson implements Node @dontInfer {
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

  type StatisticsJson implements Node @dontInfer {
    value: Int!
    suffix: String!
    label: String!
  }
  type CarouselJson implements Node @dontInfer {
    jsonId: Int!
    label: String!
    src: File! @fileByRelativePath
    alt: String!
  }
  type GfrgCardsJson implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }
  type TestimonialsJson implements Node @dontInfer {
    jsonId: Int!
    name: String!
    role: String
    text: String!
  }
  type LeadersJson implements Node @dontInfer {
    jsonId: Int!
    name: String!
    role: String!
    imageUrl: File! @fileByRelativePath
    imageAlt: String!
    profileLink: String!
  }
  type VideosJson implements Node @dontInfer {
    jsonId: Int!
    embedUrl: String!
    title: String!
    projectTitle: String!
    location: String!
    briefDescription: String
    projectSlug: String!
    tags: [String!]!
  }
  type ProjectValuesJson implements Node @dontInfer {
    title: String!
    description: String!
  }
  type CareersJson implements Node @dontInfer {
    hero: PageHeroText!
    seo: PageSeoText!
    perksTitle: String!
    perks: [CareersItem!]!
    valuesTitle: String!
    values: [CareersItem!]!
    openings: CareersOpeningsText!
  }
  type CareersItem {
    title: String!
    description: String!
  }
  type CareersOpeningsText {
    title: String!
    status: String!
    invitation: String!
  }

  "The fixed pages' own words: content/site/<page>-page.json; {placeholders} are filled in by the page."
  type HomePageJson implements Node @dontInfer {
    coreServices: SectionText!
    gfrg: SectionText!
    stages: SectionText!
    featuredProjects: SectionText!
    showcase: SectionText!
    videos: SectionText!
    testimonials: SectionText!
    leadership: SectionText!
    blogs: SectionText!
  }
  type AboutPageJson implements Node @dontInfer {
    hero: HeadingText!
    seo: PageSeoText!
    whoWeAre: StoryText!
    ourStory: StoryText!
    capabilities: SectionText!
    callToAction: CallToActionText!
  }
  "The words a listing page (services, projects) has: its banner, meta description and closing band."
  interface ListingPageTexts {
    hero: PageHeroText!
    seo: PageSeoText!
    callToAction: CallToActionText!
  }
  type ServicesPageJson implements Node & ListingPageTexts @dontInfer {
    hero: PageHeroText!
    seo: PageSeoText!
    callToAction: CallToActionText!
    servicePages: ServicePagesText!
  }
  type ServicePagesText {
    consultation: String!
    callToAction: CallToActionText!
  }
  type ProjectsPageJson implements Node & ListingPageTexts @dontInfer {
    hero: PageHeroText!
    seo: PageSeoText!
    callToAction: CallToActionText!
    projectPages: ProjectPagesText!
  }
  type ProjectPagesText {
    startYourProject: String!
  }
  type ContactPageJson implements Node @dontInfer {
    hero: PageHeroText!
    connectIntro: String!
  }
  type CostCalculatorPageJson implements Node @dontInfer {
    hero: PageHeroText!
    seo: PageSeoText!
    howItWorks: StepsText!
  }
  type PageHeroText {
    eyebrow: String!
    title: String!
    intro: String!
  }
  "A page's meta description"
  type PageSeoText {
    description: String!
  }
  type HeadingText {
    eyebrow: String!
    title: String!
  }
  type SectionText {
    eyebrow: String!
    title: String!
    intro: String
  }
  type StoryText {
    title: String!
    "Paragraphs separated by a blank line"
    text: String!
  }
  type CallToActionText {
    title: String!
    text: String!
  }
  type StepsText {
    title: String!
    "One step per paragraph"
    steps: String!
  }

  "The cost calculator's rates: content/site/estimate-rates.json."
  type EstimateRatesJson implements Node {
    version: String!
    currency: EstimateCurrency!
    areaSqft: EstimateAreaSqft!
    methods: EstimateMethods!
    ratesPerSqft: EstimateRatesPerSqft!
    disclaimer: String!
  }
  type EstimateCurrency {
    symbol: String!
    lakh: String!
    crore: String!
  }
  type EstimateAreaSqft {
    min: Float!
    max: Float!
    outsideReason: String!
  }
  type EstimateMethods {
    gfrg: EstimateMethod!
    conventional: EstimateMethod!
  }
  type EstimateMethod {
    label: String!
    description: String!
    weeksPer1000Sqft: Float!
  }
  type EstimateRatesPerSqft {
    new_house_villa: EstimateTypeRates!
    commercial_building: EstimateTypeRates!
    renovation: EstimateTypeRates!
    other: EstimateTypeRates!
  }
  "A project type's rates per sq ft for each method, or the reason it has none."
  type EstimateTypeRates {
    gfrg: EstimateRange
    conventional: EstimateRange
    noRateReason: String
  }
  type EstimateRange {
    min: Float!
    max: Float!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
