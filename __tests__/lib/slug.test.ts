import {
  blogCategoryPath,
  blogPostPath,
  categoryNameFromSlug,
  categorySlug,
  pillSlug,
  projectPath,
  serviceAliasPath,
  servicePath,
  slugify,
} from "../../src/lib/listing/slug"
import { countWords, readingMinutes } from "../../src/lib/text/reading"

describe("slugs", () => {
  it("turns categories into listing slugs: lowercase, whitespace runs to '-'", () => {
    expect(categorySlug("STRUCTURAL DESIGN")).toBe("structural-design")
    expect(categorySlug("PROJECT   MANAGEMENT")).toBe("project-management")
    expect(categorySlug("GFRG")).toBe("gfrg")
    expect(categorySlug(" Structural Design ")).toBe("structural-design")
  })
  it("pill slugs strip punctuation first", () => {
    expect(pillSlug("MEP & Services!")).toBe("mep-services")
    expect(pillSlug("STRUCTURAL DESIGN")).toBe("structural-design")
    // What is left of "& Finishes" starts with a space: no slug starts or ends with '-'.
    expect(pillSlug("& Finishes")).toBe("finishes")
  })
  it("names a category from its slug with each word capitalised", () => {
    expect(categoryNameFromSlug("all")).toBe("All")
    expect(categoryNameFromSlug("structural-design")).toBe("Structural Design")
    expect(categoryNameFromSlug("structural--design-")).toBe("Structural Design")
  })
  it("builds service and listing paths", () => {
    expect(servicePath("MEP-Services")).toBe("/services/MEP-Services")
    expect(serviceAliasPath("MEP-Services")).toBe("/services/mep-services")
    expect(blogCategoryPath("all")).toBe("/blogs/category/all")
    expect(blogCategoryPath("gfrg", 2)).toBe("/blogs/category/gfrg/2")
    expect(projectPath("luxury-villa-thrissur")).toBe("/projects/luxury-villa-thrissur")
    expect(blogPostPath("gfrg-panels")).toBe("/blogs/gfrg-panels")
  })
})

describe("reading time", () => {
  it("counts words of markdown and HTML, not markup", () => {
    expect(
      countWords(
        '## Why GFRG?\n\nPanels are **fast** to [erect](/contact).\n\n<figure><img src="/x.jpg" alt="a b c"></figure>',
      ),
    ).toBe(7)
  })
  it("rounds minutes up at 200 words a minute", () => {
    expect(readingMinutes(950)).toBe(5)
    expect(readingMinutes(1000)).toBe(5)
    expect(readingMinutes(1001)).toBe(6)
    expect(readingMinutes(1250)).toBe(7)
    expect(readingMinutes(0)).toBe(1)
  })
})

describe("slugify (npm run new-post)", () => {
  it("turns a post title into a folder name the content rules accept", () => {
    expect(slugify("How to Read a Soil Report")).toBe("how-to-read-a-soil-report")
    expect(slugify("  GFRG & RCC: Café Walls — 2024!  ")).toBe("gfrg-and-rcc-cafe-walls-2024")
    expect(slugify("G+3 Homes")).toBe("g-3-homes")
  })
})
