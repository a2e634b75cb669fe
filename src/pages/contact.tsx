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
import { mq, theme } from "../styles/theme"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const texts = pageTexts(data.texts, "contact-page.json")
  const { fill, heading } = usePageText()
  return (
    <>
      <PageHero {...heading(texts.hero)} />
      <Columns>
        <ConnectDetails intro={fill(texts.connectIntro)} />
        <FormCard>
          <h2 id="message-title">Send Us a Message</h2>
          <ContactForm />
        </FormCard>
      </Columns>
    </>
  )
}

export function Head() {
  const company = useCompany()
  return (
    <Seo
      title={`Contact Us | ${company.name}`}
      description={`Call, e-mail or message ${company.name} in ${company.address.locality}, Kerala: GFRG homes, architecture, structural design, MEP and building permits. ${company.workingHours}.`}
      path="/contact"
      organization
      crumb="Contact"
    />
  )
}

export const query = graphql`
  query ContactPage {
    texts: contactPageJson {
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
