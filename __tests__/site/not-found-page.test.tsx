// The Node build of the server renderer: the browser build needs TextEncoder, which jsdom lacks.
import { renderToString } from "react-dom/server.node"
import { hydrateRoot } from "react-dom/client"
import { act, render, screen } from "@testing-library/react"
import { navigate, type PageProps } from "gatsby"
import NotFoundPage from "../../src/pages/404"
import { NOT_FOUND_MARK } from "../../src/lib/listing/not-found"

const props = (pathname: string) => ({ location: { pathname } }) as unknown as PageProps
const page = (pathname: string) => <NotFoundPage {...props(pathname)} />
const generic = /We couldn't find that page/

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  document.documentElement.removeAttribute(NOT_FOUND_MARK)
})

describe("the 404 page", () => {
  it("is the generic page in the static HTML, which is built without knowing the visited path", () => {
    expect(renderToString(page("/blogs/category/interior-design"))).toMatch(/Error 404/)
    expect(renderToString(page("/projects/x"))).toMatch(/Error 404/)
  })

  it("hydrating its static HTML at an unknown category: no mismatch, then the empty listing, and the mark cleared", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(page("/blogs/category/interior-design"))
    document.body.appendChild(container)
    document.documentElement.setAttribute(NOT_FOUND_MARK, "blog-category")
    await act(async () => {
      hydrateRoot(container, page("/blogs/category/interior-design"))
      await Promise.resolve()
    })
    expect(screen.getByText("No blog posts found in this category.")).toBeInTheDocument()
    expect(screen.queryByText(generic)).toBeNull()
    expect(document.documentElement.hasAttribute(NOT_FOUND_MARK)).toBe(false)
    container.remove()
  })

  it("after a client-side navigation to an unknown project or service: renders nothing and replaces the entry with the list", () => {
    const { container } = render(<NotFoundPage {...props("/projects/nowhere")} />)
    expect(container).toBeEmptyDOMElement()
    expect(navigate).toHaveBeenCalledWith("/projects", { replace: true })
    render(<NotFoundPage {...props("/services/Gfrg")} />)
    expect(navigate).toHaveBeenLastCalledWith("/services/GFRG", { replace: true })
  })

  it("after a client-side navigation elsewhere: the generic page with its way back", () => {
    render(<NotFoundPage {...props("/no/such/page")} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(generic)
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact")
    expect(navigate).not.toHaveBeenCalled()
  })
})
