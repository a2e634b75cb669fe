import { appStylesheetFirst } from "../../src/lib/first-visit/stylesheet-order"

const sheet = (href: string) => ({ type: "style", props: { "data-href": href, "data-identity": "gatsby-global-css" } })
const meta = { type: "meta", props: { name: "description" } }
const preloaderCss = { type: "style", props: {} }

describe("the order of a page's inlined stylesheets", () => {
  it("puts the app's stylesheet ahead of the template's, in the places the stylesheets had", () => {
    const page = sheet("/component---src-pages-index-tsx.c047305fd963f14dd493.css")
    const app = sheet("/app.38f8327d7631df5129e4.css")
    expect(appStylesheetFirst([meta, page, app, preloaderCss])).toEqual([meta, app, page, preloaderCss])
  })

  it("leaves a head that already has the app's first, or has no app stylesheet, as it is", () => {
    const app = sheet("/app.0a1b.css")
    const page = sheet("/component---src-templates-blog-post-tsx.6ced.css")
    expect(appStylesheetFirst([app, page])).toEqual([app, page])
    expect(appStylesheetFirst([meta, page])).toEqual([meta, page])
  })

  it("keeps the order of the other stylesheets and moves nothing else", () => {
    const shared = sheet("/413-3f2a.css")
    const page = sheet("/component---src-pages-about-tsx.3585.css")
    const app = sheet("/app.38f8.css")
    expect(appStylesheetFirst([shared, meta, page, preloaderCss, app])).toEqual([app, meta, shared, preloaderCss, page])
  })
})
