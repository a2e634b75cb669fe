import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../src/components/ui/Picture"

/** What gatsby-transformer-sharp returns for a 640 px wide card (formats AUTO + WEBP, dominant colour). */
const card: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 427,
  backgroundColor: "#d8c8a8",
  images: {
    fallback: {
      src: "/static/abc/1/cover.jpg",
      srcSet: "/static/abc/2/cover.jpg 320w,\n/static/abc/3/cover.jpg 480w,\n/static/abc/1/cover.jpg 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/abc/4/cover.webp 320w,\n/static/abc/5/cover.webp 480w,\n/static/abc/6/cover.webp 640w",
        type: "image/webp",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
    ],
  },
}

describe("Picture", () => {
  it("offers the WebP sizes first and the JPEG sizes as the fallback", () => {
    const { container } = render(<Picture image={card} alt="A GFRG villa at noon" />)
    const source = container.querySelector("picture > source")
    expect(source).toHaveAttribute("type", "image/webp")
    expect(source).toHaveAttribute("srcset", card.images.sources?.[0]?.srcSet)
    expect(source).toHaveAttribute("sizes", "(min-width: 640px) 640px, 100vw")
    const img = screen.getByRole("img", { name: "A GFRG villa at noon" })
    expect(img).toHaveAttribute("src", "/static/abc/1/cover.jpg")
    expect(img).toHaveAttribute("srcset", card.images.fallback?.srcSet)
  })

  it("reserves its box before the file arrives and shows the dominant colour meanwhile", () => {
    render(<Picture image={card} alt="A GFRG villa at noon" />)
    const img = screen.getByRole("img")
    expect(img).toHaveAttribute("width", "640")
    expect(img).toHaveAttribute("height", "427")
    // Named for the global styles to paint (a browser test checks the colour); never a style attribute.
    expect(img).toHaveAttribute("data-placeholder", "#d8c8a8")
    expect(img).not.toHaveAttribute("style")
  })

  it("loads lazily unless told it is seen on arrival, and never blocks on decoding", () => {
    const { rerender } = render(<Picture image={card} alt="" />)
    const img = () => document.querySelector("img") as HTMLImageElement
    expect(img()).toHaveAttribute("loading", "lazy")
    expect(img()).toHaveAttribute("decoding", "async")
    rerender(<Picture image={card} alt="" loading="eager" className="hero-image" />)
    expect(img()).toHaveAttribute("loading", "eager")
    expect(document.querySelector("picture")).toHaveClass("picture", "hero-image")
  })

  it("a picture on the first screen is fetched at once and ahead of the others", () => {
    const { rerender } = render(<Picture image={card} alt="" />)
    const img = () => document.querySelector("img") as HTMLImageElement
    expect(img()).not.toHaveAttribute("fetchpriority")
    rerender(<Picture image={card} alt="" priority />)
    expect(img()).toHaveAttribute("loading", "eager")
    expect(img()).toHaveAttribute("fetchpriority", "high")
    expect(img()).toHaveAttribute("decoding", "async")
  })

  it("is plain markup: no script, no noscript copy, no wrapper", () => {
    const { container } = render(<Picture image={card} alt="" />)
    expect(container.querySelectorAll("script, noscript")).toHaveLength(0)
    expect(container.firstElementChild?.tagName).toBe("PICTURE")
    expect(container.querySelectorAll("*")).toHaveLength(3)
  })
})
