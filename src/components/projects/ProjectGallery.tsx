import { forwardRef, type KeyboardEvent, useRef } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { theme } from "../../styles/theme"
import { Picture } from "../ui/Picture"
import { pictureBox } from "../ui/Card"
import { GridList } from "../ui/CardGrid"

export interface GalleryImage {
  image: IGatsbyImageData | null
  thumb: IGatsbyImageData | null
  alt: string
  /** Said under the picture when it is not one of the gallery's own (a progress update's photo). */
  caption?: string
}

interface GalleryProps {
  /** The gallery's own pictures, each with a thumbnail. */
  images: readonly GalleryImage[]
  /** Pictures the page opens in the viewer from elsewhere (progress updates' photos), after the own ones. */
  more?: readonly GalleryImage[]
  /** The picture shown: an index into `images`, then `more`. */
  current: number
  onShow: (index: number) => void
}

/**
 * The main image and its thumbnails; a thumbnail (click, Enter or Space) shows its image, arrows
 * move along. The page holds which picture is shown, so a progress update's photo opens here too.
 */
export const ProjectGallery = forwardRef<HTMLDivElement, GalleryProps>(function ProjectGallery(
  { images, more = [], current, onShow },
  mainRef,
) {
  const t = useStrings(PROJECTS)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const shown = current < images.length ? images[current] : more[current - images.length]

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + images.length) % images.length
    thumbs.current[next]?.focus()
  }

  return (
    <div>
      <Main data-testid="gallery-main" data-index={current} ref={mainRef} tabIndex={-1}>
        {shown?.image ? (
          <Picture key={current} image={shown.image} alt={shown.alt} loading="eager" priority={current === 0} />
        ) : null}
      </Main>
      {shown?.caption ? <Caption>{shown.caption}</Caption> : null}
      <Thumbs aria-label={t.images}>
        {images.map((img, i) => (
          <li key={i}>
            <Thumb
              ref={(el) => {
                thumbs.current[i] = el
              }}
              type="button"
              aria-label={t.showImage(i + 1, images.length, img.alt)}
              aria-pressed={i === current}
              onClick={() => onShow(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {img.thumb ? <Picture image={img.thumb} alt="" /> : null}
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </div>
  )
})

const Main = styled.div`
  ${pictureBox("16 / 10", theme.radii.lg)}
  scroll-margin-top: 6rem;
`

const Caption = styled.p`
  margin: 0.5rem 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

const Thumbs = styled(GridList)`
  grid-template-columns: repeat(4, 1fr);
  gap: 0.75rem;
  margin-top: 0.75rem;
`

const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  padding: 0;
  overflow: hidden;
  border: 3px solid transparent;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.sand};
  cursor: pointer;
  opacity: 0.75;
  &[aria-pressed="true"] {
    border-color: ${theme.colors.accent};
    opacity: 1;
  }
  &:hover {
    opacity: 1;
  }
`
