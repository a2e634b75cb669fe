import React, { useEffect, useState } from "react"
import styled from "styled-components"
import { prefersReducedMotion } from "../../lib/scroll"

interface Connection {
  saveData?: boolean
}

/** The video is added only after load, and never for reduced motion or Save-Data visitors. */
function shouldPlayVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return !prefersReducedMotion() && connection?.saveData !== true
}

/** Background of the hero: the poster paints at once; the looping muted video replaces it when allowed. */
export function HeroVideo({ poster, mp4, webm }: { poster: string; mp4: string; webm: string }) {
  const [play, setPlay] = useState(false)
  useEffect(() => setPlay(shouldPlayVideo()), [])

  return (
    <Media aria-hidden="true">
      <Poster src={poster} alt="" width={1280} height={720} fetchPriority="high" decoding="async" />
      {play ? (
        <Video autoPlay muted loop playsInline poster={poster} preload="auto" data-testid="hero-video">
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </Video>
      ) : null}
    </Media>
  )
}

const Media = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryDark};
`

const cover = `
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

const Poster = styled.img`${cover}`
const Video = styled.video`${cover}`
