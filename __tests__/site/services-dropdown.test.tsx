import { act, fireEvent, render, screen } from "@testing-library/react"
import { ServicesDropdown } from "../../src/components/layout/ServicesDropdown"
import { fixtureServices } from "../helpers/fixtures"
import { setViewportWidth } from "../helpers/render"

const menu = () => document.getElementById("services-dropdown") as HTMLElement
const toggle = () => screen.getByRole("button", { name: /list of services/i })

describe("ServicesDropdown", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    setViewportWidth(1280)
  })
  afterEach(() => jest.useRealTimers())

  it("lists every service with its canonical link, closed at first", () => {
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    expect(menu()).not.toBeVisible()
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services")
    expect(screen.getByRole("link", { name: "GFRG Construction", hidden: true })).toHaveAttribute(
      "href",
      "/services/GFRG",
    )
    expect(screen.getByRole("link", { name: "MEP Services", hidden: true })).toHaveAttribute(
      "href",
      "/services/MEP-Services",
    )
  })

  it("opens on hover from 768px and closes 150 ms after the pointer leaves", () => {
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    const wrapper = menu().parentElement as HTMLElement
    fireEvent.mouseEnter(wrapper)
    expect(menu()).toBeVisible()
    fireEvent.mouseLeave(wrapper)
    act(() => jest.advanceTimersByTime(149))
    expect(menu()).toBeVisible()
    act(() => jest.advanceTimersByTime(1))
    expect(menu()).not.toBeVisible()
  })

  it("stays open when the pointer comes back within the delay", () => {
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    const wrapper = menu().parentElement as HTMLElement
    fireEvent.mouseEnter(wrapper)
    fireEvent.mouseLeave(wrapper)
    act(() => jest.advanceTimersByTime(100))
    fireEvent.mouseEnter(wrapper)
    act(() => jest.advanceTimersByTime(500))
    expect(menu()).toBeVisible()
  })

  it("does not open on hover below 768px", () => {
    setViewportWidth(700)
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    fireEvent.mouseEnter(menu().parentElement as HTMLElement)
    expect(menu()).not.toBeVisible()
  })

  it("opens and closes with the toggle button, reporting its state", () => {
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(toggle())
    expect(menu()).toBeVisible()
    expect(toggle()).toHaveAttribute("aria-expanded", "true")
    fireEvent.click(toggle())
    expect(menu()).not.toBeVisible()
  })

  it("closes on a link click, an outside click and Escape (focus back on the toggle)", () => {
    render(
      <div>
        <ServicesDropdown services={fixtureServices} pathname="/" />
        <p>outside</p>
      </div>,
    )
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole("link", { name: "Architecture" }))
    expect(menu()).not.toBeVisible()

    fireEvent.click(toggle())
    fireEvent.mouseDown(screen.getByText("outside"))
    expect(menu()).not.toBeVisible()

    fireEvent.click(toggle())
    screen.getByRole("link", { name: "Architecture" }).focus()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(menu()).not.toBeVisible()
    expect(toggle()).toHaveFocus()
  })
})

describe("ServicesDropdown with a mouse", () => {
  beforeEach(() => setViewportWidth(1280))

  it("a click on the toggle right after hovering onto it keeps the list open", () => {
    render(<ServicesDropdown services={fixtureServices} pathname="/" />)
    const wrapper = document.getElementById("services-dropdown")?.parentElement as HTMLElement
    fireEvent.mouseEnter(wrapper)
    fireEvent.click(screen.getByRole("button", { name: /list of services/i }))
    expect(document.getElementById("services-dropdown")).toBeVisible()
    fireEvent.click(screen.getByRole("button", { name: /list of services/i }))
    expect(document.getElementById("services-dropdown")).not.toBeVisible()
  })
})
