import { createBackgroundVideo, startBackgroundVideo } from "../../src/lib/first-visit/background-video"

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
  it("makes a muted, looping, inline video with the poster it is given, idle until started", () => {
    const video = createBackgroundVideo(document, hero)
    expect(video.tagName).toBe("VIDEO")
    for (const name of ["muted", "loop", "playsinline"]) expect(video.hasAttribute(name)).toBe(true)
    expect(video.muted).toBe(true)
    // Idle: it fetches nothing and does not start by itself.
    expect(video.getAttribute("preload")).toBe("none")
    expect(video.hasAttribute("autoplay")).toBe(false)
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

describe("startBackgroundVideo", () => {
  it("lets the video load and plays it, and leaves autoplay on should the browser refuse play() now", async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    try {
      const video = createBackgroundVideo(document, hero)
      const play = jest
        .spyOn(video, "play")
        .mockImplementation(() => Promise.reject(new DOMException("power saving", "NotAllowedError")))
      startBackgroundVideo(video)
      expect(play).toHaveBeenCalledTimes(1)
      expect(video.getAttribute("preload")).toBe("auto")
      expect(video.hasAttribute("autoplay")).toBe(true)
      // The refusal is handled: Node reports a rejection nobody handled after the microtasks have run.
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).toEqual([])
    } finally {
      process.off("unhandledRejection", onUnhandled)
    }
  })
})
