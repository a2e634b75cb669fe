import type { HeadFC } from "gatsby"
import styled from "styled-components"
import { EstimatorForm } from "../components/forms/EstimatorForm"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { useCompany } from "../hooks/use-company"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { breadcrumbLd } from "../lib/structured-data"
import { theme } from "../styles/theme"

const STEPS = [
  "Tell us the kind of project, where it is and roughly how large.",
  "Our estimators work out a preliminary cost for Kerala rates and your choice of GFRG or conventional construction.",
  "We send the estimate to your WhatsApp and, if you wish, sit down with you to refine it into a quote.",
]

export default function CostCalculatorPage() {
  return (
    <>
      <PageHero
        eyebrow="For Kerala"
        title="Construction Cost Estimator"
        intro="A preliminary construction cost for your home or building in Kerala, sent to your WhatsApp by our team."
      />
      <Layout>
        <EstimatorForm />
        <Aside aria-labelledby="how-title">
          <h2 id="how-title">How it works</h2>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Aside>
      </Layout>
    </>
  )
}

export const Head: HeadFC = () => <CostCalculatorHead />

function CostCalculatorHead() {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  return (
    <Seo
      title={`Construction Cost Estimator for Kerala | ${company.name}`}
      description="Request a free preliminary construction cost estimate for a house, villa, commercial building or renovation in Kerala. Our team replies on WhatsApp."
      path="/cost-calculator"
      jsonLd={breadcrumbLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Cost Calculator", path: "/cost-calculator" },
      ])}
    />
  )
}

const Layout = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-top: 3.5rem;
  padding-bottom: 4.5rem;
  @media (min-width: ${theme.breakpoints.lg}px) {
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
