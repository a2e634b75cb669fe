import { useStrings, withPageLang } from "../hooks/use-lang"
import { LAYOUT } from "../lib/i18n/ui/layout"
import { PAGES } from "../lib/i18n/ui/pages"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { styled } from "@linaria/react"
import { PhotoHero, PhotoShade } from "../components/ui/PhotoHero"
import { GridList, columnsFrom } from "../components/ui/CardGrid"
import type { ServicePageContext } from "../gatsby/create-service-pages"
import { Seo } from "../components/seo/Seo"
import { ServiceIcon } from "../components/services/ServiceIcon"
import { ButtonLink } from "../components/ui/Button"
import { CallToAction } from "../components/ui/CallToAction"
import { Container } from "../components/ui/Container"
import { Icon } from "../components/ui/Icon"
import { Panel, PanelColumn } from "../components/ui/Panel"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { pageTexts } from "../lib/content/page-texts"
import { paragraphs } from "../lib/text/text"
import { servicePath } from "../lib/listing/slug"
import { absoluteUrl } from "../lib/content/structured-data"
import { Picture } from "../components/ui/Picture"
import { mq, theme } from "../styles/theme"
import { heroIntro, heroTitle } from "../components/ui/hero-text"
import { iconBox } from "../components/ui/icon-box"
import { SearchFacts } from "../components/search/SearchFacts"

type Props = PageProps<Queries.ServicePageQuery, ServicePageContext>

export default function ServicePage({ data }: Props) {
  const { fill } = usePageText()
  const t = useStrings(PAGES).service
  const service = data.service
  if (!service) return null
  const texts = pageTexts(data.texts, "services-page.json").servicePages
  const others = data.others.nodes.filter((s) => s.slug !== service.slug)
  const image = service.heroImage.childImageSharp?.gatsbyImageData
  return (
    <>
      <Hero>
        {image ? <Picture image={image} alt={service.heroImageAlt} priority className="hero-image" /> : null}
        <PhotoShade tone="service" />
        <HeroText>
          <BackLink to="/services" data-pagefind-ignore="all">
            <Icon name="arrowLeft" size={18} /> {t.back}
          </BackLink>
          <IconBadge>
            <ServiceIcon icon={service.icon} size={30} />
          </IconBadge>
          <h1>{service.title}</h1>
          <p>{service.description}</p>
        </HeroText>
      </Hero>
      <Body>
        <Main>
          <section aria-labelledby="about-service">
            <h2 id="about-service">{t.about}</h2>
            {paragraphs(service.detailedDescription).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="key-features">
            <h2 id="key-features">{t.keyFeatures}</h2>
            <Checklist>
              {service.keyFeatures.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={20} />
                  <span>{feature}</span>
                </li>
              ))}
            </Checklist>
          </section>
          <section aria-labelledby="approach">
            <h2 id="approach">{t.approach}</h2>
            {paragraphs(service.process).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="why-us">
            <h2 id="why-us">{t.whyUs}</h2>
            {paragraphs(service.whyChoose).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        </Main>
        <Sidebar data-pagefind-ignore="all">
          <Panel data-tone="dark">
            <h2>{t.consultation}</h2>
            <p>{fill(texts.consultation)}</p>
            <ButtonLink to="/contact" variant="secondary">
              {t.consultation}
            </ButtonLink>
          </Panel>
          <OtherServices>
            <h2>{t.otherServices}</h2>
            <ul>
              {others.map((s) => (
                <li key={s.slug}>
                  <SiteLink to={servicePath(s.slug)}>
                    <ServiceIcon icon={s.icon} size={22} /> {s.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </OtherServices>
        </Sidebar>
      </Body>
      <SearchFacts kind="service" thumbnail={service.thumbnail.childImageSharp?.resize?.src} />
      <CallToAction texts={texts.callToAction} to="/contact" label={t.contactExperts} />
    </>
  )
}

function PageHead({ data, pageContext }: HeadProps<Queries.ServicePageQuery, ServicePageContext>) {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  const t = useStrings(PAGES).service
  const { nav } = useStrings(LAYOUT)
  const service = data.service
  if (!service) return null
  const image = service.heroImage.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={t.title(service.title, company.name)}
      description={service.metaDescription}
      path={pageContext.canonicalPath}
      image={image}
      imageAlt={service.heroImageAlt}
      jsonLd={[
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          description: service.metaDescription,
          serviceType: service.title,
          areaServed: { "@type": "State", name: "Kerala" },
          provider: { "@type": "GeneralContractor", name: company.name, url: siteUrl },
          url: absoluteUrl(siteUrl, pageContext.canonicalPath),
        },
      ]}
      trail={[{ name: nav.services, path: "/services" }]}
      crumb={service.title}
    />
  )
}

export const query = graphql`
  query ServicePage($slug: String!, $lang: String!) {
    texts: servicesPageJson(fields: { lang: { eq: $lang } }) {
      servicePages {
        consultation
        callToAction {
          ...CallToActionTextFields
        }
      }
    }
    service: servicesJson(slug: { eq: $slug }, fields: { lang: { eq: $lang } }) {
      slug
      title
      description
      icon
      heroImageAlt
      metaDescription
      detailedDescription
      keyFeatures
      process
      whyChoose
      heroImage {
        ...PhotoHeroImage
      }
      thumbnail: heroImage {
        ...SearchThumbnail
      }
    }
    others: allServicesJson(filter: { fields: { lang: { eq: $lang } } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        icon
      }
    }
  }
`

const Hero = styled(PhotoHero)`
  min-height: 420px;
`

const HeroText = styled(Container)`
  padding-top: 4rem;
  padding-bottom: 3rem;
  h1 {
    ${heroTitle}
    margin-top: 1rem;
  }
  p {
    max-width: 60ch;
    ${heroIntro}
    margin: 0;
  }
`

const BackLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const IconBadge = styled.span`
  ${iconBox("56px", "16px")}
  display: flex;
  margin-top: 1.5rem;
  background: ${theme.colors.accent};
`

const Body = styled(Container)`
  display: grid;
  gap: 3rem;
  padding-top: 3.5rem;
  padding-bottom: 4rem;
  ${columnsFrom(mq.lg, "1fr 340px")}
`

const Main = styled.div`
  display: grid;
  gap: 2.5rem;
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  p {
    max-width: 70ch;
  }
`

const Checklist = styled(GridList)`
  gap: 0.8rem;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    padding: 0.9rem 1rem;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.white};
    box-shadow: ${theme.shadows.sm};
  }
  svg {
    flex-shrink: 0;
    color: ${theme.colors.primary};
  }
`

const Sidebar = styled(PanelColumn)`
  ${mq.lg} {
    position: sticky;
    top: 96px;
  }
`

/** The list of other services: a row a service, each its icon and name. */
const OtherServices = styled(Panel)`
  li a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid ${theme.colors.border};
    color: ${theme.colors.ink};
    text-decoration: none;
    font-weight: ${theme.fontWeights.strong};
  }
  li a:hover {
    color: ${theme.colors.primary};
  }
`

export const Head = withPageLang(PageHead)
