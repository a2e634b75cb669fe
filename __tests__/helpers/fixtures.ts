/** Data for component tests: what useStaticQuery returns (one object answering every named hook query), and page data. */
import company from "../../content/site/company.en.json"
import companyMl from "../../content/site/company.ml.json"
import estimateRates from "../../content/site/estimate-rates.en.json"
import type { EstimateRates } from "../../src/lib/estimate/rates"

export const fixtureServices = [
  { slug: "GFRG", title: "GFRG Construction", icon: "gfrg" },
  { slug: "Construction-Services", title: "Construction Services", icon: "construction" },
  { slug: "Architecture", title: "Architecture", icon: "architecture" },
  { slug: "Structural-Design", title: "Structural Design", icon: "structure" },
  { slug: "MEP-Services", title: "MEP Services", icon: "mep" },
  { slug: "Project-Management", title: "Project Management", icon: "management" },
  { slug: "Documentation", title: "Building Documentation", icon: "documentation" },
].map((service) => ({ ...service, fields: { lang: "en" } }))

/** The cost calculator's rates, as its page query hands them to `EstimatorForm`. */
export const fixtureEstimateRates: EstimateRates = estimateRates

export const staticQueryFixtures = {
  allCompanyJson: {
    nodes: [
      { ...company, fields: { lang: "en" } },
      { ...companyMl, fields: { lang: "ml" } },
    ],
  },
  allServicesJson: { nodes: fixtureServices },
  site: { siteMetadata: { siteUrl: "https://www.example.com", title: company.name, description: company.description } },
}
