import { useStrings, withPageLang } from "../hooks/use-lang"
import { LAYOUT } from "../lib/i18n/ui/layout"
import { PAGES } from "../lib/i18n/ui/pages"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { Seo } from "../components/seo/Seo"
import { ServiceCardGrid } from "../components/services/ServiceCard"
import { ButtonLink } from "../components/ui/Button"
import { CallToAction } from "../components/ui/CallToAction"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { Section } from "../components/ui/Section"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { pageTexts } from "../lib/content/page-texts"
import { paragraphs } from "../lib/text/text"
import { mq, theme } from "../styles/theme"
import { SearchFacts } from "../components/search/SearchFacts"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const company = useCompany()
  const texts = pageTexts(data.texts, "about-page.json")
  const { fill, heading } = usePageText()
  const t = useStrings(PAGES).about
  const { nav } = useStrings(LAYOUT)
  return (
    <>
      <SearchFacts kind="page" />
      <PageHero {...heading(texts.hero)} intro={company.description}>
        <ButtonLink to="/services" variant="secondary" size="lg">
          {t.ourServices}
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" size="lg" className="on-dark">
          {nav.contactUs}
        </ButtonLink>
      </PageHero>
      <Story>
        <section aria-labelledby="who-we-are">
          <h2 id="who-we-are">{fill(texts.whoWeAre.title)}</h2>
          {paragraphs(fill(texts.whoWeAre.text)).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="our-story">
          <h2 id="our-story">{fill(texts.ourStory.title)}</h2>
          {paragraphs(fill(texts.ourStory.text)).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      </Story>
      <Section
        id="capabilities"
        tone="sand"
        {...heading(texts.capabilities)}
        action={<ButtonLink to="/services">{t.exploreAllServices}</ButtonLink>}
      >
        <ServiceCardGrid services={data.allServicesJson.nodes} />
      </Section>
      <CallToAction texts={texts.callToAction} to="/contact" label={t.requestConsultation} />
    </>
  )
}

function PageHead({ data }: HeadProps<Queries.AboutPageQuery>) {
  const company = useCompany()
  const { fill } = usePageText()
  const t = useStrings(PAGES).about
  const { nav } = useStrings(LAYOUT)
  return (
    <Seo
      title={t.title(company.name)}
      description={fill(pageTexts(data.texts, "about-page.json").seo.description)}
      path="/about"
      keywords={t.keywords}
      organization
      crumb={nav.about}
    />
  )
}

export const query = graphql`
  query AboutPage($lang: String!) {
    texts: aboutPageJson(fields: { lang: { eq: $lang } }) {
      hero {
        eyebrow
        title
      }
      seo {
        description
      }
      whoWeAre {
        title
        text
      }
      ourStory {
        title
        text
      }
      capabilities {
        ...SectionTextFields
      }
      callToAction {
        ...CallToActionTextFields
      }
    }
    allServicesJson(filter: { fields: { lang: { eq: $lang } } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
  }
`

const Story = styled(Container)`
  display: grid;
  gap: 3rem;
  padding-top: 4rem;
  padding-bottom: 4rem;
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
  }
  ${mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`

export const Head = withPageLang(PageHead)
