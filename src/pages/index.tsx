import { useStrings, withPageLang } from "../hooks/use-lang"
import { PAGES } from "../lib/i18n/ui/pages"
import { graphql, type PageProps } from "gatsby"
import { GfrgShowcase } from "../components/home/GfrgShowcase"
import { Hero } from "../components/home/Hero"
import { HERO_POSTER } from "../components/home/HeroVideo"
import { LatestBlogs } from "../components/home/LatestBlogs"
import { Leadership } from "../components/home/Leadership"
import { ShowcaseStrip } from "../components/home/ShowcaseStrip"
import { StageCarousel } from "../components/home/StageCarousel"
import { StatisticsBand } from "../components/home/StatisticsBand"
import { Testimonials } from "../components/home/Testimonials"
import { VideoSpotlight } from "../components/home/VideoSpotlight"
import { toHomeProps } from "../components/home/home-props"
import { ProjectCard } from "../components/projects/ProjectCard"
import { ServiceCardGrid } from "../components/services/ServiceCard"
import { Seo } from "../components/seo/Seo"
import { ButtonAnchor, ButtonLink } from "../components/ui/Button"
import { CardGrid } from "../components/ui/CardGrid"
import { Section } from "../components/ui/Section"
import { serviceAliasPath } from "../lib/listing/slug"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { pageTexts } from "../lib/content/page-texts"
import { SearchFacts } from "../components/search/SearchFacts"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const company = useCompany()
  const home = toHomeProps(data)
  const texts = pageTexts(data.texts, "home-page.json")
  const { heading } = usePageText()
  const t = useStrings(PAGES).home
  return (
    <>
      <SearchFacts kind="page" />
      <Hero intro={company.description} />

      <Section
        id="core-services"
        onFirstScreen
        {...heading(texts.coreServices)}
        action={<ButtonLink to="/services">{t.viewAllServices}</ButtonLink>}
      >
        <ServiceCardGrid services={home.services} pathOf={serviceAliasPath} />
      </Section>

      <Section id="gfrg" tone="dark" {...heading(texts.gfrg)}>
        <GfrgShowcase cards={home.gfrgCards} />
      </Section>

      <StatisticsBand stats={home.stats} />

      <Section id="stages" tone="sand" {...heading(texts.stages)}>
        <StageCarousel slides={home.stages} />
      </Section>

      <Section
        id="featured-projects"
        {...heading(texts.featuredProjects)}
        action={<ButtonLink to="/projects">{t.exploreAllProjects}</ButtonLink>}
      >
        <CardGrid>
          {home.featured.map((project) => (
            <li key={project.slug}>
              <ProjectCard {...project} />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="showcase" tone="sand" {...heading(texts.showcase)}>
        <ShowcaseStrip items={home.showcase} speed="normal" />
      </Section>

      <Section
        id="videos"
        {...heading(texts.videos)}
        action={
          <ButtonAnchor href={company.social.youtube} target="_blank" rel="noopener noreferrer" variant="outline">
            {t.videoChannel}
          </ButtonAnchor>
        }
      >
        <VideoSpotlight videos={home.videos} />
      </Section>

      <Section id="testimonials" tone="sand" {...heading(texts.testimonials)}>
        <Testimonials items={home.testimonials} />
      </Section>

      <Section id="leadership" {...heading(texts.leadership)}>
        <Leadership leaders={home.leaders} />
      </Section>

      <Section
        id="blogs"
        tone="sand"
        {...heading(texts.blogs)}
        action={<ButtonLink to="/blogs/category/all">{t.viewAllPosts}</ButtonLink>}
      >
        <LatestBlogs posts={home.posts} />
      </Section>
    </>
  )
}

function PageHead() {
  const company = useCompany()
  const t = useStrings(PAGES).home
  return (
    <Seo title={t.title(company.name)} description={company.description} path="/" image={HERO_POSTER.jpeg} organization>
      {[
        [HERO_POSTER.phoneWebp, HERO_POSTER.phoneMedia],
        [HERO_POSTER.webp, HERO_POSTER.wideMedia],
      ].map(([href, media]) => (
        <link key={href} rel="preload" as="image" type="image/webp" href={href} media={media} fetchPriority="high" />
      ))}
    </Seo>
  )
}

export const query = graphql`
  query HomePage($lang: String!) {
    texts: homePageJson(fields: { lang: { eq: $lang } }) {
      coreServices {
        ...SectionTextFields
      }
      gfrg {
        ...SectionTextFields
      }
      stages {
        ...SectionTextFields
      }
      featuredProjects {
        ...SectionTextFields
      }
      showcase {
        ...SectionTextFields
      }
      videos {
        ...SectionTextFields
      }
      testimonials {
        ...SectionTextFields
      }
      leadership {
        ...SectionTextFields
      }
      blogs {
        ...SectionTextFields
      }
    }
    services: allServicesJson(filter: { fields: { lang: { eq: $lang } } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCardFields
        showOnHome
      }
    }
    gfrgCards: allGfrgCardsJson(filter: { fields: { lang: { eq: $lang } } }) {
      nodes {
        title
        description
        icon
      }
    }
    stats: allStatisticsJson(filter: { fields: { lang: { eq: $lang } } }) {
      nodes {
        value
        suffix
        label
      }
    }
    stages: allCarouselJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        label
        alt
        src {
          childImageSharp {
            # No copy narrower than min(width, 320) here and below: src/lib/first-visit/picture-sizes.ts.
            gatsbyImageData(width: 960, aspectRatio: 1.5556, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2])
          }
        }
      }
    }
    featured: allProjectsJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }, limit: 6) {
      nodes {
        ...ProjectCardFields
      }
    }
    showcase: allProjectsJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        slug
        name
        cover {
          alt
          src {
            childImageSharp {
              gatsbyImageData(width: 300, aspectRatio: 1.3333, outputPixelDensities: [1, 2])
            }
          }
        }
      }
    }
    videos: allVideosJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        embedUrl
        title
        projectTitle
        location
        briefDescription
        projectSlug
        tags
      }
    }
    testimonials: allTestimonialsJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        name
        role
        text
      }
    }
    leaders: allLeadersJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        name
        role
        imageAlt
        profileLink
        imageUrl {
          childImageSharp {
            gatsbyImageData(width: 220, height: 220, outputPixelDensities: [1, 2])
          }
        }
      }
    }
    posts: allBlogPost(
      filter: { fields: { lang: { eq: $lang } } }
      sort: { frontmatter: { datePublished: DESC } }
      limit: 6
    ) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`

export const Head = withPageLang(PageHead)
