import { withPageLang } from "../../hooks/use-lang"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { styled } from "@linaria/react"
import { FactList, ProjectPageFrame } from "../../components/projects/ProjectPageParts"
import { type ProjectCardProps, projectCardProps } from "../../components/projects/ProjectCard"
import { SimilarProjectsCarousel } from "../../components/projects/SimilarProjectsCarousel"
import { Seo } from "../../components/seo/Seo"
import { Badge, statusBadgeVariant } from "../../components/ui/Badge"
import { ButtonLink } from "../../components/ui/Button"
import { Icon } from "../../components/ui/Icon"
import { useCompany } from "../../hooks/use-company"
import { projectPath } from "../../lib/listing/slug"
import { Picture } from "../../components/ui/Picture"
import { mq, theme } from "../../styles/theme"
import { columnsFrom, GridList } from "../../components/ui/CardGrid"
import { caps } from "../../components/ui/caps"
import { pictureBox, whiteCard } from "../../components/ui/Card"

/** How many projects the template's 'Similar Projects' swiper shows (docs/behaviour.md §2). */
export const TEMPLATE_SIMILAR_COUNT = 8

const yearOf = (date: string | null) => /\d{4}/.exec(date ?? "")?.[0] ?? ""

/**
 * /project/projectpage: the project layout shown as a template, filled with one completed project
 * that has a video, and a swiper of eight others. Kept out of the sitemap and marked noindex
 * (docs/behaviour.md §2): the real project pages are /projects/<slug>.
 */
export default function ProjectTemplatePage({ data }: PageProps<Queries.ProjectTemplatePageQuery>) {
  const project = data.featured
  if (!project) return null
  const similar: ProjectCardProps[] = data.others.nodes
    .filter((p) => p.slug !== project.slug)
    .slice(0, TEMPLATE_SIMILAR_COUNT)
    .map(projectCardProps)
  const [cover, ...gallery] = project.images
  const facts: [string, string][] = [
    ["Date", project.completionDate ?? ""],
    ["Client", project.client ?? ""],
    ["Project Type", project.type],
    ["Location", project.location],
    ["Year", yearOf(project.completionDate)],
  ]
  return (
    <ProjectPageFrame>
      <Title>
        <p>Project Overview</p>
        <h1>{project.name}</h1>
        <Badge variant={statusBadgeVariant(project.status)}>{project.status}</Badge>
      </Title>
      <Overview>
        <Cover>
          {cover?.src.childImageSharp ? (
            <Picture image={cover.src.childImageSharp.cardImageData} alt={cover.alt} loading="eager" />
          ) : null}
        </Cover>
        <Facts aria-label="Project facts">
          <FactList facts={facts} />
          {project.videoUrl ? (
            // The project's own video file, not a video site: a play icon, not a video site's logo.
            <VideoLink href={project.videoUrl} target="_blank" rel="noopener">
              <Icon name="play" size={20} /> Watch the project video
            </VideoLink>
          ) : null}
          <ButtonLink to={projectPath(project.slug)} variant="default">
            Read the Full Case Study
          </ButtonLink>
        </Facts>
      </Overview>
      <Summary>{project.summary}</Summary>
      {gallery.length > 0 ? (
        <Gallery aria-label="Project images">
          {gallery.map((img) =>
            img.src.childImageSharp ? (
              <li key={img.alt}>
                <Picture image={img.src.childImageSharp.cardImageData} alt={img.alt} />
              </li>
            ) : null,
          )}
        </Gallery>
      ) : null}
      <Similar aria-labelledby="similar-projects">
        <h2 id="similar-projects">Similar Projects</h2>
        <SimilarProjectsCarousel projects={similar} label="Similar projects" />
      </Similar>
    </ProjectPageFrame>
  )
}

function PageHead({ data }: HeadProps<Queries.ProjectTemplatePageQuery>) {
  const company = useCompany()
  return (
    <Seo
      title={`Project Overview | ${company.name}`}
      description={data.featured?.summary ?? `A project by ${company.name}.`}
      path="/project/projectpage"
      noindex
    />
  )
}

export const query = graphql`
  query ProjectTemplatePage {
    featured: projectsJson(status: { eq: "Completed" }, videoUrl: { ne: null }, fields: { lang: { eq: "en" } }) {
      ...ProjectOverviewFields
      images {
        alt
        src {
          ...ProjectCardImage
        }
      }
    }
    others: allProjectsJson(filter: { fields: { lang: { eq: "en" } } }, sort: { jsonId: ASC }, limit: 9) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`

const Title = styled.header`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  margin: 1.25rem 0 2rem;
  p {
    margin: 0;
    color: ${theme.colors.accentDark};
    ${caps(theme.fontSizes.sm, "0.08em")}
  }
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes["4xl"]};
  }
`

const Overview = styled.div`
  display: grid;
  gap: 2rem;
  ${mq.lg} {
    grid-template-columns: 1.6fr 1fr;
    align-items: start;
  }
`

const Cover = styled.div`
  ${pictureBox("3 / 2", theme.radii.lg)}
`

const Facts = styled.section`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding: 1.75rem;
  ${whiteCard}
  dl {
    display: grid;
    gap: 0.9rem;
    margin: 0;
    width: 100%;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding-bottom: 0.9rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  dt {
    font-weight: ${theme.fontWeights.strong};
  }
  dd {
    margin: 0;
    text-align: right;
    color: ${theme.colors.muted};
  }
`

const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: ${theme.fontWeights.strong};
`

const Summary = styled.p`
  max-width: 70ch;
  margin: 2rem 0;
  font-size: ${theme.fontSizes.lg};
`

const Gallery = styled(GridList)`
  gap: 1rem;
  margin-bottom: 3.5rem;
  ${columnsFrom(mq.md, 3)}
  li {
    ${pictureBox("3 / 2", theme.radii.md)}
  }
`

const Similar = styled.section`
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
    margin-bottom: 1.5rem;
  }
`

export const Head = withPageLang(PageHead)
