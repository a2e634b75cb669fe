/**
 * The one content model: every content type and site file, where it lives under content/, the
 * schema that validates it and the GraphQL type the pages read it as (docs/architecture.md).
 * Node-side only (build, scripts, tests): browser code imports ./vocabulary instead, without zod.
 */
import type { z } from "zod"
import { blogPostFrontmatter } from "./blog-post"
import { careers } from "./careers"
import { carousel } from "./carousel"
import { company } from "./company"
import { estimateRates } from "./estimate-rates"
import { gfrgCards } from "./gfrg-cards"
import { leaders } from "./leaders"
import { aboutPage, contactPage, costCalculatorPage, homePage, projectsPage, servicesPage } from "./page-texts"
import { legalPageFrontmatter } from "./legal-page"
import { project } from "./project"
import { projectValues } from "./project-values"
import { service } from "./service"
import { statistics } from "./statistics"
import { testimonials } from "./testimonials"
import { videos } from "./videos"

export type ContentSource =
  /** content/<dir>/<slug>/<file>: one folder per entry, pictures beside the file */
  | { kind: "folders"; dir: string; file: string; format: "markdown" | "json" }
  /** content/<dir>/*<extension>: one file per entry; `required` names entries the site cannot do without */
  | { kind: "files"; dir: string; extension: string; format: "markdown" | "json"; required?: readonly string[] }
  /** content/<path>: one file, its root an object or a list of records */
  | { kind: "file"; path: string; format: "json"; required: boolean }

export interface ContentType {
  name: string
  label: string
  source: ContentSource
  schema: z.core.$ZodType
  /** The GraphQL type a page reads; for a list file, the type of one item (one node per item). */
  graphqlType: string
  /** GraphQL interfaces it shares with other types besides Node (declared in src/gatsby/schema.ts). */
  graphqlInterfaces?: readonly string[]
  /**
   * Whether its files have twins in the other languages (`index.ml.md` beside `index.en.md`). A site
   * file that is translated needs its twin in every language.
   */
  translated: boolean
}

const siteFile = (
  name: string,
  label: string,
  schema: z.core.$ZodType,
  graphqlType: string,
  required = false,
): ContentType => ({
  name,
  label,
  source: { kind: "file", path: `site/${name}.json`, format: "json", required },
  schema,
  graphqlType,
  translated: true,
})

export const CONTENT_TYPES: readonly ContentType[] = [
  {
    name: "blog",
    label: "Blog posts",
    source: { kind: "folders", dir: "blog", file: "index.md", format: "markdown" },
    schema: blogPostFrontmatter,
    graphqlType: "BlogPostFrontmatter",
    translated: true,
  },
  {
    name: "projects",
    label: "Projects",
    source: { kind: "folders", dir: "projects", file: "project.json", format: "json" },
    schema: project,
    graphqlType: "ProjectsJson",
    translated: true,
  },
  {
    name: "services",
    label: "Services",
    source: { kind: "files", dir: "services", extension: ".json", format: "json" },
    schema: service,
    graphqlType: "ServicesJson",
    translated: true,
  },
  {
    name: "legal",
    label: "Legal pages",
    // Both are linked from every page's footer and the forms (docs/behaviour.md §2).
    source: {
      kind: "files",
      dir: "legal",
      extension: ".md",
      format: "markdown",
      required: ["privacy-policy.md", "terms-and-conditions.md"],
    },
    schema: legalPageFrontmatter,
    graphqlType: "LegalPageFrontmatter",
    translated: true,
  },
  siteFile("company", "Company facts", company, "CompanyJson", true),
  siteFile("statistics", "Statistics", statistics, "StatisticsJson"),
  siteFile("carousel", "Project-stage carousel", carousel, "CarouselJson"),
  siteFile("gfrg-cards", "GFRG cards", gfrgCards, "GfrgCardsJson"),
  siteFile("testimonials", "Testimonials", testimonials, "TestimonialsJson"),
  siteFile("leaders", "Leaders", leaders, "LeadersJson"),
  siteFile("videos", "Project videos", videos, "VideosJson"),
  siteFile("project-values", "Project values", projectValues, "ProjectValuesJson"),
  siteFile("home-page", "Home page texts", homePage, "HomePageJson", true),
  siteFile("about-page", "About page texts", aboutPage, "AboutPageJson", true),
  {
    ...siteFile("services-page", "Services page texts", servicesPage, "ServicesPageJson", true),
    graphqlInterfaces: ["ListingPageTexts"],
  },
  {
    ...siteFile("projects-page", "Projects page texts", projectsPage, "ProjectsPageJson", true),
    graphqlInterfaces: ["ListingPageTexts"],
  },
  siteFile("careers", "Careers page texts", careers, "CareersJson", true),
  siteFile("contact-page", "Contact page texts", contactPage, "ContactPageJson", true),
  siteFile("cost-calculator-page", "Cost calculator page texts", costCalculatorPage, "CostCalculatorPageJson", true),
  siteFile("estimate-rates", "Estimate rates", estimateRates, "EstimateRatesJson", true),
]

export function contentType(name: string): ContentType {
  const found = CONTENT_TYPES.find((t) => t.name === name)
  if (!found) throw new Error(`No content type named ${name}`)
  return found
}

export { blogSlugProblem } from "./blog-post"
export { checkAgainst, checkUnique, formatProblems, translatedFacts, type ContentProblem } from "./problems"
export * from "./vocabulary"
