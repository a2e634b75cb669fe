import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { Seo } from "../components/seo/Seo"
import { ServiceCard } from "../components/services/ServiceCard"
import { ButtonLink } from "../components/ui/Button"
import { CallToAction } from "../components/ui/CallToAction"
import { CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { PageHero } from "../components/ui/PageHero"
import { Section } from "../components/ui/Section"
import { useCompany } from "../hooks/use-company"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { servicePath } from "../lib/slug"
import { breadcrumbLd, organizationLd } from "../lib/structured-data"
import { theme } from "../styles/theme"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const company = useCompany()
  return (
    <>
      <PageHero
        eyebrow={`About ${company.shortName}`}
        title="Engineers and builders for Kerala's homes and institutions"
        intro={company.description}
      >
        <ButtonLink to="/services" variant="secondary" size="lg">
          Our Services
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" size="lg" className="on-dark">
          Contact Us
        </ButtonLink>
      </PageHero>
      <Story>
        <section aria-labelledby="who-we-are">
          <h2 id="who-we-are">Who We Are</h2>
          <p>
            {company.name} is a design and construction company based in {company.address.locality}. Our architects,
            structural and MEP engineers, project managers and site teams work as one company, so a project moves from
            first sketch to occupancy certificate without changing hands.
          </p>
          <p>
            We build homes, housing, schools, health buildings, offices and hospitality projects across Kerala, and we
            take both government and private contracts. Every project has a named project manager and an engineer on
            site, and every stage is inspected and recorded.
          </p>
        </section>
        <section aria-labelledby="our-story">
          <h2 id="our-story">Our Story</h2>
          <p>
            We started building in {company.foundedYear} with a simple question: how can Kerala build better homes,
            faster, with less sand, cement and water? Research into new building systems led us to GFRG — glass fibre
            reinforced gypsum panels — which save 15 to 25 percent of cost and 30 to 50 percent of construction time for
            buildings up to G+3.
          </p>
          <p>
            Research-driven innovation is still how we work. We test materials, learn from every site and write down
            what works, and we combine new systems with what Kerala's traditional architecture has always known about
            sun, rain and air.
          </p>
        </section>
      </Story>
      <Section
        id="capabilities"
        tone="sand"
        eyebrow="What we do"
        title="Core Capabilities"
        action={<ButtonLink to="/services">Explore All Services</ButtonLink>}
      >
        <CardGrid>
          {data.allServicesJson.nodes.map((s) => (
            <li key={s.slug}>
              <ServiceCard
                title={s.title}
                description={s.description}
                icon={s.icon}
                to={servicePath(s.slug)}
                image={s.heroImage.childImageSharp?.gatsbyImageData ?? null}
                imageAlt={s.heroImageAlt}
              />
            </li>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title="Let's Build the Future Together"
        text="Bring us your plot, your plans or just an idea. We will help you turn it into a building you are proud of."
        to="/contact"
        label="Request Consultation"
      />
    </>
  )
}

export const Head: HeadFC = () => <AboutHead />

function AboutHead() {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  return (
    <Seo
      title={`About Us | ${company.name}`}
      description={`${company.name}: architects, engineers and builders in Kerala since ${company.foundedYear}. GFRG pioneers for government and private clients.`}
      path="/about"
      keywords={[
        "construction company Kerala",
        "GFRG builders",
        "architects Kochi",
        "structural engineers Kerala",
        "turnkey construction",
      ]}
      jsonLd={[
        organizationLd(company, siteUrl),
        breadcrumbLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "About", path: "/about" },
        ]),
      ]}
    />
  )
}

export const query = graphql`
  query AboutPage {
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        icon
        heroImageAlt
        heroImage {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
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
  @media (min-width: ${theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 1fr;
  }
`
