import { useStrings, withPageLang } from "../hooks/use-lang"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { EstimatorForm } from "../components/forms/EstimatorForm"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { pageTexts } from "../lib/content/page-texts"
import { FORMS } from "../lib/enquiry/words"
import { LAYOUT } from "../lib/i18n/ui/layout"
import { paragraphs } from "../lib/text/text"
import { mq, theme } from "../styles/theme"
import { SearchFacts } from "../components/search/SearchFacts"

export default function CostCalculatorPage({ data }: PageProps<Queries.CostCalculatorPageQuery>) {
  const texts = pageTexts(data.texts, "cost-calculator-page.json")
  const { fill, heading } = usePageText()
  return (
    <>
      <SearchFacts kind="page" />
      <PageHero {...heading(texts.hero)} />
      <Layout>
        <EstimatorForm rates={pageTexts(data.rates, "estimate-rates.json")} />
        <Aside aria-labelledby="how-title">
          <h2 id="how-title">{fill(texts.howItWorks.title)}</h2>
          <ol>
            {paragraphs(fill(texts.howItWorks.steps)).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Aside>
      </Layout>
    </>
  )
}

function PageHead({ data }: HeadProps<Queries.CostCalculatorPageQuery>) {
  const company = useCompany()
  const { fill } = usePageText()
  const t = useStrings(FORMS).costCalculatorPage
  const nav = useStrings(LAYOUT).nav
  return (
    <Seo
      title={t.title(company.name)}
      description={fill(pageTexts(data.texts, "cost-calculator-page.json").seo.description)}
      path="/cost-calculator"
      crumb={nav.costCalculator}
    />
  )
}

export const query = graphql`
  query CostCalculatorPage($lang: String!) {
    texts: costCalculatorPageJson(fields: { lang: { eq: $lang } }) {
      hero {
        ...PageHeroTextFields
      }
      seo {
        description
      }
      howItWorks {
        title
        steps
      }
    }
    rates: estimateRatesJson(fields: { lang: { eq: $lang } }) {
      ...EstimateRatesFields
    }
  }
`

const Layout = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-top: 3.5rem;
  padding-bottom: 4.5rem;
  ${mq.lg} {
    grid-template-columns: 1.5fr 1fr;
    align-items: start;
  }
`

const Aside = styled.aside`
  padding: 2rem;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.sand};
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.75rem;
  }
`

export const Head = withPageLang(PageHead)
