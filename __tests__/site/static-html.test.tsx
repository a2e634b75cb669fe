import { act } from "react"
import { hydrateRoot } from "react-dom/client"
// The Node build of the server renderer: the browser build needs TextEncoder, which jsdom lacks.
import { renderToString } from "react-dom/server.node"
import { render, screen } from "@testing-library/react"
import { Section } from "../../src/components/ui/Section"
import { endHydration, followStaticLinks, startHydration } from "../../src/lib/first-visit/static-html"

/** A child component that counts its renders: a hydrated block renders it, an adopted one does not. */
const cardRendered = jest.fn()
function Card({ to, label }: { to: string; label: string }) {
  cardRendered(label)
  return <a href={to}>{label}</a>
}

function HomeLikePage({ isStatic }: { isStatic: boolean }) {
  return (
    <Section id="featured" title="Featured Projects" staticContent={isStatic}>
      <Card to="/projects/kannur-international-airport" label="Kannur International Airport" />
      <Card to="/projects/calicut-villa" label="Calicut villa" />
    </Section>
  )
}

/** Server-renders `page` into a container in the document, then hydrates it as a first visit does. */
async function firstVisit(page: JSX.Element): Promise<HTMLElement> {
  const container = document.createElement("div")
  container.innerHTML = renderToString(page)
  document.body.appendChild(container)
  cardRendered.mockClear()
  startHydration()
  await act(async () => {
    hydrateRoot(container, page)
  })
  endHydration()
  return container
}

afterEach(() => {
  endHydration()
  document.body.innerHTML = ""
})

describe("a static section on a first visit", () => {
  it("keeps the server's HTML and renders none of its components", async () => {
    const serverHtml = renderToString(<HomeLikePage isStatic />)
    const container = await firstVisit(<HomeLikePage isStatic />)
    expect(cardRendered).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    expect(screen.getByRole("link", { name: "Calicut villa" })).toHaveAttribute("href", "/projects/calicut-villa")
    expect(screen.getByRole("region", { name: "Featured Projects" })).toHaveAttribute(
      "data-static-html",
      "section-featured",
    )
  })

  it("is hydrated as usual when its name is on the page twice, rather than guess which HTML is its own", async () => {
    const twice = (
      <>
        <HomeLikePage isStatic />
        <HomeLikePage isStatic />
      </>
    )
    await firstVisit(twice)
    expect(cardRendered).toHaveBeenCalledTimes(4)
  })

  it("is hydrated like any other when it is not marked static", async () => {
    const container = await firstVisit(<HomeLikePage isStatic={false} />)
    expect(cardRendered).toHaveBeenCalledTimes(2)
    expect(container.querySelector("[data-static-html]")).toBeNull()
  })

  it("renders its components on a client-side visit, after the first visit has come alive", () => {
    cardRendered.mockClear()
    render(<HomeLikePage isStatic />)
    expect(cardRendered).toHaveBeenCalledTimes(2)
    expect(screen.getByRole("link", { name: "Kannur International Airport" })).toBeInTheDocument()
  })
})

describe("links inside static blocks", () => {
  const navigate = jest.fn()
  const prefetch = jest.fn()
  let stop: () => void = () => undefined

  beforeEach(() => {
    navigate.mockClear()
    prefetch.mockClear()
    document.body.innerHTML = `
      <section data-static-html="section-blogs">
        <a data-site-link href="/blogs/gfrg-basics?from=home#costs">GFRG basics</a>
        <a data-site-link href="/">Home page</a>
        <a href="/brochure.pdf">Brochure</a>
        <a data-site-link href="/contact" target="_blank">Contact in a new tab</a>
        <a href="https://www.youtube.com/@example">Video channel</a>
        <a href="tel:+919876543210">Call</a>
        <a data-site-link href="/about"><span>About <b>us</b></span></a>
      </section>
      <a data-site-link href="/careers">Careers</a>`
    window.history.replaceState(null, "", "/")
    endHydration() // the page is live
    stop = followStaticLinks(document, { navigate, prefetch })
  })

  afterEach(() => stop())

  const link = (name: string) => screen.getByRole("link", { name })

  it("turns a plain click on a page link into a client-side visit", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    expect(link("About us").querySelector("b")?.dispatchEvent(click)).toBe(false)
    expect(navigate).toHaveBeenCalledWith("/about", { replace: false })
    link("GFRG basics").click()
    expect(navigate).toHaveBeenLastCalledWith("/blogs/gfrg-basics?from=home#costs", { replace: false })
  })

  it("replaces the history entry for a link to the page being shown", () => {
    link("Home page").click()
    expect(navigate).toHaveBeenCalledWith("/", { replace: true })
  })

  it("leaves files, new tabs, other sites, modified clicks and handled clicks to the browser", () => {
    for (const name of ["Brochure", "Contact in a new tab", "Video channel", "Call"]) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
      link(name).dispatchEvent(click)
      expect(click.defaultPrevented).toBe(false)
    }
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      link("About us").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
    }
    const handled = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    handled.preventDefault()
    link("About us").dispatchEvent(handled)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("leaves links outside static blocks to their own handlers", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    link("Careers").dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("starts fetching a page when the pointer, a finger or the focus reaches its link", () => {
    link("GFRG basics").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(prefetch).toHaveBeenLastCalledWith("/blogs/gfrg-basics")
    link("About us").dispatchEvent(new FocusEvent("focusin", { bubbles: true }))
    expect(prefetch).toHaveBeenLastCalledWith("/about")
    link("Home page").dispatchEvent(new Event("touchstart", { bubbles: true }))
    expect(prefetch).toHaveBeenLastCalledWith("/")
    link("Careers").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    link("Brochure").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(prefetch).toHaveBeenCalledTimes(3)
  })

  it("leaves every click to the browser until the page is live: the router is not listening yet", () => {
    startHydration()
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    link("About us").dispatchEvent(click)
    link("About us").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))
    expect(click.defaultPrevented).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
    expect(prefetch).not.toHaveBeenCalled()
    endHydration()
    link("About us").click()
    expect(navigate).toHaveBeenCalledWith("/about", { replace: false })
  })

  it("stops when asked", () => {
    stop()
    link("About us").click()
    expect(navigate).not.toHaveBeenCalled()
  })
})
