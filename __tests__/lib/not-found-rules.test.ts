import { langOfPath } from "../../src/lib/i18n/lang"
import { resolveNotFound } from "../../src/lib/listing/not-found"
import {
  canonicalServiceSlugs,
  matchNotFoundRule,
  notFoundReply,
  notFoundRules,
  NOT_FOUND_PAGES,
  ruleRegExpSource,
  type NotFoundReply,
} from "../../src/lib/hosting/not-found-rules"
import { casings, renderRedirectsFile } from "../../src/lib/hosting/static-host-files"

const slugs = ["GFRG", "Construction-Services", "Documentation"]
/**
 * The rules are written inside each test that reads them, never once for the file, so that mutation
 * testing (npm run test:mutation) knows which tests exercise which part of the rules.
 */
const rules = () => notFoundRules(slugs)
const plain404: NotFoundReply = { kind: "page", status: 404, file: NOT_FOUND_PAGES.en["not-found"] }

/** What nginx and the static hosts answer: the first matching rule, else the plain 404 page. */
const byRules = (pathname: string): NotFoundReply => matchNotFoundRule(rules(), pathname)?.reply ?? plain404
/** What the Node server answers. */
const byServer = (pathname: string): NotFoundReply =>
  notFoundReply(resolveNotFound(pathname, slugs), langOfPath(pathname))

describe("the answer to an unknown path", () => {
  it("is a permanent redirect when only the letter case was wrong, a temporary one to a listing otherwise", () => {
    expect(byServer("/services/Gfrg")).toEqual({ kind: "redirect", status: 301, location: "/services/GFRG" })
    expect(byServer("/services/plumbing")).toEqual({ kind: "redirect", status: 302, location: "/services" })
    expect(byServer("/projects/gone")).toEqual({ kind: "redirect", status: 302, location: "/projects" })
    expect(byServer("/blogs/category/GFRG")).toEqual({
      kind: "redirect",
      status: 301,
      location: "/blogs/category/gfrg",
    })
    expect(byServer("/blogs/category/gfrg/99")).toEqual({
      kind: "redirect",
      status: 302,
      location: "/blogs/category/gfrg",
    })
    expect(byServer("/blogs/no-such-post")).toEqual({
      kind: "page",
      status: 404,
      file: NOT_FOUND_PAGES.en["blog-post-not-found"],
    })
    expect(byServer("/nowhere")).toEqual(plain404)
  })

  it("stays in the Malayalam edition for a path under /ml/", () => {
    expect(byServer("/ml/services/Gfrg")).toEqual({ kind: "redirect", status: 301, location: "/ml/services/GFRG" })
    expect(byServer("/ml/projects/gone")).toEqual({ kind: "redirect", status: 302, location: "/ml/projects" })
    expect(byServer("/ml/blogs/no-such-post")).toEqual({
      kind: "page",
      status: 404,
      file: "/ml/blog-post-not-found/index.html",
    })
    expect(byServer("/ml/nowhere")).toEqual({ kind: "page", status: 404, file: "/ml/404/index.html" })
    expect(byServer("/ml/blogs/category/interior-design")).toEqual({
      kind: "page",
      status: 404,
      file: "/ml/404/index.html",
    })
  })

  // The rules the build writes for nginx and static hosts must agree with the Node server on every
  // kind of path: if resolveNotFound changes, this shows which rule to change with it.
  it.each([
    "/services/gfrg",
    "/services/Gfrg",
    "/services/GFRG",
    "/services/gFrG",
    "/services/construction-SERVICES",
    "/services/documentation",
    "/services/plumbing",
    "/services/Plumbing",
    "/services/gfrg/extra",
    "/Services/GFRG",
    "/projects/no-such-villa",
    "/projects/a/b/c",
    "/projects/Luxury-Villa",
    "/blogs/no-such-post",
    "/blogs/no-such-post/more",
    "/blogs/category",
    "/blogs/category/all",
    "/blogs/category/ALL",
    "/blogs/category/All/7",
    "/blogs/category/GFRG",
    "/blogs/category/structural-design/9",
    "/blogs/category/Structural-Design",
    "/blogs/category/interior-design",
    "/blogs/category/interior-design/2",
    "/BLOGS/category/gfrg",
    "/blogs/CATEGORY/gfrg",
    "/nowhere",
    "/about/team",
    "/static/missing.jpg",
    "/ml/services/gfrg",
    "/ml/services/gFrG",
    "/ml/services/plumbing",
    "/ml/projects/no-such-villa",
    "/ml/blogs/no-such-post",
    "/ml/blogs/category/GFRG",
    "/ml/blogs/category/all/7",
    "/ml/blogs/category/Gfrg/2",
    "/ml/blogs/category/interior-design",
    "/ml/nowhere",
    "/ml/about/team",
  ])("%s: the generated rules answer as the server does", (pathname) => {
    expect(byRules(pathname)).toEqual(byServer(pathname))
  })

  it("writes a rule's segments literally, but for a ':name', a last '*' and the slug's letters", () => {
    expect(ruleRegExpSource({ pattern: "/files/a.b+c/*/x", anyCaseSegment: null })).toBe("^/files/a\\.b\\+c/\\*/x$")
    expect(ruleRegExpSource({ pattern: "/services/:slug", anyCaseSegment: null })).toBe("^/services/[^/]+$")
    expect(ruleRegExpSource({ pattern: "/blogs/category/mep-2/*", anyCaseSegment: 3 })).toBe(
      "^/blogs/category/[Mm][Ee][Pp]-2/.+$",
    )
    const rule = new RegExp(ruleRegExpSource({ pattern: "/files/a.b", anyCaseSegment: null }))
    expect(rule.test("/files/a.b")).toBe(true)
    expect(rule.test("/files/aXb")).toBe(false)
  })

  it("takes the canonical service slugs from the built folders (GFRG over its alias gfrg)", () => {
    expect(
      canonicalServiceSlugs(["gfrg", "GFRG", "Construction-Services", "construction-services", "lowercase"]),
    ).toEqual(["GFRG", "Construction-Services", "lowercase"])
  })
})

