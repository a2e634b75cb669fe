import { resolveNotFound } from "../../src/lib/not-found"

const slugs = ["GFRG", "Construction-Services", "Documentation"]

describe("resolveNotFound", () => {
  it("sends any casing of a service to its canonical page", () => {
    expect(resolveNotFound("/services/Gfrg", slugs)).toEqual({ kind: "redirect", to: "/services/GFRG" })
    expect(resolveNotFound("/services/CONSTRUCTION-SERVICES/", slugs)).toEqual({
      kind: "redirect",
      to: "/services/Construction-Services",
    })
  })
  it("sends an unknown service to /services and an unknown project to /projects", () => {
    expect(resolveNotFound("/services/plumbing", slugs)).toEqual({ kind: "redirect", to: "/services" })
    expect(resolveNotFound("/projects/nowhere", slugs)).toEqual({ kind: "redirect", to: "/projects" })
  })
  it("reports an unknown blog post", () => {
    expect(resolveNotFound("/blogs/no-such-post", slugs)).toEqual({ kind: "blog-post-not-found" })
  })
  it("shows an unknown blog category as its empty listing, and a known one in another casing or past its last page as its first page", () => {
    expect(resolveNotFound("/blogs/category/interior-design", slugs)).toEqual({
      kind: "blog-category-empty",
      categorySlug: "interior-design",
    })
    expect(resolveNotFound("/blogs/category/GFRG", slugs)).toEqual({ kind: "redirect", to: "/blogs/category/gfrg" })
    expect(resolveNotFound("/blogs/category/all/99", slugs)).toEqual({ kind: "redirect", to: "/blogs/category/all" })
    expect(resolveNotFound("/blogs/category/structural-design/7/", slugs)).toEqual({
      kind: "redirect",
      to: "/blogs/category/structural-design",
    })
    expect(resolveNotFound("/blogs/category/nothing/2", slugs)).toEqual({ kind: "not-found" })
  })
  it("is a plain 404 for anything else", () => {
    expect(resolveNotFound("/nope", slugs)).toEqual({ kind: "not-found" })
    expect(resolveNotFound("/services", slugs)).toEqual({ kind: "not-found" })
  })
})
