import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { GridList, columnsFrom, bareList } from "../ui/CardGrid"
import { ON_HOME } from "../../lib/constants"
import { projectPath } from "../../lib/listing/slug"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { PosterVideo } from "../ui/PosterVideo"
import { whiteCard } from "../ui/Card"

export interface ProjectVideo {
  id: number
  embedUrl: string
  title: string
  projectTitle: string
  location: string
  briefDescription: string | null
  projectSlug: string
  tags: readonly string[]
}

/** Up to three project videos; nothing is downloaded until the visitor presses play. */
export function VideoSpotlight({ videos }: { videos: readonly ProjectVideo[] }) {
  const t = useStrings(PAGES).home
  return (
    <Grid>
      {videos.slice(0, ON_HOME.videos).map((video) => (
        <Card key={video.id}>
          <PosterVideo src={video.embedUrl} label={video.title} />
          <Body>
            <Tags>
              {video.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </Tags>
            <h3>{video.projectTitle}</h3>
            <Location>
              <Icon name="mapPin" size={16} /> {video.location}
            </Location>
            {video.briefDescription ? <p>{video.briefDescription}</p> : null}
            <SiteLink to={projectPath(video.projectSlug)}>
              {t.viewProject} <Icon name="arrowRight" size={16} />
            </SiteLink>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled(GridList)`
  gap: 1.75rem;
  ${columnsFrom(mq.lg, 3)}
`

const Card = styled.li`
  overflow: hidden;
  ${whiteCard}
`

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1.4rem;
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.accentDark};
    text-decoration: none;
  }
`

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  ${bareList}
  li {
    padding: 0.15rem 0.6rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primaryTint};
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.strong};
  }
`

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`
