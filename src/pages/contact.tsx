import { useStrings, withPageLang } from "../hooks/use-lang"
import { graphql, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { ConnectDetails } from "../components/contact/ConnectDetails"
import { ContactForm } from "../components/forms/ContactForm"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { pageTexts } from "../lib/content/page-texts"
import { FORMS } from "../lib/enquiry/words"
import { LAYOUT } from "../lib/i18n/ui/layout"
import { mq, theme } from "../styles/theme"
import { SearchFacts } from "../components/search/SearchFacts"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const texts = pageTexts(data.texts, "contact-page.json")
  const { fill, heading } = usePageText()
  const t = useStrings(FORMS).contactPage
  return (
    <>
      <SearchFacts kind="page" />
      <PageHero {...heading(texts.hero)} />
      <Columns>
        <ConnectDetails intro={fill(texts.connectIntro)} />
        <FormCard>
          <h2 id="message-title">{t.formTitle}</h2>
          <ContactForm />
        </FormCard>
      </Columns>
    </>
  )
}

function PageHead() {
  const company = useCompany()
  const t = useStrings(FORMS).contactPage
  const nav = useStrings(LAYOUT).nav
  return (
    <Seo
      title={t.title(company.name)}
      description={t.description(company.name, company.address.locality, company.workingHours)}
      path="/contact"
      organization
      crumb={nav.contact}
    />
  )
}

export const query = graphql`
  query ContactPage($lang: String!) {
    texts: contactPageJson(fields: { lang: { eq: $lang } }) {
      hero {
        ...PageHeroTextFields
      }
      connectIntro
    }
  }
`

const Columns = styled(Container)`
  display: grid;
  gap: 3rem;
  padding-top: 3.5rem;
  padding-bottom: 4.5rem;
  ${mq.lg} {
    grid-template-columns: 0.9fr 1.1fr;
    gap: 4rem;
  }
`

const FormCard = styled.div`
  padding: 2rem 1.5rem;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.md};
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
  }
  ${mq.md} {
    padding: 2.5rem;
  }
`

export const Head = withPageLang(PageHead)
