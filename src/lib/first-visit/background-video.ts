import { listen, unlistenAll } from "../browser/listen"

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

/**
 * The media events React's root listens to: react-dom 18's `mediaEventTypes` (HTML's media element
 * events and `encrypted`), to follow React's list when React is upgraded.
 */
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
 * before they travel down to the app's root element: no listener below the window (the document,
 * the root, the video itself) hears them; listeners on the window still do. Playing is the browser's
 * work and goes on. Returns the function that undoes it.
 */
export function keepMediaEventsToItself(win: Window, video: HTMLVideoElement): () => void {
  const stop = (event: Event) => {
    const target = event.target as Node | null
    if (target === video || target?.parentNode === video) event.stopPropagation()
  }
  // `encrypted` is not among the window's own events in the DOM types, but it passes the window too.
  return unlistenAll(MEDIA_EVENTS.map((type) => listen(win, type as keyof WindowEventMap, stop, true)))
}

/** Takes a background video out of the page and ends its download (a removed video keeps loading). */
export function discardBackgroundVideo(video: HTMLVideoElement): void {
  video.remove()
  video.pause()
  video.replaceChildren()
  video.load()
}
