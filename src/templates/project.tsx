import { useRef, useState } from "react"
import { useLang, useStrings, withPageLang } from "../hooks/use-lang"
import { PROJECTS } from "../lib/i18n/ui/projects"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { FactList, ProjectDescription, ProjectHeading, ProjectPageFrame } from "../components/projects/ProjectPageParts"
import type { ProjectPageContext } from "../gatsby/create-project-pages"
import { ProjectCard, projectCardProps } from "../components/projects/ProjectCard"
import { type GalleryImage, ProjectGallery } from "../components/projects/ProjectGallery"
import { ProgressTimeline, type TimelineUpdate } from "../components/projects/ProgressTimeline"
import { projectFeedPath } from "../lib/listing/progress"
import { scrollBehavior } from "../lib/browser/scroll"
import { formatLongDate } from "../lib/text/format"
import { Seo } from "../components/seo/Seo"
import { ButtonLink } from "../components/ui/Button"
import { CardGrid, columnsFrom } from "../components/ui/CardGrid"
import { Icon } from "../components/ui/Icon"
import { Panel, PanelColumn } from "../components/ui/Panel"
import { PosterVideo } from "../components/ui/PosterVideo"
import { useCompany } from "../hooks/use-company"
import { usePageText } from "../hooks/use-page-text"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { deferRender } from "../lib/first-visit/deferred-render"
import { formatArea } from "../lib/text/format"
import { pageTexts } from "../lib/content/page-texts"
import { projectPath } from "../lib/listing/slug"
import { absoluteUrl } from "../lib/content/structured-data"
import { mq, theme } from "../styles/theme"
import { caps } from "../components/ui/caps"
import { SearchFacts } from "../components/search/SearchFacts"

type Props = PageProps<Queries.ProjectPageQuery, ProjectPageContext>

export default function ProjectPage({ data, pageContext }: Props) {
  const { fill } = usePageText()
  const lang = useLang()
  const t = useStrings(PROJECTS)
  const [shown, setShown] = useState(0)
  const gallery = useRef<HTMLDivElement>(null)
  const project = data.project
  if (!project) return null
  const images: GalleryImage[] = project.images.map((img) => ({
    image: img.src.full?.gatsbyImageData ?? null,
    thumb: img.src.thumb?.gatsbyImageData ?? null,
    alt: img.alt,
  }))
  // The updates' photos open in the gallery after its own pictures (docs/behaviour.md §2, "Progress updates").
  const morePhotos: GalleryImage[] = []
  const updates: TimelineUpdate[] = (project.updates ?? []).map((update) => ({
    ...update,
    photos: update.photos.map((photo) => {
      morePhotos.push({
        image: photo.src.full?.gatsbyImageData ?? null,
        thumb: null,
        alt: photo.alt,
        caption: t.updatePhoto(formatLongDate(update.date, lang), update.title),
      })
      return {
        thumb: photo.src.thumb?.gatsbyImageData ?? null,
        alt: photo.alt,
        galleryIndex: images.length + morePhotos.length - 1,
      }
    }),
  }))
  const openPhoto = (index: number) => {
    setShown(index)
    gallery.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" })
    gallery.current?.focus({ preventScroll: true })
  }
  const texts = pageTexts(data.texts, "projects-page.json").projectPages
  const description = pageContext.description
  const details: [string, string][] = [
    [t.client, project.client ?? ""],
    [t.completionDate, project.completionDate ?? ""],
    [t.area, project.areaSqft ? formatArea(project.areaSqft, lang) : ""],
  ]
  return (
    <ProjectPageFrame>
      <ProjectHeading
        name={project.name}
        location={project.location}
        type={project.type}
        status={project.status}
        completion={project.completionDate}
        lastUpdate={project.lastUpdate}
      />
      <Layout>
        <Main>
          <ProjectGallery ref={gallery} images={images} more={morePhotos} current={shown} onShow={setShown} />
          <section aria-labelledby="description">
            <h2 id="description">{t.description}</h2>
            <ProjectDescription description={description} />
          </section>
          {updates.length > 0 ? (
            <ProgressTimeline
              slug={project.slug}
              completed={project.status === "Completed"}
              updates={updates}
              onOpenPhoto={openPhoto}
            />
          ) : null}
          {project.videoUrl ? (
            <section aria-labelledby="video">
              <h2 id="video">{t.video}</h2>
              <Video src={project.videoUrl} label={project.name} />
            </section>
          ) : null}
        </Main>
        <PanelColumn>
          <Card>
            <h2>{t.details}</h2>
            <FactList facts={details} />
          </Card>
          <Card>
            <h2>{t.keyFeatures}</h2>
            <ul>
              {project.keyFeatures.map((f) => (
                <li key={f}>
                  <Icon name="check" size={18} /> {f}
                </li>
              ))}
            </ul>
          </Card>
          <Card data-tone="dark" data-pagefind-ignore="all">
            <h2>{t.startYourProject}</h2>
            <p>{fill(texts.startYourProject)}</p>
            <ButtonLink to="/contact" variant="secondary">
              {t.getInTouch}
            </ButtonLink>
          </Card>
        </PanelColumn>
      </Layout>
      {data.similar.nodes.length > 0 ? (
        <Similar aria-labelledby="similar" data-pagefind-ignore="all" {...deferRender}>
          <h2 id="similar">{t.similar}</h2>
          <CardGrid>
            {data.similar.nodes.map((p) => (
              <li key={p.slug}>
                <ProjectCard {...projectCardProps(p)} />
              </li>
            ))}
          </CardGrid>
        </Similar>
      ) : null}
      <SearchFacts
        kind="project"
        thumbnail={project.images[0]?.src.thumb?.gatsbyImageData.images.fallback?.src}
        filters={{ type: [t.type(project.type)], status: [t.status(project.status)], location: [project.location] }}
      />
    </ProjectPageFrame>
  )
}

