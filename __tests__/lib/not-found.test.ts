import { resolveNotFound } from "../../src/lib/not-found"

const slugs = ["GFRG", "Construction-Services", "Documentation"]

describe("resolveNotFound", () => {
  it("sends any casing of a service to its canonical page", () => {
    expect(resolveNotFound("/services/Gfrg", slugs)).toEqual({ kind: "redirect", to: "/services/GFRG" })
    expect(resolveNotFound("/services/CONSTRUCTION-SERVICES/", slugs)).toEqual({ kind: "redirect", to: "/services/Construction-Services" })
  })
  it("sends an unknown service to /services and an unknown project to /projects", () => {
    expect(resolveNotFound("/services/plumbing", slugs)).toEqual({ kind: "redirect", to: "/services" })
    expect(resolveNotFound("/projects/nowhere", slugs)).toEqual({ kind: "redirect", to: "/projects" })
  })
  it("reports an unknown blog post, but not an unknown category page", () => {
    expect(resolveNotFound("/blogs/no-such-post", slugs)).toEqual({ kind: "blog-post-not-found" })
    expect(resolveNotFound("/blogs/category/nothing", slugs)).toEqual({ kind: "not-found" })
  })
  it("is a plain 404 for anything else", () => {
    expect(resolveNotFound("/nope", slugs)).toEqual({ kind: "not-found" })
    expect(resolveNotFound("/services", slugs)).toEqual({ kind: "not-found" })
  })
})
