import vm from "vm"
import {
  BLOG_POST_MATCH_PATH,
  BLOG_POST_NOT_FOUND_FILE,
  BLOG_POST_NOT_FOUND_PATH,
  NOT_FOUND_MARK,
  notFoundHeadScript,
  resolveNotFound,
  type NotFoundAction,
} from "../../src/lib/listing/not-found"
import { notFoundReply } from "../../src/lib/hosting/not-found-rules"

const slugs = ["GFRG", "Construction-Services", "Documentation"]
/** A redirect the browser may remember (a moved address) and one it may not (a fallback). */
const forGood = (to: string): NotFoundAction => ({ kind: "redirect", to, permanent: true })
const forNow = (to: string): NotFoundAction => ({ kind: "redirect", to, permanent: false })

describe("resolveNotFound", () => {
  it("sends any casing of a service to its canonical page, for good", () => {
    expect(resolveNotFound("/services/Gfrg", slugs)).toEqual(forGood("/services/GFRG"))
    expect(resolveNotFound("/services/CONSTRUCTION-SERVICES/", slugs)).toEqual(
      forGood("/services/Construction-Services"),
    )
  })
  it("sends an unknown service to /services and an unknown project to /projects, for now", () => {
    const services = forNow("/services")
    expect(resolveNotFound("/services/plumbing", slugs)).toEqual(services)
    expect(resolveNotFound("/services/100%", slugs)).toEqual(services)
    const projects = forNow("/projects")
    expect(resolveNotFound("/projects/nowhere", slugs)).toEqual(projects)
    expect(resolveNotFound("/projects/nowhere/gallery", slugs)).toEqual(projects)
  })
  it("reports an unknown blog post, one path segment below /blogs", () => {
    expect(resolveNotFound("/blogs/no-such-post", slugs)).toEqual({ kind: "blog-post-not-found" })
    expect(resolveNotFound("/blogs/no-such-post/", slugs)).toEqual({ kind: "blog-post-not-found" })
    expect(resolveNotFound("/blogs/no-such-post/more", slugs)).toEqual({ kind: "not-found" })
  })
  it("builds the post-not-found page for the paths it names an unknown post (Gatsby's match path)", () => {
    const post = BLOG_POST_MATCH_PATH.replace(":slug", "no-such-post")
    expect(post).toBe("/blogs/no-such-post")
    expect(resolveNotFound(post, slugs)).toEqual({ kind: "blog-post-not-found" })
  })
  it("shows an unknown blog category as its empty listing, and a known one in another casing or past its last page as its first page", () => {
    expect(resolveNotFound("/blogs/category/interior-design", slugs)).toEqual({
      kind: "blog-category-empty",
      categorySlug: "interior-design",
    })
    expect(resolveNotFound("/blogs/category/GFRG", slugs)).toEqual(forGood("/blogs/category/gfrg"))
    expect(resolveNotFound("/blogs/category/all/99", slugs)).toEqual(forNow("/blogs/category/all"))
    expect(resolveNotFound("/blogs/category/structural-design/7/", slugs)).toEqual(
      forNow("/blogs/category/structural-design"),
    )
    expect(resolveNotFound("/blogs/category/nothing/2", slugs)).toEqual({ kind: "not-found" })
  })
  it("is a plain 404 for anything else", () => {
    expect(resolveNotFound("/nope", slugs)).toEqual({ kind: "not-found" })
    expect(resolveNotFound("/services", slugs)).toEqual({ kind: "not-found" })
    expect(resolveNotFound("/services/GFRG/extra", slugs)).toEqual({ kind: "not-found" })
  })
})

