import { render } from "@testing-library/react"
import company from "../../content/site/company.json"
import { Seo } from "../../src/components/seo/Seo"

/** The JSON-LD blocks a page's head carries, in order. */
const structuredData = (container: HTMLElement): Record<string, unknown>[] =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  )

describe("Seo's structured data", () => {
  it("puts the company first, the page's own data next and the breadcrumb from Home last", () => {
    const { container } = render(
      <Seo
        title="About"
        description="About the company."
        path="/about"
        organization
        jsonLd={{ "@context": "https://schema.org", "@type": "Thing", name: "Own" }}
        breadcrumb={[{ name: "About", path: "/about" }]}
      />,
    )
    const blocks = structuredData(container)
    expect(blocks.map((block) => block["@type"])).toEqual(["GeneralContractor", "Thing", "BreadcrumbList"])
    expect(blocks[0]?.name).toBe(company.name)
    expect(blocks[2]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://www.example.com/about" },
    ])
  })

  it("adds neither when a page asks for neither", () => {
    const { container } = render(<Seo title="Projects" description="Our projects." path="/projects" />)
    expect(structuredData(container)).toEqual([])
  })
})
