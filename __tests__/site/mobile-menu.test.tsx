import { useState } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { MobileMenu } from "../../src/components/layout/MobileMenu"
import { fixtureServices } from "../helpers/fixtures"
import { setViewportWidth } from "../helpers/render"

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <span data-testid="state">{open ? "open" : "closed"}</span>
      <MobileMenu
        open={open}
        onClose={() => setOpen(false)}
        services={fixtureServices}
        pathname="/"
        languages={{ pathname: "/", langs: ["en", "ml"] }}
        onHomeClick={() => undefined}
        onSearch={() => setOpen(false)}
      />
    </>
  )
}

const state = () => screen.getByTestId("state").textContent
const openMenu = () => fireEvent.click(screen.getByRole("button", { name: "Open menu" }))

describe("MobileMenu", () => {
  beforeEach(() => setViewportWidth(375))

  it("offers the main links, every service, Cost Calculator, Brochure and the social links", () => {
    render(<Harness />)
    openMenu()
    const dialog = screen.getByRole("dialog", { name: "Menu" })
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Projects", "/projects"],
      ["Blog", "/blogs/category/all"],
      ["Careers", "/careers"],
      ["Contact Us", "/contact"],
      ["Cost Calculator", "/cost-calculator"],
      ["GFRG Construction", "/services/GFRG"],
    ]) {
      expect(Array.from(dialog.querySelectorAll("a")).find((a) => a.textContent === name)).toHaveAttribute("href", href)
    }
    expect(dialog.querySelector('a[href="/brochure.pdf"]')).toHaveAttribute("download")
    expect(dialog.querySelectorAll('a[href^="https://www."]').length).toBe(4)
  })

  it("moves focus to the close button and closes with it, giving focus back", () => {
    render(<Harness />)
    const opener = screen.getByRole("button", { name: "Open menu" })
    opener.focus()
    openMenu()
    const close = screen.getByRole("button", { name: "Close menu" })
    expect(close).toHaveFocus()
    fireEvent.click(close)
    expect(state()).toBe("closed")
    expect(opener).toHaveFocus()
  })

  it("closes on a link click, the backdrop and Escape", () => {
    render(<Harness />)
    openMenu()
    fireEvent.click(screen.getByRole("link", { name: "Projects" }))
    expect(state()).toBe("closed")
    openMenu()
    fireEvent.click(screen.getByTestId("mobile-menu-backdrop"))
    expect(state()).toBe("closed")
    openMenu()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(state()).toBe("closed")
    // Any link: the social profiles (new tab) close it too.
    openMenu()
    fireEvent.click(screen.getByRole("link", { name: /on Instagram/ }))
    expect(state()).toBe("closed")
  })

  it("keeps Tab inside the menu while it is open", () => {
    render(<Harness />)
    openMenu()
    const dialog = screen.getByRole("dialog", { name: "Menu" })
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>("a[href], button"))
    const last = focusables[focusables.length - 1] as HTMLElement
    last.focus()
    fireEvent.keyDown(document, { key: "Tab" })
    expect(focusables[0]).toHaveFocus()
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true })
    expect(last).toHaveFocus()
  })

  it("locks page scroll while open", () => {
    render(<Harness />)
    openMenu()
    expect(document.documentElement).toHaveClass("menu-open")
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(document.documentElement).not.toHaveClass("menu-open")
  })

  it("creates its contents on the first opening only, and keeps them to slide out", () => {
    const { container } = render(<Harness />)
    const panel = container.querySelector("#mobile-menu")!
    expect(panel.querySelectorAll("a, button")).toHaveLength(0)
    openMenu()
    const links = panel.querySelectorAll("a").length
    expect(links).toBeGreaterThan(10)
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(state()).toBe("closed")
    expect(panel.querySelectorAll("a")).toHaveLength(links)
  })
})
