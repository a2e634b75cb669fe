/**
 * A looping, muted background video (docs/architecture.md §4, "The hero's video"): made by the
 * page's own code rather than rendered by React, and with its media events kept from the app's root
 * element. React listens, on that root, to every media event of the page in its capture phase (for
 * components that handle one), and to each media event of every `<video>` it renders once more on
 * the element itself; each runs React's event dispatch: about twenty while a video starts, then four
 * `timeupdate`s a second for as long as it plays, though nothing handles one.
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

export function createBackgroundVideo(doc: Document, video: BackgroundVideo): HTMLVideoElement {
  const element = doc.createElement("video")
  element.className = video.className
  for (const name of ["autoplay", "muted", "loop", "playsinline"]) element.setAttribute(name, "")
  // The attribute is only the default: the autoplay rules of phones ask for the element's own state.
  element.muted = true
  element.setAttribute("preload", "auto")
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

/** The events a media element fires (HTML's list; React's root listens to each of them). */
export const MEDIA_EVENTS = [
  "abort",
  "canplay",
  "canplaythrough",
  "durationchange",
  "emptied",
  "encrypted",
  "ended",
  "error",
  "loadeddata",
  "loadedmetadata",
  "loadstart",
  "pause",
  "play",
  "playing",
  "progress",
  "ratechange",
  "resize",
  "seeked",
  "seeking",
  "stalled",
  "suspend",
  "timeupdate",
  "volumechange",
  "waiting",
] as const

/**
 * Stops the media events of `video` (and of its sources) at the window, in their capture phase,
 * before they travel down to the app's root element. Nothing else can then listen to them either,
 * which a background video does not need; playing is the browser's work and goes on. Returns the
 * function that undoes it.
 */
export function keepMediaEventsToItself(win: Window, video: HTMLVideoElement): () => void {
  const stop = (event: Event) => {
    const target = event.target
    if (target === video || (target instanceof HTMLSourceElement && target.parentNode === video)) {
      event.stopPropagation()
    }
  }
  for (const type of MEDIA_EVENTS) win.addEventListener(type, stop, true)
  return () => {
    for (const type of MEDIA_EVENTS) win.removeEventListener(type, stop, true)
  }
}
