import { routeScroll } from "../../src/lib/browser/route-scroll"

describe("routeScroll", () => {
  it("starts every new page at the top", () => {
    expect(routeScroll("/", "/about", "")).toBe("top")
    expect(routeScroll(undefined, "/blogs/category/all", "")).toBe("top")
    expect(routeScroll("/blogs/category/all", "/blogs/some-post", "")).toBe("top")
  })
  it("glides to the top between blog listing pages and categories", () => {
    expect(routeScroll("/blogs/category/all", "/blogs/category/all/2", "")).toBe("smooth-top")
    expect(routeScroll("/blogs/category/all/3", "/blogs/category/gfrg", "")).toBe("smooth-top")
    expect(routeScroll("/blogs/category", "/blogs/category/mep", "")).toBe("smooth-top")
  })
  it("leaves hash links and a new query on the same page to the page", () => {
    expect(routeScroll("/blogs/a-post", "/blogs/a-post", "")).toBe("leave")
    expect(routeScroll("/projects", "/projects", "")).toBe("leave")
    expect(routeScroll("/", "/blogs/a-post", "#costs")).toBe("leave")
  })
})
