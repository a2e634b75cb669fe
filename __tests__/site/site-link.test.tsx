import { fireEvent, render, screen } from "@testing-library/react"
import { navigate, prefetchPathname } from "gatsby"
import { SiteLink } from "../../src/components/ui/SiteLink"

const navigateMock = navigate as jest.Mock
const prefetchMock = prefetchPathname as jest.Mock

beforeEach(() => {
  navigateMock.mockClear()
  prefetchMock.mockClear()
})

describe("SiteLink", () => {
  it("is a plain link to the page, with the caller's attributes", () => {
    render(
      <SiteLink to="/services/GFRG" className="card" aria-current="page">
        GFRG
      </SiteLink>,
    )
    const link = screen.getByRole("link", { name: "GFRG" })
    expect(link).toHaveAttribute("href", "/services/GFRG")
    expect(link).toHaveClass("card")
    expect(link).toHaveAttribute("aria-current", "page")
  })

  it("turns a plain click into a client-side visit, after the caller's own handler", () => {
    const order: string[] = []
    navigateMock.mockImplementation(() => order.push("navigate"))
    render(
      <SiteLink to="/contact" onClick={() => order.push("caller")}>
        Contact
      </SiteLink>,
    )
    const click = fireEvent.click(screen.getByRole("link", { name: "Contact" }))
    expect(click).toBe(false) // the browser's own navigation was prevented
    expect(order).toEqual(["caller", "navigate"])
    expect(navigateMock).toHaveBeenCalledWith("/contact", { replace: false })
  })

  it("replaces the history entry for a link to the page being shown, and only for that", () => {
    window.history.replaceState(null, "", "/projects")
    render(
      <>
        <SiteLink to="/projects">All projects</SiteLink>
        <SiteLink to="/projects?page=2">Page 2</SiteLink>
      </>,
    )
    fireEvent.click(screen.getByRole("link", { name: "All projects" }))
    expect(navigateMock).toHaveBeenLastCalledWith("/projects", { replace: true })
    fireEvent.click(screen.getByRole("link", { name: "Page 2" }))
    expect(navigateMock).toHaveBeenLastCalledWith("/projects?page=2", { replace: false })
    window.history.replaceState(null, "", "/")
  })

  it("leaves modified clicks, new-tab links and clicks the caller handled to the browser", () => {
    render(
      <>
        <SiteLink to="/about">About</SiteLink>
        <SiteLink to="/careers" target="_blank">
          Careers
        </SiteLink>
        <SiteLink to="/" onClick={(event) => event.preventDefault()}>
          Home
        </SiteLink>
      </>,
    )
    expect(fireEvent.click(screen.getByRole("link", { name: "About" }), { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole("link", { name: "About" }), { button: 1 })).toBe(true)
    expect(fireEvent.click(screen.getByRole("link", { name: "Careers" }))).toBe(true)
    fireEvent.click(screen.getByRole("link", { name: "Home" }))
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it("starts fetching the page when the pointer, a finger or the focus reaches it", () => {
    const onFocus = jest.fn()
    render(
      <SiteLink to="/blogs/category/all#latest" onFocus={onFocus}>
        Blog
      </SiteLink>,
    )
    const link = screen.getByRole("link", { name: "Blog" })
    fireEvent.mouseEnter(link)
    fireEvent.touchStart(link)
    fireEvent.focus(link)
    expect(prefetchMock).toHaveBeenCalledTimes(3)
    expect(prefetchMock).toHaveBeenCalledWith("/blogs/category/all")
    expect(onFocus).toHaveBeenCalledTimes(1)
  })
})
