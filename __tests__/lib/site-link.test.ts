import { currentness, isClientSideClick, pathOf } from "../../src/lib/first-visit/site-link"

const plain = { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false }

describe("isClientSideClick", () => {
  it("takes a plain primary click on a link that opens in the page", () => {
    expect(isClientSideClick(plain)).toBe(true)
    expect(isClientSideClick(plain, "_self")).toBe(true)
  })

  it("leaves modified, secondary and handled clicks and other targets to the browser", () => {
    expect(isClientSideClick({ ...plain, button: 1 })).toBe(false)
    expect(isClientSideClick({ ...plain, metaKey: true })).toBe(false)
    expect(isClientSideClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isClientSideClick({ ...plain, shiftKey: true })).toBe(false)
    expect(isClientSideClick({ ...plain, altKey: true })).toBe(false)
    expect(isClientSideClick({ ...plain, defaultPrevented: true })).toBe(false)
    expect(isClientSideClick(plain, "_blank")).toBe(false)
  })
})

describe("pathOf", () => {
  it("drops the query and the fragment", () => {
    expect(pathOf("/projects?status=Ongoing&page=2")).toBe("/projects")
    expect(pathOf("/blogs/gfrg-basics#costs")).toBe("/blogs/gfrg-basics")
    expect(pathOf("/about")).toBe("/about")
  })
})

describe("currentness", () => {
  it("marks the page itself, with or without a trailing slash", () => {
    expect(currentness("/about", "/about")).toBe("page")
    expect(currentness("/about/", "/about")).toBe("page")
    expect(currentness("/", "/")).toBe("page")
  })

  it("marks the section of a page below it", () => {
    expect(currentness("/services/GFRG", "/services")).toBe("true")
    expect(currentness("/blogs/gfrg-vs-brick", "/blogs/category/all")).toBe("true")
    expect(currentness("/blogs/category/construction", "/blogs/category/all")).toBe("true")
    expect(currentness("/projects/modern-villa-wayanad", "/projects?status=Ongoing")).toBe("true")
  })

  it("marks Home on the home page only, and nothing elsewhere", () => {
    expect(currentness("/about", "/")).toBeUndefined()
    expect(currentness("/", "/about")).toBeUndefined()
    expect(currentness("/careers", "/contact")).toBeUndefined()
    expect(currentness("/cost-calculator", "/contact")).toBeUndefined()
  })
})
