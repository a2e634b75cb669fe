import { useStrings, withPageLang } from "../hooks/use-lang"
import { PAGES } from "../lib/i18n/ui/pages"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { styled } from "@linaria/react"
import { Seo } from "../components/seo/Seo"
import { ButtonAnchor } from "../components/ui/Button"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { Section } from "../components/ui/Section"
import { TextCards } from "../components/ui/TextCards"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { mailHref } from "../lib/text/contact-links"
import { pageTexts } from "../lib/content/page-texts"
import { paragraphs } from "../lib/text/text"
import { theme } from "../styles/theme"
import { SearchFacts } from "../components/search/SearchFacts"

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const company = useCompany()
  const careers = pageTexts(data.careersJson, "careers.json")
  const { fill, heading } = usePageText()
  const t = useStrings(PAGES).careers
  return (
    <>
      <SearchFacts kind="page" />
      <PageHero {...heading(careers.hero)} />
      <Section id="perks" onFirstScreen title={fill(careers.perksTitle)}>
        <TextCards items={careers.perks} heading="h3" tone="white" />
      </Section>
      <Section id="values" tone="sand" title={fill(careers.valuesTitle)}>
        <TextCards items={careers.values} heading="h3" tone="white" />
      </Section>
      <Openings aria-labelledby="openings-title">
        <Container>
          <h2 id="openings-title">{fill(careers.openings.title)}</h2>
          {paragraphs(fill(careers.openings.status)).map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            {fill(careers.openings.invitation)}
            {t.meanwhile}
            <SiteLink to="/services">{t.whatWeDo}</SiteLink>
            {t.or}
            <SiteLink to="/contact">{t.contactUs}</SiteLink>
            {t.end}
          </p>
          <ButtonAnchor href={mailHref(company.careersEmail, t.mailSubject)} size="lg" variant="secondary">
            {t.submitResume}
          </ButtonAnchor>
        </Container>
      </Openings>
    </>
  )
}

function PageHead({ data }: HeadProps<Queries.CareersPageQuery>) {
  const company = useCompany()
  const { fill } = usePageText()
  const t = useStrings(PAGES).careers
  return (
    <Seo
      title={t.title(company.name)}
      description={fill(pageTexts(data.careersJson, "careers.json").seo.description)}
      path="/careers"
    />
  )
}

export const query = graphql`
  query CareersPage($lang: String!) {
    careersJson(fields: { lang: { eq: $lang } }) {
      hero {
        ...PageHeroTextFields
      }
      seo {
        description
      }
      perksTitle
      valuesTitle
      openings {
        title
        status
        invitation
      }
      perks {
        title
        description
      }
      values {
        title
        description
      }
    }
  }
`

const Openings = styled.section`
  padding: 4.5rem 0;
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
  }
  p {
    max-width: 60ch;
    margin-left: auto;
    margin-right: auto;
  }
`

export const Head = withPageLang(PageHead)
