import { act, render, screen } from "@testing-library/react"
import { Preloader, PRELOADER_CSS, PRELOADER_HEAD_SCRIPT } from "../../src/components/layout/Preloader"
import { PRELOADER } from "../../src/lib/constants"

/** Runs the inline head script as the browser does: a script element's text, evaluated once. */
function runHeadScript() {
  const script = document.createElement("script")
  script.textContent = PRELOADER_HEAD_SCRIPT
  document.head.appendChild(script)
  script.remove()
}

const root = document.documentElement

describe("Preloader", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.sessionStorage.clear()
    root.className = ""
    jest.spyOn(performance, "now").mockReturnValue(0)
  })
  afterEach(() => jest.useRealTimers())

  it("the head script marks a first visit as preloading and a repeat visit as done", () => {
    runHeadScript()
    expect(root).toHaveClass("preloading")
    root.className = ""
    window.sessionStorage.setItem(PRELOADER.sessionKey, "1")
    runHeadScript()
    expect(root).toHaveClass("no-preloader")
    expect(root).not.toHaveClass("preloading")
  })

  it("the head script alone ends a first visit's splash after 5 s: flag recorded, scroll unlocked, hidden", () => {
    const ended = jest.fn()
    window.addEventListener("preloader-done", ended)
    runHeadScript()
    jest.advanceTimersByTime(4999)
    expect(root).toHaveClass("preloading")
    expect(window.sessionStorage.getItem(PRELOADER.sessionKey)).toBeNull()
    expect(ended).not.toHaveBeenCalled()

    jest.advanceTimersByTime(1)
    expect(window.sessionStorage.getItem(PRELOADER.sessionKey)).toBe("1")
    expect(root).not.toHaveClass("preloading")
    expect(root).toHaveClass("no-preloader")
    expect(ended).toHaveBeenCalledTimes(1)
    window.removeEventListener("preloader-done", ended)
  })

  it("counts the 5 s from the start of the navigation, not from when the script ran", () => {
    jest.spyOn(performance, "now").mockReturnValue(3000)
    runHeadScript()
    jest.advanceTimersByTime(1999)
    expect(root).toHaveClass("preloading")
    jest.advanceTimersByTime(1)
    expect(root).toHaveClass("no-preloader")
  })

  it("shows the name, the three words and the building, and leaves the document when its time is up", () => {
    runHeadScript()
    render(<Preloader companyName="Tharavad Builders & Developers" />)
    const splash = screen.getByTestId("preloader")
    expect(splash).toHaveTextContent("Tharavad Builders & Developers")
    for (const word of ["Innovative", "Creative", "Efficient"]) expect(splash).toHaveTextContent(word)
    expect(splash.querySelector("svg.preloader-building")).not.toBeNull()

    act(() => jest.advanceTimersByTime(4999))
    expect(screen.getByTestId("preloader")).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByTestId("preloader")).toBeNull()
    expect(window.sessionStorage.getItem(PRELOADER.sessionKey)).toBe("1")
  })

  it("leaves at once when its time was up before the app started", () => {
    runHeadScript()
    jest.advanceTimersByTime(5000)
    render(<Preloader companyName="Tharavad" />)
    expect(screen.queryByTestId("preloader")).toBeNull()
  })

  it("is styled by static CSS that hides it once seen and times it as the spec says", () => {
    expect(PRELOADER_CSS).toContain(".no-preloader .preloader { display: none; }")
    // Slide-up of 1 s starting at 4 s; words from 1.5 s, 0.5 s apart.
    expect(PRELOADER_CSS).toMatch(/preloader-slide-up 1s [^;]* 4s forwards/)
    expect(PRELOADER_CSS).toContain("ease-out 1.5s forwards")
    expect(PRELOADER_CSS).toContain("animation-delay: 2s")
    expect(PRELOADER_CSS).toContain("animation-delay: 2.5s")
  })

  it("is not shown again in the same session", () => {
    root.classList.add("no-preloader")
    render(<Preloader companyName="Tharavad" />)
    expect(screen.queryByTestId("preloader")).toBeNull()
  })
})
