import { useStrings, withPageLang } from "../hooks/use-lang"
import { PAGES } from "../lib/i18n/ui/pages"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { Seo } from "../components/seo/Seo"
import { ServiceCardGrid } from "../components/services/ServiceCard"
import { CallToAction } from "../components/ui/CallToAction"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { pageTexts } from "../lib/content/page-texts"
import { servicePath } from "../lib/listing/slug"
import { absoluteUrl } from "../lib/content/structured-data"
import { SearchFacts } from "../components/search/SearchFacts"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const texts = pageTexts(data.texts, "services-page.json")
  const { heading } = usePageText()
  const t = useStrings(PAGES).services
  return (
    <>
      <SearchFacts kind="page" />
      <PageHero {...heading(texts.hero)} />
      <Grid>
        <ServiceCardGrid services={data.allServicesJson.nodes} headingLevel="h2" firstOnScreen />
      </Grid>
      <CallToAction texts={texts.callToAction} to="/contact" label={t.startConversation} />
    </>
  )
}

function PageHead({ data }: HeadProps<Queries.ServicesPageQuery>) {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  const { fill } = usePageText()
  const nodes = data.allServicesJson.nodes
  const t = useStrings(PAGES).services
  return (
    <Seo
      title={t.title(company.name)}
      description={fill(pageTexts(data.texts, "services-page.json").seo.description)}
      path="/services"
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: nodes.map((s, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: s.title,
          url: absoluteUrl(siteUrl, servicePath(s.slug)),
        })),
      }}
    />
  )
}

export const query = graphql`
  query ServicesPage($lang: String!) {
    texts: servicesPageJson(fields: { lang: { eq: $lang } }) {
      ...ListingPageTextsFields
    }
    allServicesJson(filter: { fields: { lang: { eq: $lang } } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
  }
`

const Grid = styled(Container)`
  padding-top: 4rem;
  padding-bottom: 4rem;
`

export const Head = withPageLang(PageHead)
