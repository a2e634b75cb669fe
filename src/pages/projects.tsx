import { useStrings, withPageLang } from "../hooks/use-lang"
import { PROJECTS } from "../lib/i18n/ui/projects"
import { useEffect, useRef, useState } from "react"
import { graphql, navigate, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { PhotoHero, PhotoShade } from "../components/ui/PhotoHero"
import { ProjectCard, projectCardProps } from "../components/projects/ProjectCard"
import { ProjectFilters } from "../components/projects/ProjectFilters"
import { Seo } from "../components/seo/Seo"
import { CallToAction } from "../components/ui/CallToAction"
import { CardGrid } from "../components/ui/CardGrid"
import { Container } from "../components/ui/Container"
import { PageButtons } from "../components/ui/PageButtons"
import { TextCards } from "../components/ui/TextCards"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { PROJECTS_SCROLL_OFFSET } from "../lib/constants"
import { pageTexts } from "../lib/content/page-texts"
import {
  filterProjects,
  pageOf,
  parseFilters,
  serializeFilters,
  totalPages,
  withFilter,
  type ProjectFilters as Filters,
} from "../lib/listing/projects"
import { scrollToElement } from "../lib/browser/scroll"
import { Picture } from "../components/ui/Picture"
import { mq, theme } from "../styles/theme"
import { caps } from "../components/ui/caps"
import { heroIntro, heroTitle } from "../components/ui/hero-text"
import { SearchFacts } from "../components/search/SearchFacts"

/** The showcase: filters and page live in the URL query, so a view can be shared and survives reload. */
export default function ProjectsPage({ data, location }: PageProps<Queries.ProjectsPageQuery>) {
  const t = useStrings(PROJECTS)
  // The static HTML shows the unfiltered first page; the URL query is applied after hydration.
  const [search, setSearch] = useState("")
  useEffect(() => setSearch(location.search), [location.search])
  const filters = parseFilters(search)
  const matching = filterProjects(data.projects.nodes, filters)
  const pages = totalPages(matching.length)
  const page = Math.min(filters.page, pages)
  const shown = pageOf(matching, page)
  const gridRef = useRef<HTMLDivElement>(null)
  const scrollToGrid = useRef(false)

  const go = (next: Filters) => void navigate(`/projects${serializeFilters(next)}`)

  useEffect(() => {
    if (scrollToGrid.current && gridRef.current) scrollToElement(gridRef.current, PROJECTS_SCROLL_OFFSET)
    scrollToGrid.current = false
  }, [page])

  const hero = data.projects.nodes[0]?.cover
  const texts = pageTexts(data.texts, "projects-page.json")
  const { fill } = usePageText()
  return (
    <>
      <SearchFacts kind="page" />
      <Hero>
        {hero?.src.childImageSharp ? (
          <Picture image={hero.src.childImageSharp.cardImageData} alt="" priority className="hero-image" />
        ) : null}
        <PhotoShade tone="listing" />
        <HeroText>
          <p>{fill(texts.hero.eyebrow)}</p>
          <h1>{fill(texts.hero.title)}</h1>
          <span>{fill(texts.hero.intro)}</span>
        </HeroText>
      </Hero>
      <Values>
        <TextCards items={data.values.nodes} heading="h2" tone="sand" />
      </Values>
      <Container>
        <ProjectFilters
          status={filters.status}
          sector={filters.sector}
          // From the URL itself: a choice made before the app started arrives before `search` holds it.
          onChoose={(choice) => go(withFilter(parseFilters(location.search), choice))}
        />
        <div ref={gridRef} id="projects-grid" aria-live="polite">
          {shown.length === 0 ? (
            <Empty>
              <p>{t.noMatch}</p>
              <p>{t.adjustFilters}</p>
            </Empty>
          ) : (
            <CardGrid>
              {shown.map((p) => (
                <li key={p.slug}>
                  <ProjectCard {...projectCardProps(p)} headingLevel="h2" />
                </li>
              ))}
            </CardGrid>
          )}
        </div>
        <PageButtons
          label={t.pages}
          page={page}
          total={pages}
          onPage={(n) => {
            if (n < 1 || n > pages) return
            scrollToGrid.current = true
            go({ ...filters, page: n })
          }}
        />
      </Container>
      <Spacer />
      <CallToAction texts={texts.callToAction} to="/contact" label={t.getInTouch} />
    </>
  )
}

function PageHead({ data }: HeadProps<Queries.ProjectsPageQuery>) {
  const company = useCompany()
  const { fill } = usePageText()
  const t = useStrings(PROJECTS)
  return (
    <Seo
      title={t.listTitle(company.name)}
      description={fill(pageTexts(data.texts, "projects-page.json").seo.description)}
      path="/projects"
    />
  )
}

export const query = graphql`
  query ProjectsPage($lang: String!) {
    texts: projectsPageJson(fields: { lang: { eq: $lang } }) {
      ...ListingPageTextsFields
    }
    projects: allProjectsJson(filter: { fields: { lang: { eq: $lang } } }, sort: { jsonId: ASC }) {
      nodes {
        ...ProjectCardFields
      }
    }
    values: allProjectValuesJson(filter: { fields: { lang: { eq: $lang } } }) {
      nodes {
        title
        description
      }
    }
  }
`

const Hero = styled(PhotoHero)`
  height: 50vh;
  min-height: 320px;
  ${mq.md} {
    height: 65vh;
  }
`

const HeroText = styled(Container)`
  padding-bottom: 3rem;
  p {
    margin: 0 0 0.5rem;
    color: ${theme.colors.onDarkAccent};
    ${caps(theme.fontSizes.sm, "0.14em")}
  }
  h1 {
    ${heroTitle}
  }
  span {
    display: block;
    max-width: 56ch;
    ${heroIntro}
  }
`

const Values = styled(Container)`
  margin: 3rem auto;
`

const Empty = styled.div`
  padding: 3rem 1rem;
  text-align: center;
  p:first-child {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes["2xl"]};
    color: ${theme.colors.ink};
  }
`

const Spacer = styled.div`
  height: 4rem;
`

export const Head = withPageLang(PageHead)
