import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useLang, useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { newestFirst, projectFeedPath, stageSteps, updateAnchor } from "../../lib/listing/progress"
import { formatLongDate } from "../../lib/text/format"
import { theme } from "../../styles/theme"
import { Badge } from "../ui/Badge"
import { GridList } from "../ui/CardGrid"
import { Picture } from "../ui/Picture"

export interface TimelinePhoto {
  thumb: IGatsbyImageData | null
  /** The picture's address where there is no image data: the editor's preview of a draft. */
  url?: string
  alt: string
  /** Where the photo sits in the page's gallery viewer (ProjectGallery's `images`); none in the editor's preview. */
  galleryIndex?: number
}

export interface TimelineUpdate {
  date: string
  stage: string
  title: string
  text: string
  photos: readonly TimelinePhoto[]
}

interface Props {
  slug: string
  completed: boolean
  updates: readonly TimelineUpdate[]
  /** Shows a photo in the gallery viewer; absent in the editor's preview, where photos are plain pictures. */
  onOpenPhoto?: (galleryIndex: number) => void
}

/**
 * A build's "Progress": the stages with where the build stands (the newest update's stage), then
 * every update newest first, each with its own link (#update-YYYY-MM-DD), its text and its photos,
 * which open in the page's gallery (docs/behaviour.md §2, "Progress updates").
 */
export function ProgressTimeline({ slug, completed, updates, onOpenPhoto }: Props) {
  const lang = useLang()
  const t = useStrings(PROJECTS)
  const ordered = newestFirst(updates)
  const steps = stageSteps(ordered[0]?.stage ?? null, completed)
  return (
    <section aria-labelledby="progress" data-progress="">
      <Head>
        <h2 id="progress">{t.progress}</h2>
        <a href={projectFeedPath(slug, lang)} type="application/atom+xml" data-pagefind-ignore="all">
          {t.followBuild}
        </a>
      </Head>
      <Stepper aria-label={t.stepper}>
        {steps.map(({ stage, state }) => (
          <li key={stage} data-state={state} aria-current={state === "now" ? "step" : undefined}>
            {t.stage(stage)} <span className="visually-hidden">({t.stepState(state)})</span>
          </li>
        ))}
      </Stepper>
      <Updates>
        {ordered.map((update) => {
          const date = formatLongDate(update.date, lang)
          return (
            <Update key={update.date} id={updateAnchor(update.date)}>
              <Meta>
                <a href={`#${updateAnchor(update.date)}`} aria-label={t.linkToUpdate(date)}>
                  <time dateTime={update.date}>{date}</time>
                </a>{" "}
                <Badge variant="outline">{t.stage(update.stage)}</Badge>
              </Meta>
              <h3>{update.title}</h3>
              {update.text.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              <Photos>
                {update.photos.map((photo, i) => (
                  <li key={i}>
                    {photo.thumb && onOpenPhoto && photo.galleryIndex !== undefined ? (
                      <button
                        type="button"
                        aria-label={t.openPhoto(i + 1, update.photos.length, photo.alt)}
                        onClick={() => onOpenPhoto(photo.galleryIndex as number)}
                      >
                        <Picture image={photo.thumb} alt="" />
                      </button>
                    ) : photo.url ? (
                      <img src={photo.url} alt={photo.alt} />
                    ) : null}
                  </li>
                ))}
              </Photos>
            </Update>
          )
        })}
      </Updates>
    </section>
  )
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  a {
    font-weight: ${theme.fontWeights.strong};
  }
`

const Stepper = styled.ol`
  list-style: none;
  margin: 1.25rem 0 2rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(5.25rem, 1fr));
  gap: 0.5rem;
  li {
    padding: 0.5rem 0.75rem;
    border-top: 4px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  li[data-state="done"] {
    border-top-color: ${theme.colors.primary};
    color: ${theme.colors.text};
  }
  li[data-state="now"] {
    border-top-color: ${theme.colors.accent};
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.strong};
  }
`

const Updates = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${theme.colors.border};
  display: grid;
  gap: 2rem;
`

const Update = styled.li`
  position: relative;
  /* Below the sticky header when its link is followed. */
  scroll-margin-top: 6rem;
  &::before {
    content: "";
    position: absolute;
    left: calc(-1.25rem - 7px);
    top: 0.35rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }
  &:target {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 0.5rem;
    border-radius: ${theme.radii.sm};
  }
  h3 {
    margin: 0.4rem 0 0.5rem;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0 0 0.75rem;
  }
`

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.muted};
    font-weight: ${theme.fontWeights.strong};
  }
`

const Photos = styled(GridList)`
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.75rem;
  button,
  li > img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    padding: 0;
    overflow: hidden;
    border: 0;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.sand};
    cursor: pointer;
  }
  li > img {
    object-fit: cover;
    height: auto;
  }
`
