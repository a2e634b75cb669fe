// The Node build of the server renderer: the browser build needs TextEncoder, which jsdom lacks.
import { renderToString } from "react-dom/server.node"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { StageCarousel } from "../../src/components/home/StageCarousel"
import { ShowcaseStrip } from "../../src/components/home/ShowcaseStrip"
import { StatisticsBand } from "../../src/components/home/StatisticsBand"
import { Testimonials } from "../../src/components/home/Testimonials"
import { VideoSpotlight } from "../../src/components/home/VideoSpotlight"
import { setViewportWidth } from "../helpers/render"

/** A controllable IntersectionObserver: tests decide how much of each element is visible. */
const observers: { callback: IntersectionObserverCallback; elements: Element[]; threshold: number }[] = []
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, elements: this.elements, threshold: Number(options?.threshold ?? 0) })
  }
  elements: Element[] = []
  observe(el: Element) {
    this.elements.push(el)
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return []
  }
}
function showAll(ratio: number) {
  act(() => {
    for (const o of observers) {
      o.callback(
        o.elements.map(
          (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      )
    }
  })
}

beforeEach(() => {
  observers.length = 0
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
  setViewportWidth(1280)
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

const stats = [
  { value: 50, suffix: "+", label: "Completed Projects" },
  { value: 10, suffix: "+", label: "Years of Expertise" },
  { value: 20, suffix: "+", label: "Skilled Professionals" },
  { value: 1200, suffix: "+", label: "Delighted Clients" },
]

describe("StatisticsBand", () => {
  const values = () => screen.getAllByTestId("stat-value").map((el) => el.textContent)

  it("holds the final numbers in the static HTML, with their width reserved", () => {
    const html = renderToString(<StatisticsBand stats={stats} />)
    const box = document.createElement("div")
    box.innerHTML = html
    const numbers = [...box.querySelectorAll('[data-testid="stat-value"]')]
    expect(numbers.map((n) => [n.textContent, n.getAttribute("data-final")])).toEqual([
      ["50+", "50+"],
      ["10+", "10+"],
      ["20+", "20+"],
      ["1,200+", "1,200+"],
    ])
  })

  it("shows the final numbers until 10% is visible, then counts up from 0 over 2.5 s with comma separators, once", () => {
    render(<StatisticsBand stats={stats} />)
    expect(values()).toEqual(["50+", "10+", "20+", "1,200+"])
    showAll(0.05)
    act(() => jest.advanceTimersByTime(3000))
    expect(values()).toEqual(["50+", "10+", "20+", "1,200+"])

    showAll(0.1)
    expect(values()).toEqual(["0+", "0+", "0+", "0+"])
    act(() => jest.advanceTimersByTime(1000))
    const middle = Number(values()[3]?.replace(/\D/g, ""))
    expect(middle).toBeGreaterThan(0)
    expect(middle).toBeLessThan(1200)
    act(() => jest.advanceTimersByTime(1600))
    expect(values()).toEqual(["50+", "10+", "20+", "1,200+"])

    showAll(0)
    showAll(1)
    act(() => jest.advanceTimersByTime(100))
    expect(values()).toEqual(["50+", "10+", "20+", "1,200+"])
  })

  it("shows the final numbers at once with reduced motion", () => {
    const original = window.matchMedia
    window.matchMedia = (q: string) => ({ ...original(q), matches: q.includes("reduce") })
    render(<StatisticsBand stats={stats} />)
    showAll(0.5)
    expect(values()).toEqual(["50+", "10+", "20+", "1,200+"])
    window.matchMedia = original
  })
})

const slides = ["DESIGN", "RENDERING", "REALIZATION"].map((label, i) => ({
  id: i + 1,
  label,
  alt: `${label} alt`,
  image: null,
}))

describe("StageCarousel", () => {
  const active = () => screen.getAllByTestId("stage-slide").findIndex((s) => s.getAttribute("data-active") === "true")

  it("advances every 3000 ms in a loop", () => {
    render(<StageCarousel slides={slides} />)
    expect(active()).toBe(0)
    act(() => jest.advanceTimersByTime(2999))
    expect(active()).toBe(0)
    act(() => jest.advanceTimersByTime(1))
    expect(active()).toBe(1)
    act(() => jest.advanceTimersByTime(6000))
    expect(active()).toBe(0)
  })

  it("a dot jumps to its slide and restarts the timer", () => {
    render(<StageCarousel slides={slides} />)
    act(() => jest.advanceTimersByTime(2500))
    fireEvent.click(screen.getByRole("button", { name: "Show REALIZATION" }))
    expect(active()).toBe(2)
    expect(screen.getByRole("button", { name: "Show REALIZATION" })).toHaveAttribute("aria-current", "true")
    act(() => jest.advanceTimersByTime(2999))
    expect(active()).toBe(2)
    act(() => jest.advanceTimersByTime(1))
    expect(active()).toBe(0)
  })
})

describe("ShowcaseStrip", () => {
  const items = [
    { title: "Villa", link: "/projects/villa", thumbnail: null, alt: "Villa" },
    { title: "School", link: null, thumbnail: null, alt: "School" },
  ]

  it("doubles the items for a seamless loop, hides the copies from assistive tech, falls back to '#'", () => {
    render(<ShowcaseStrip items={items} />)
    const links = screen.getAllByRole("link", { hidden: true })
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/projects/villa", "#", "/projects/villa", "#"])
    expect(screen.getAllByRole("link").length).toBe(2)
  })

  it("holds both copies in the static HTML, the second hidden from assistive technology and keyboards", () => {
    const box = document.createElement("div")
    box.innerHTML = renderToString(<ShowcaseStrip items={items} />)
    const cards = [...box.querySelectorAll("li")]
    expect(cards.map((li) => li.getAttribute("aria-hidden"))).toEqual([null, null, "true", "true"])
    expect(cards.map((li) => li.querySelector("a")?.getAttribute("tabindex"))).toEqual([null, null, "-1", "-1"])
  })

  it("takes 60 s by default, 80 s slow and 40 s fast", () => {
    const duration = (speed?: "slow" | "normal" | "fast") => {
      const { unmount } = render(<ShowcaseStrip items={items} speed={speed} />)
      const track = screen.getByTestId("showcase-track")
      // The stylesheet's rule for each speed reads data-duration (the browser tests read the
      // computed duration); the track has no style attribute, which the CSP would refuse.
      const found = { value: track.getAttribute("data-duration"), style: track.getAttribute("style") }
      unmount()
      return found
    }
    expect(duration()).toEqual({ value: "60s", style: null })
    expect(duration("slow")).toEqual({ value: "80s", style: null })
    expect(duration("fast")).toEqual({ value: "40s", style: null })
  })

  it("each card fades in once it is 30% visible", () => {
    render(<ShowcaseStrip items={items} />)
    const cards = () => screen.getAllByRole("listitem", { hidden: true })
    expect(cards()).toHaveLength(4)
    showAll(0.2)
    expect(cards().every((c) => !c.hasAttribute("data-seen"))).toBe(true)
    showAll(0.3)
    expect(cards().every((c) => c.getAttribute("data-seen") === "true")).toBe(true)
  })
})

describe("Testimonials and videos", () => {
  it("shows five stars and the initial letter of each name", () => {
    render(<Testimonials items={[{ id: 1, name: "deepa M.", role: "Villa owner", text: "Great work." }]} />)
    const stars = screen.getByRole("img", { name: "Rated 5 out of 5" })
    expect(stars.tagName.toLowerCase()).toBe("svg")
    expect(stars.querySelectorAll("path")).toHaveLength(1)
    expect(stars.querySelector("path")?.getAttribute("d")?.match(/M/g)).toHaveLength(5)
    expect(screen.getByText("D")).toBeInTheDocument()
  })

  it("loads no video until play is pressed, and links the project", () => {
    const video = {
      id: 1,
      embedUrl: "/videos/villa.mp4",
      title: "Villa walkthrough",
      projectTitle: "Villa",
      location: "Kochi",
      briefDescription: "A villa.",
      projectSlug: "villa",
      tags: ["Residential"],
    }
    const { container } = render(
      <VideoSpotlight videos={[video, { ...video, id: 2 }, { ...video, id: 3 }, { ...video, id: 4 }]} />,
    )
    expect(container.querySelectorAll("video")).toHaveLength(0)
    expect(screen.getAllByRole("listitem").filter((li) => li.querySelector("h3"))).toHaveLength(3)
    fireEvent.click(screen.getAllByRole("button", { name: "Play video: Villa walkthrough" })[0] as HTMLElement)
    expect(container.querySelector("video")).toHaveAttribute("src", "/videos/villa.mp4")
    expect(screen.getAllByRole("link", { name: /View project/ })[0]).toHaveAttribute("href", "/projects/villa")
  })
})
