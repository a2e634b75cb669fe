import { bodyImageProblems, bodyImages, isRelativeImage } from "../../src/lib/content/body-images"

describe("the pictures of a markdown body", () => {
  const body = [
    "Text before.",
    '![A panel, close up](panel-detail.jpg "Panel")',
    '<img src="/blogs/images/a.jpg" alt="Written by hand" width="1200" height="675" />',
    "![](no-description.png)",
    "<img src='single.jpg'>",
    "[a link, not a picture](/contact)",
  ].join("\n\n")

  it("finds markdown and HTML pictures in the order written, with their descriptions", () => {
    expect(bodyImages(body)).toEqual([
      { src: "panel-detail.jpg", alt: "A panel, close up" },
      { src: "/blogs/images/a.jpg", alt: "Written by hand" },
      { src: "no-description.png", alt: "" },
      { src: "single.jpg", alt: "" },
    ])
  })

  it("tells pictures beside the post from site paths and addresses", () => {
    expect(isRelativeImage("panel.jpg")).toBe(true)
    expect(isRelativeImage("./images/panel.jpg")).toBe(true)
    expect(isRelativeImage("/blogs/images/a.jpg")).toBe(false)
    expect(isRelativeImage("https://example.com/a.jpg")).toBe(false)
    expect(isRelativeImage("data:image/png;base64,AAAA")).toBe(false)
  })

  it("reports a picture without a description and one whose file is not beside the post", () => {
    const present = new Set(["panel-detail.jpg", "no-description.png"])
    expect(bodyImageProblems(body, (file) => present.has(file))).toEqual([
      "has a picture without a description (alt text): no-description.png",
      "has a picture without a description (alt text): single.jpg",
      "names an image file that does not exist: single.jpg",
    ])
  })

  it("finds a file named with spaces as the editor saved it", () => {
    expect(bodyImageProblems("![Site visit](site%20visit.jpg)", (file) => file === "site visit.jpg")).toEqual([])
  })
})