describe("_redirects (Netlify, Cloudflare Pages)", () => {
  const redirectLines = () =>
    renderRedirectsFile(rules(), "https://forms.example.com/", ["/send_contact_mail.php", "/send_estimator_mail.php"])
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))

  it("proxies the two form endpoints to the enquiry server first", () => {
    const lines = redirectLines()
    expect(lines.slice(0, 2)).toEqual([
      "/send_contact_mail.php https://forms.example.com/send_contact_mail.php 200",
      "/send_estimator_mail.php https://forms.example.com/send_estimator_mail.php 200",
    ])
    expect(renderRedirectsFile(rules(), null, ["/send_contact_mail.php"])).not.toContain("send_contact_mail")
  })

  it("writes the usual casings of a service and a category, and never a redirect to itself", () => {
    const lines = redirectLines()
    expect(lines).toContain("/services/gfrg /services/GFRG 301")
    expect(lines).toContain("/services/Gfrg /services/GFRG 301")
    expect(lines).toContain("/services/CONSTRUCTION-SERVICES /services/Construction-Services 301")
    expect(lines).toContain("/blogs/category/GFRG /blogs/category/gfrg 301")
    expect(lines).toContain("/blogs/category/gfrg/* /blogs/category/gfrg 302")
    expect(lines).not.toContain("/services/GFRG /services/GFRG 301")
    expect(lines.indexOf("/services/Gfrg /services/GFRG 301")).toBeLessThan(
      lines.indexOf("/services/:slug /services 302"),
    )
  })

  it("answers unknown posts with a page and status 404, after the category rules", () => {
    const lines = redirectLines()
    const post = lines.indexOf("/blogs/:slug /blog-post-not-found/index.html 404")
    expect(post).toBeGreaterThan(lines.indexOf("/blogs/category/:slug/* /404.html 404"))
    expect(lines).toContain("/projects/* /projects 302")
  })

  it("varies only the slug's letters", () => {
    expect(casings({ pattern: "/blogs/category/structural-design/*", anyCaseSegment: 3 })).toEqual([
      "/blogs/category/structural-design/*",
      "/blogs/category/STRUCTURAL-DESIGN/*",
      "/blogs/category/Structural-Design/*",
    ])
    expect(casings({ pattern: "/projects/*", anyCaseSegment: null })).toEqual(["/projects/*"])
  })
})
