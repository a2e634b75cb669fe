import { act, screen } from "@testing-library/react"
import { Preloader, PRELOADER_HEAD_SCRIPT } from "../../src/components/layout/Preloader"
import { PRELOADER } from "../../src/lib/constants"
import { renderWithTheme } from "../helpers/render"

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

  it("shows the name, the three words and the building, then leaves after 5 s and remembers it", () => {
    root.classList.add("preloading")
    renderWithTheme(<Preloader companyName="Tharavad Builders & Developers" />)
    const splash = screen.getByTestId("preloader")
    expect(splash).toHaveTextContent("Tharavad Builders & Developers")
    for (const word of ["Innovative", "Creative", "Efficient"]) expect(splash).toHaveTextContent(word)
    expect(splash.querySelector("img")).not.toBeNull()

    act(() => jest.advanceTimersByTime(4999))
    expect(screen.getByTestId("preloader")).toBeInTheDocument()
    expect(window.sessionStorage.getItem(PRELOADER.sessionKey)).toBeNull()

    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByTestId("preloader")).toBeNull()
    expect(window.sessionStorage.getItem(PRELOADER.sessionKey)).toBe("1")
    expect(root).not.toHaveClass("preloading")
  })

  it("is not shown again in the same session", () => {
    root.classList.add("no-preloader")
    renderWithTheme(<Preloader companyName="Tharavad" />)
    expect(screen.queryByTestId("preloader")).toBeNull()
  })
})
