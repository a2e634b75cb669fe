import { render } from "@testing-library/react"
import company from "../../content/site/company.en.json"
import { Seo, type SeoProps } from "../../src/components/seo/Seo"

/** The JSON-LD blocks the head of a page at `path` carries, in order. */
function structuredData(path: string, props: Partial<SeoProps> = {}): Record<string, unknown>[] {
  const { container } = render(<Seo title="A page" description="What it is about." path={path} {...props} />)
  return Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  )
}

const item = (position: number, name: string, path: string) => ({
  "@type": "ListItem",
  position,
  name,
  item: `https://www.example.com${path}`,
})

describe("Seo's structured data", () => {
  it("puts the company first, the page's own data next and the breadcrumb from Home last", () => {
    const blocks = structuredData("/about", {
      organization: true,
      jsonLd: { "@context": "https://schema.org", "@type": "Thing", name: "Own" },
      crumb: "About",
    })
    expect(blocks.map((block) => block["@type"])).toEqual(["GeneralContractor", "Thing", "BreadcrumbList", "WebPage"])
    expect(blocks[0]?.name).toBe(company.name)
    expect(blocks[2]?.itemListElement).toEqual([item(1, "Home", "/"), item(2, "About", "/about")])
  })

  it("walks the trail from Home through the pages above to this one, at its own path", () => {
    const [breadcrumb] = structuredData("/services/GFRG", {
      trail: [{ name: "Services", path: "/services" }],
      crumb: "GFRG Construction",
    })
    expect(breadcrumb?.itemListElement).toEqual([
      item(1, "Home", "/"),
      item(2, "Services", "/services"),
      item(3, "GFRG Construction", "/services/GFRG"),
    ])
  })

  it("adds neither when a page asks for neither, only what the page is and its language", () => {
    expect(structuredData("/projects")).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        "@id": "https://www.example.com/projects",
        url: "https://www.example.com/projects",
        name: "A page",
        inLanguage: "en",
      },
    ])
  })
})
