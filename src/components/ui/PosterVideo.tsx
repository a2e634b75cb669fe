import { useState } from "react"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { shade, theme } from "../../styles/theme"
import { Icon } from "./Icon"
import { iconBox } from "./icon-box"

/** A video file of the site's own (any other address is an embed). */
const VIDEO_FILE = /\.(mp4|webm)$/i

/** Poster frame of a video: the same path with .jpg (generated beside each .mp4). */
const posterFor = (url: string): string => url.replace(VIDEO_FILE, ".jpg")

/** The player takes the focus when it appears in place of the play button (one stable ref callback). */
const focusOnArrival = (player: HTMLElement | null) => player?.focus()

/**
 * A project video (docs/behaviour.md §4, project videos): its poster and a play button until
 * pressed, then the playing video with its controls (a file of the site's own) or the embed (any
 * other address). Until then nothing of the video is loaded, and the browser builds no media
 * controls for it: those cost a page's first frame a stylesheet of their own and a document per
 * icon (docs/performance.md, the project video). The poster loads lazily, as pictures below the
 * first screen do. Once pressed, the focus moves to the video, so the keyboard stays where it was.
 */
export function PosterVideo({ src, label, className }: { src: string; label: string; className?: string }) {
  const [playing, setPlaying] = useState(false)
  const t = useStrings(PAGES).ui
  const file = VIDEO_FILE.test(src)
  if (playing) {
    return (
      <Frame className={className}>
        {file ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the project films have no speech to caption
          <video
            ref={focusOnArrival}
            src={src}
            poster={posterFor(src)}
            controls
            autoPlay
            playsInline
            aria-label={label}
          />
        ) : (
          <iframe
            ref={focusOnArrival}
            src={src}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        )}
      </Frame>
    )
  }
  return (
    <Frame className={className}>
      {file ? <img src={posterFor(src)} alt="" width={960} height={540} loading="lazy" decoding="async" /> : null}
      <Play type="button" onClick={() => setPlaying(true)}>
        <span aria-hidden="true">
          <Icon name="playTriangle" size={30} />
        </span>
        <span className="visually-hidden">{t.playVideo(label)}</span>
      </Play>
    </Frame>
  )
}

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
  cursor: pointer;
  span[aria-hidden] {
    ${iconBox("68px", "50%")}
    padding-left: 4px;
    background: ${theme.colors.accent};
    box-shadow: ${theme.shadows.lg};
  }
  &:hover span[aria-hidden] {
    transform: scale(1.06);
  }
`
