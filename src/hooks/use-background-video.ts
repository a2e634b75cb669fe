import { type RefObject, useEffect } from "react"
import {
  type BackgroundVideo,
  createBackgroundVideo,
  discardBackgroundVideo,
  startBackgroundVideo,
} from "../lib/first-visit/background-video"
import { prefersReducedMotion } from "../lib/browser/scroll"
import { afterSplash } from "../lib/first-visit/splash"

interface Connection {
  saveData?: boolean
}

/** A background video plays only for visitors who have not asked for less motion or less data. */
function mayPlay(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return !prefersReducedMotion() && connection?.saveData !== true
}

/**
 * Adds a looping, muted background video to `box` after load, over the picture already there
 * (src/lib/first-visit/background-video.ts): its poster is the file that picture shows (`currentSrc`, the file
 * its sources chose), or `video.poster` before one is chosen. It starts playing once the first-visit
 * splash has gone (at once when none shows): beneath the splash nobody sees it, and its download
 * and decoding would share a phone's first seconds with the page's own files and scripts. The box's
 * own React children must stay the same, or React would place a new one after the video. `video`
 * is a constant (the effect runs again when it changes). Leaving the page takes the video out and
 * ends its download.
 */
export function useBackgroundVideo(
  box: RefObject<HTMLElement>,
  picture: RefObject<HTMLImageElement>,
  video: BackgroundVideo,
): void {
  useEffect(() => {
    const element = box.current
    if (element === null || !mayPlay()) return undefined
    const player = createBackgroundVideo(document, {
      ...video,
      poster: picture.current?.currentSrc || video.poster,
    })
    element.append(player)
    const cancelStart = afterSplash(window, () => startBackgroundVideo(player))
    return () => {
      cancelStart()
      discardBackgroundVideo(player)
    }
  }, [box, picture, video])
}
