import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalPage } from "../components/legal/LegalPage"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { fillPlaceholders } from "../lib/article-html"

type Data = Queries.TermsAndConditionsPageQuery

export default function Page({ data }: PageProps<Data>) {
  const company = useCompany()
  const page = data.legalPage
  if (!page) throw new Error("content/legal/terms-and-conditions.md is missing")
  return (
    <LegalPage
      title={page.frontmatter.title}
      description={fillPlaceholders(page.frontmatter.description, { companyName: company.name })}
      lastUpdated={page.frontmatter.lastUpdated}
      html={page.article.html}
    />
  )
}

export function Head({ data }: HeadProps<Data>) {
  const company = useCompany()
  const page = data.legalPage
  if (!page) return null
  return (
    <Seo
      title={`${page.frontmatter.title} | ${company.name}`}
      description={fillPlaceholders(page.frontmatter.description, { companyName: company.name })}
      path="/terms-and-conditions"
    />
  )
}

export const query = graphql`
  query TermsAndConditionsPage {
    legalPage(fields: { slug: { eq: "terms-and-conditions" } }) {
      frontmatter {
        title
        description
        lastUpdated
      }
      article {
        html
      }
    }
  }
`
