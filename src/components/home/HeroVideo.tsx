import { useRef } from "react"
import { css } from "@linaria/core"
import { styled } from "@linaria/react"
import { useBackgroundVideo } from "../../hooks/use-background-video"
import type { BackgroundVideo } from "../../lib/first-visit/background-video"
import { FIRST_SCREEN_PICTURE } from "../../lib/first-visit/first-screen"
import { theme } from "../../styles/theme"

/**
 * The hero's poster, its first paint and the home page's largest one (LCP): WebP, and for phones
 * (a tall, narrow hero) only the middle of the wide scene, a sixth of the bytes. The JPEG is for
 * browsers without WebP and for link previews. The home page preloads the same files.
 */
export const HERO_POSTER = {
  jpeg: "/videos/hero-poster.jpg",
  webp: "/videos/hero-poster.webp",
  phoneWebp: "/videos/hero-poster-mobile.webp",
  phoneMedia: "(max-width: 767px)",
  wideMedia: "(min-width: 768px)",
} as const

/**
 * Background of the hero: the poster paints at once; the looping muted video is added over it after
 * load when the visitor allows motion and data (src/hooks/use-background-video.ts).
 */
export function HeroVideo() {
  const media = useRef<HTMLDivElement>(null)
  const poster = useRef<HTMLImageElement>(null)
  useBackgroundVideo(media, poster, HERO_VIDEO)

  return (
    // Its one React child stays the picture: the video is added after it (useBackgroundVideo).
    <Media ref={media} aria-hidden="true">
      <picture>
        <source media={HERO_POSTER.phoneMedia} type="image/webp" srcSet={HERO_POSTER.phoneWebp} />
        <source type="image/webp" srcSet={HERO_POSTER.webp} />
        <img
          className={coverClass}
          ref={poster}
          src={HERO_POSTER.jpeg}
          alt=""
          width={1920}
          height={720}
          {...FIRST_SCREEN_PICTURE}
          // Decoded with the frame it arrives for (no decoding="async"): the largest paint is then
          // painted in the first frame after it has loaded, and the app's scripts, which start once
          // it is painted (src/lib/first-visit/app-scripts.ts), are not held a frame longer (docs/architecture.md §4).
          decoding="sync"
        />
      </picture>
    </Media>
  )
}

const Media = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: ${theme.colors.primaryDark};
`

// One class for the poster and the video over it. A class on a plain <img>, not a styled one:
// styled components pass on only the attributes they know, and `elementtiming` is not one of them.
const coverClass = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

/** The hero's looping video: WebM first, MP4 for Safari and iOS. */
const HERO_VIDEO: BackgroundVideo = {
  sources: [
    { src: "/videos/hero.webm", type: "video/webm" },
    { src: "/videos/hero.mp4", type: "video/mp4" },
  ],
  // Only until the picture has chosen its file: the video's poster is the file the picture shows
  // (phone crop, WebP or JPEG), so the first video frame (same box, same picture) is not a new,
  // later "largest paint" that would hold the page's LCP to the video.
  poster: HERO_POSTER.jpeg,
  className: coverClass,
  testId: "hero-video",
}
