/**
 * A looping, muted background video (docs/architecture.md §4, "The hero's video"): a plain element
 * made by the page's own code (src/hooks/use-background-video.ts), added after load over the picture
 * already there, with the file that picture shows as its poster, and started once the splash has gone.
 */
export interface BackgroundVideo {
  /** The files in the order the browser should try them. */
  sources: readonly { src: string; type: string }[]
  /** The picture shown until the first frame. */
  poster: string
  className: string
  /** `data-testid`, for the browser tests. */
  testId?: string
}

/**
 * The element, idle: it shows its poster and fetches nothing (`preload="none"`, no autoplay) until
 * startBackgroundVideo, so a page can have it in place before it is time to play.
 */
export function createBackgroundVideo(doc: Document, video: BackgroundVideo): HTMLVideoElement {
  const element = doc.createElement("video")
  element.className = video.className
  for (const name of ["muted", "loop", "playsinline"]) element.setAttribute(name, "")
  // The attribute is only the default: the autoplay rules of phones ask for the element's own state.
  element.muted = true
  element.setAttribute("preload", "none")
  element.setAttribute("poster", video.poster)
  if (video.testId !== undefined) element.setAttribute("data-testid", video.testId)
  for (const { src, type } of video.sources) {
    const source = doc.createElement("source")
    source.setAttribute("src", src)
    source.setAttribute("type", type)
    element.append(source)
  }
  return element
}

/**
 * Loads and plays a background video made by createBackgroundVideo. `autoplay` as well as play():
 * should the browser refuse play() now (a phone's power saving), it may still start the video
 * itself once it allows it.
 */
export function startBackgroundVideo(video: HTMLVideoElement): void {
  video.preload = "auto"
  video.autoplay = true
  // A refused play() rejects its promise (older browsers returned none).
  Promise.resolve(video.play()).catch(() => undefined)
}

/** Takes a background video out of the page and ends its download (a removed video keeps loading). */
export function discardBackgroundVideo(video: HTMLVideoElement): void {
  video.remove()
  video.pause()
  video.replaceChildren()
  video.load()
}