function PageHead({ data }: HeadProps<Queries.ProjectPageQuery, ProjectPageContext>) {
  const company = useCompany()
  const lang = useLang()
  const t = useStrings(PROJECTS)
  const { siteUrl } = useSiteMetadata()
  const project = data.project
  if (!project) return null
  const image = project.images[0]?.src.full?.gatsbyImageData.images.fallback?.src
  const path = projectPath(project.slug)
  return (
    <Seo
      title={`${project.name} | ${company.name}`}
      description={project.summary}
      path={path}
      image={image}
      imageAlt={project.images[0]?.alt}
      jsonLd={[
        {
          "@context": "https://schema.org",
          "@type": "CreativeWork",
          name: project.name,
          description: project.summary,
          image: image ? absoluteUrl(siteUrl, image) : undefined,
          locationCreated: {
            "@type": "Place",
            name: project.location,
            address: { "@type": "PostalAddress", addressRegion: "Kerala", addressCountry: "IN" },
          },
          creator: { "@type": "GeneralContractor", name: company.name, url: siteUrl },
          genre: t.type(project.type),
          url: absoluteUrl(siteUrl, path),
          dateModified: project.lastUpdate ?? undefined,
        },
      ]}
      trail={[{ name: t.projects, path: "/projects" }]}
      crumb={project.name}
    >
      {project.lastUpdate ? (
        // Feed readers find the project's updates from its page.
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t.feedOf(project.name)}
          href={projectFeedPath(project.slug, lang)}
        />
      ) : null}
    </Seo>
  )
}

export const query = graphql`
  query ProjectPage($slug: String!, $similar: [String!]!, $lang: String!) {
    texts: projectsPageJson(fields: { lang: { eq: $lang } }) {
      projectPages {
        startYourProject
      }
    }
    project: projectsJson(slug: { eq: $slug }, fields: { lang: { eq: $lang } }) {
      ...ProjectOverviewFields
      keyFeatures
      areaSqft
      lastUpdate
      updates {
        date(formatString: "YYYY-MM-DD")
        stage
        title
        text
        photos {
          alt
          src {
            full: childImageSharp {
              gatsbyImageData(width: 1100, aspectRatio: 1.6, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2])
            }
            thumb: childImageSharp {
              gatsbyImageData(width: 240, aspectRatio: 1.6, outputPixelDensities: [1, 2])
            }
          }
        }
      }
      images {
        alt
        src {
          # No copy narrower than min(width, 320): src/lib/first-visit/picture-sizes.ts.
          full: childImageSharp {
            gatsbyImageData(width: 1100, aspectRatio: 1.6, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2])
          }
          thumb: childImageSharp {
            gatsbyImageData(width: 240, aspectRatio: 1.6, outputPixelDensities: [1, 2])
          }
        }
      }
    }
    similar: allProjectsJson(
      filter: { slug: { in: $similar }, fields: { lang: { eq: $lang } } }
      sort: { jsonId: ASC }
    ) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  ${columnsFrom(mq.lg, "1fr 340px")}
`

const Main = styled.div`
  display: grid;
  gap: 2.5rem;
  align-content: start;
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`

const Video = styled(PosterVideo)`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
`

const Card = styled(Panel)`
  padding: 1.6rem;
  dl {
    margin: 0;
    display: grid;
    gap: 0.75rem;
  }
  dt {
    ${caps(theme.fontSizes.xs, "0.08em")}
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.ink};
  }
  ul {
    display: grid;
    gap: 0.6rem;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  li svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${theme.colors.primary};
  }
`

const Similar = styled.section`
  margin-top: 4rem;
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
    margin-bottom: 1.5rem;
  }
`

export const Head = withPageLang(PageHead)
