import { withPageLang } from "../hooks/use-lang"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { LegalPageContext } from "../gatsby/create-legal-pages"
import { LegalPage } from "../components/legal/LegalPage"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { fillPlaceholders } from "../lib/content/placeholders"
import { SearchFacts } from "../components/search/SearchFacts"

type Data = Queries.LegalPageQuery

/** The Privacy Policy and the Terms and Conditions: one template, the text from content/legal/<slug>.md. */
export default function LegalPageTemplate({ data, pageContext }: PageProps<Data, LegalPageContext>) {
  const company = useCompany()
  const page = data.legalPage
  if (!page) throw new Error(`content/legal/${pageContext.slug}.md is missing`)
  return (
    <>
      <SearchFacts kind="page" />
      <LegalPage
        title={page.frontmatter.title}
        description={fillPlaceholders(page.frontmatter.description, { companyName: company.name })}
        lastUpdated={page.frontmatter.lastUpdated}
        html={page.article.html}
      />
    </>
  )
}

function PageHead({ data, pageContext }: HeadProps<Data, LegalPageContext>) {
  const company = useCompany()
  const page = data.legalPage
  if (!page) return null
  return (
    <Seo
      title={`${page.frontmatter.title} | ${company.name}`}
      description={fillPlaceholders(page.frontmatter.description, { companyName: company.name })}
      path={`/${pageContext.slug}`}
    />
  )
}

export const query = graphql`
  query LegalPage($slug: String!, $lang: String!) {
    legalPage(fields: { slug: { eq: $slug }, lang: { eq: $lang } }) {
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

export const Head = withPageLang(PageHead)