describe("notFoundReply: the server's answer", () => {
  const reply = (pathname: string) => notFoundReply(resolveNotFound(pathname, slugs))
  it("redirects unknown services and projects with 302, other spellings of a page with 301", () => {
    expect(reply("/projects/x")).toEqual({ kind: "redirect", status: 302, location: "/projects" })
    expect(reply("/services/x")).toEqual({ kind: "redirect", status: 302, location: "/services" })
    expect(reply("/services/gFRG")).toEqual({ kind: "redirect", status: 301, location: "/services/GFRG" })
    expect(reply("/blogs/category/MEP")).toEqual({ kind: "redirect", status: 301, location: "/blogs/category/mep" })
  })
  it("sends the built post-not-found page for an unknown post, the 404 page otherwise, both with 404", () => {
    expect(reply("/blogs/x")).toEqual({ kind: "page", status: 404, file: "/blog-post-not-found/index.html" })
    expect(BLOG_POST_NOT_FOUND_FILE).toBe(`${BLOG_POST_NOT_FOUND_PATH.slice(1)}/index.html`)
    expect(reply("/blogs/category/interior-design")).toEqual({ kind: "page", status: 404, file: "/404.html" })
    expect(reply("/no/such/page")).toEqual({ kind: "page", status: 404, file: "/404.html" })
  })
})

/** Paths that exercise every branch of the rule, in the shapes browsers send them. */
const PATHS = [
  "/",
  "/nope",
  "/services",
  "/services/",
  "/services/plumbing",
  "/services/Gfrg",
  "/services/gfrg/",
  "/services/construction-SERVICES",
  "/services/documentation",
  "/services/%47frg",
  "/services/100%",
  "/services/GFRG/extra",
  "/projects",
  "/projects/x",
  "/projects/x/y/",
  "/blogs",
  "/blogs/x",
  "/blogs/x/",
  "/blogs/x/y",
  "/blogs/category",
  "/blogs/category/",
  "/blogs/category/interior-design",
  "/blogs/category/Interior%20Design",
  "/blogs/category/GFRG",
  "/blogs/category/Structural-Design/9",
  "/blogs/category/all/99",
  "/blogs/category/nothing/2",
  "/blogs/category/%E0%A4%A",
  "/404.html",
  "/ml/nope",
  "/ml/services/plumbing",
  "/ml/services/Gfrg",
  "/ml/projects/x",
  "/ml/blogs/x",
  "/ml/blogs/category/GFRG",
  "/ml/blogs/category/nothing",
  "/ml/blogs/category/all/99",
]

/** Runs the head script in a sandbox as the parser would meet it at `pathname`. */
function runHeadScript(pathname: string, readyState = "loading") {
  const attributes: Record<string, string> = {}
  const style: Record<string, string> = {}
  const replaced: string[] = []
  const documentElement = {
    style,
    setAttribute: (name: string, value: string) => {
      // As the DOM does: a name that is no attribute name throws (and could not be selected in CSS).
      document.createElement("html").setAttribute(name, value)
      attributes[name] = value
    },
  }
  vm.runInNewContext(notFoundHeadScript(slugs), {
    document: { readyState, documentElement },
    location: { pathname, replace: (to: string) => replaced.push(to) },
  })
  return { attributes, style, replaced }
}

describe("notFoundHeadScript: the same rule before first paint, on hosts without redirects", () => {
  it.each(PATHS)("agrees with resolveNotFound on %s", (pathname) => {
    const action: NotFoundAction = resolveNotFound(pathname, slugs)
    const { attributes, style, replaced } = runHeadScript(pathname)
    if (action.kind === "redirect") {
      expect(replaced).toEqual([action.to])
      expect(style.display).toBe("none")
    } else {
      expect(replaced).toEqual([])
      expect(style.display).toBeUndefined()
      const mark = {
        "blog-post-not-found": "blog-post",
        "blog-category-empty": "blog-category",
        "not-found": undefined,
      }
      expect(attributes[NOT_FOUND_MARK]).toBe(mark[action.kind])
    }
  })

  it("does nothing once the document has been parsed (a client-side navigation re-inserting it)", () => {
    expect(runHeadScript("/projects/x", "complete")).toEqual({ attributes: {}, style: {}, replaced: [] })
  })
})
