import { render, screen, within } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BlogCard } from "../../src/components/blog/BlogCard"
import { LatestBlogs } from "../../src/components/home/LatestBlogs"
import { LangContext } from "../../src/hooks/use-lang"

const cover: IGatsbyImageData = {
  layout: "constrained",
  width: 420,
  height: 236,
  images: { fallback: { src: "/static/a/cover.jpg", srcSet: "/static/a/cover.jpg 420w", sizes: "420px" }, sources: [] },
}

function post(slug: string, title: string, datePublished: string): Queries.BlogCardFieldsFragment {
  return {
    fields: { slug, readingTime: 6 },
    frontmatter: {
      title,
      summary: `What ${title.toLowerCase()} means for a Kerala home.`,
      category: "GFRG",
      datePublished,
      imageAltText: `Cover of ${title}`,
      featuredImage: { childImageSharp: { cardImageData: cover } },
    },
  }
}

const first = post("gfrg-walls-explained", "GFRG Walls Explained", "2024-08-08")

describe("BlogCard, the one card of every post listing", () => {
  it("in a listing shows cover, category, the long date, the title linking to the post, summary and reading time", () => {
    render(<BlogCard post={first} headingLevel="h3" />)
    const card = screen.getByRole("article")
    expect(within(card).getByRole("img", { name: "Cover of GFRG Walls Explained" })).toBeInTheDocument()
    expect(within(card).getByText("GFRG")).toBeInTheDocument()
    expect(within(card).getByText("August 8, 2024")).toHaveAttribute("datetime", "2024-08-08")
    const heading = within(card).getByRole("heading", { level: 3, name: "GFRG Walls Explained" })
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/blogs/gfrg-walls-explained")
    expect(within(card).getByText("What gfrg walls explained means for a Kerala home.")).toBeInTheDocument()
    expect(within(card).getByText("6 min read")).toBeInTheDocument()
  })

  it("on the home page lists the latest posts with the same card, dates as 'August 08, 2024'", () => {
    const second = post("kerala-roof-slopes", "Kerala Roof Slopes", "2024-07-15")
    render(<LatestBlogs posts={[first, second]} />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(2)
    const [newest, older] = items as [HTMLElement, HTMLElement]
    expect(within(newest).getByText("August 08, 2024")).toHaveAttribute("datetime", "2024-08-08")
    expect(within(newest).getByRole("heading", { level: 3, name: "GFRG Walls Explained" })).toBeInTheDocument()
    expect(within(older).getByRole("link", { name: "Kerala Roof Slopes" })).toHaveAttribute(
      "href",
      "/blogs/kerala-roof-slopes",
    )
    expect(within(older).getByText("GFRG")).toBeInTheDocument()
    expect(within(older).getByText("July 15, 2024")).toHaveAttribute("datetime", "2024-07-15")
  })
})

describe("BlogCard on a Malayalam page", () => {
  it("names the category, the month and the reading time in Malayalam; the post's address stays the slug's", () => {
    render(
      <LangContext.Provider value="ml">
        <BlogCard post={{ ...first, frontmatter: { ...first.frontmatter, category: "STRUCTURAL DESIGN" } }} />
      </LangContext.Provider>,
    )
    const card = screen.getByRole("article")
    expect(within(card).getByText("സ്ട്രക്ചറൽ ഡിസൈൻ")).toBeInTheDocument()
    expect(within(card).getByText("2024 ഓഗസ്റ്റ് 8")).toHaveAttribute("datetime", "2024-08-08")
    expect(within(card).getByText("6 മിനിറ്റ് വായന")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: "GFRG Walls Explained" })).toHaveAttribute(
      "href",
      "/ml/blogs/gfrg-walls-explained",
    )
  })
})
