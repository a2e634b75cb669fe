import { createBackgroundVideo, keepMediaEventsToItself, MEDIA_EVENTS } from "../../src/lib/background-video"

const hero = {
  sources: [
    { src: "/videos/hero.webm", type: "video/webm" },
    { src: "/videos/hero.mp4", type: "video/mp4" },
  ],
  poster: "/videos/hero-poster-mobile.webp",
  className: "cover",
  testId: "hero-video",
}

describe("createBackgroundVideo", () => {
  it("makes a muted, looping video that plays by itself, inline, with the poster it is given", () => {
    const video = createBackgroundVideo(document, hero)
    expect(video.tagName).toBe("VIDEO")
    for (const name of ["autoplay", "muted", "loop", "playsinline"]) expect(video.hasAttribute(name)).toBe(true)
    expect(video.muted).toBe(true)
    expect(video.getAttribute("preload")).toBe("auto")
    expect(video.getAttribute("poster")).toBe("/videos/hero-poster-mobile.webp")
    expect(video.className).toBe("cover")
    expect(video.getAttribute("data-testid")).toBe("hero-video")
    expect(video.hasAttribute("controls")).toBe(false)
  })

  it("offers the files in the order given, each with its type", () => {
    const sources = Array.from(createBackgroundVideo(document, hero).querySelectorAll("source"))
    expect(sources.map((s) => [s.getAttribute("src"), s.getAttribute("type")])).toEqual([
      ["/videos/hero.webm", "video/webm"],
      ["/videos/hero.mp4", "video/mp4"],
    ])
  })

  it("is not added to the document by itself, and has no test id unless given one", () => {
    const video = createBackgroundVideo(document, { ...hero, testId: undefined })
    expect(video.isConnected).toBe(false)
    expect(video.hasAttribute("data-testid")).toBe(false)
  })
})

describe("keepMediaEventsToItself", () => {
  it("stops the video's media events before they reach the app's root, until released", () => {
    const root = document.createElement("div")
    document.body.append(root)
    const video = createBackgroundVideo(document, hero)
    root.append(video)
    const atRoot: string[] = []
    const atWindow: string[] = []
    const onRoot = (event: Event) => atRoot.push(event.type)
    const onWindow = (event: Event) => atWindow.push(event.type)
    for (const type of MEDIA_EVENTS) {
      root.addEventListener(type, onRoot, true)
      window.addEventListener(type, onWindow, true)
    }
    const other = document.createElement("video")
    root.append(other)

    const release = keepMediaEventsToItself(window, video)
    video.dispatchEvent(new Event("timeupdate"))
    video.querySelector("source")?.dispatchEvent(new Event("error"))
    other.dispatchEvent(new Event("play"))
    expect(atWindow).toEqual(["timeupdate", "error", "play"])
    expect(atRoot).toEqual(["play"])

    release()
    video.dispatchEvent(new Event("timeupdate"))
    expect(atRoot).toEqual(["play", "timeupdate"])
    for (const type of MEDIA_EVENTS) window.removeEventListener(type, onWindow, true)
    root.remove()
  })
})
