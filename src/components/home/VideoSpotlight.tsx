import { useState } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { GridList, columnsFrom, bareList } from "../ui/CardGrid"
import { ON_HOME } from "../../lib/constants"
import { projectPath } from "../../lib/slug"
import { mq, shade, theme } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { Icon } from "../ui/Icon"
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

/** Poster frame of a video: the same path with .jpg (generated beside each .mp4). */
export const posterFor = (url: string): string => url.replace(/\.(mp4|webm)$/i, ".jpg")

/** Up to three project videos; nothing is downloaded until the visitor presses play. */
export function VideoSpotlight({ videos }: { videos: readonly ProjectVideo[] }) {
  return (
    <Grid>
      {videos.slice(0, ON_HOME.videos).map((video) => (
        <Card key={video.id}>
          <VideoFrame video={video} />
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
              View project <Icon name="arrowRight" size={16} />
            </SiteLink>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}

function VideoFrame({ video }: { video: ProjectVideo }) {
  const [playing, setPlaying] = useState(false)
  const isFile = /\.(mp4|webm)$/i.test(video.embedUrl)
  if (playing) {
    return (
      <Frame>
        {isFile ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the project films have no speech to caption
          <video
            src={video.embedUrl}
            poster={posterFor(video.embedUrl)}
            controls
            autoPlay
            playsInline
            aria-label={video.title}
          />
        ) : (
          <iframe
            src={video.embedUrl}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        )}
      </Frame>
    )
  }
  return (
    <Frame>
      {isFile ? (
        <img src={posterFor(video.embedUrl)} alt="" width={960} height={540} loading="lazy" decoding="async" />
      ) : null}
      <Play type="button" onClick={() => setPlaying(true)}>
        <span aria-hidden="true">▶</span>
        <span className="visually-hidden">Play video: {video.title}</span>
      </Play>
    </Frame>
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

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.primaryDark};
  img,
  video,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border: 0;
  }
`

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: ${shade(0.25)};
  color: ${theme.colors.white};
  font-size: 1.6rem;
  cursor: pointer;
  span[aria-hidden] {
    ${iconBox("68px", "50%")}
    padding-left: 6px;
    background: ${theme.colors.accent};
    box-shadow: ${theme.shadows.lg};
  }
  &:hover span[aria-hidden] {
    transform: scale(1.06);
  }
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
    font-weight: 700;
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
    font-weight: 700;
  }
`

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: 0.35rem;
`
