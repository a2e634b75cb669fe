import { excerptParts, htmlToText } from "../../src/lib/search/excerpt"
import { normalizeMalayalam } from "../../src/lib/search/malayalam"
import { declaredKinds, pageUrlOf, searchability } from "../../src/lib/search/searchable"
import { fileHeaders, SEARCH_WORKER_CSP } from "../../src/lib/hosting/http-headers"
import { containsEveryWord, searchTerm } from "../../src/lib/search/pagefind-client"

const SITE = "https://www.example.in"
const ZWJ = "\u200D"
const VIRAMA = "\u0D4D"

describe("normalizeMalayalam: the chillu letters in one encoding", () => {
  it.each([
    ["അവന്" + ZWJ, "അവൻ"],
    ["കേരളത്തില്" + ZWJ, "കേരളത്തിൽ"],
    ["അവര്" + ZWJ, "അവർ"],
    ["അവള്" + ZWJ, "അവൾ"],
    ["കണ്" + ZWJ, "കൺ"],
    ["വാക്" + ZWJ, "വാൿ"],
  ])("the old sequence %j is the atomic letter", (old, atomic) => {
    expect(normalizeMalayalam(old)).toBe(atomic)
    expect(normalizeMalayalam(atomic)).toBe(atomic)
  })

  it("writes ന്റ one way, from ന്‍റ and ൻറ alike", () => {
    const modern = "എന്റെ"
    expect(normalizeMalayalam(`എന${VIRAMA}${ZWJ}റെ`)).toBe(modern)
    expect(normalizeMalayalam("എൻറെ")).toBe(modern)
    expect(normalizeMalayalam(modern)).toBe(modern)
  })

  it("drops the joiners left over, and leaves other text as it was", () => {
    expect(normalizeMalayalam("ക്\u200Cക")).toBe("ക്ക")
    expect(normalizeMalayalam("GFRG cost in Wayanad")).toBe("GFRG cost in Wayanad")
    expect(normalizeMalayalam('<p lang="ml">വീട് പണിയാന്' + ZWJ + "</p>")).toBe('<p lang="ml">വീട് പണിയാൻ</p>')
  })

  it("is how a query is spelt for the index, trimmed", () => {
    expect(searchTerm("  അവന്" + ZWJ + " ")).toBe("അവൻ")
  })
})

describe("excerptParts: Pagefind's excerpt as text runs, never markup", () => {
  it("splits the marked words from the rest and decodes the escaped text", () => {
    expect(excerptParts("The <mark>GFRG</mark> panel &amp; its &lt;cost&gt; in <mark>Wayanad</mark>.")).toEqual([
      { text: "The ", marked: false },
      { text: "GFRG", marked: true },
      { text: " panel & its <cost> in ", marked: false },
      { text: "Wayanad", marked: true },
      { text: ".", marked: false },
    ])
  })

  it("keeps a script's text as text: tags are dropped, not parsed", () => {
    expect(htmlToText("&lt;script&gt;alert(1)&lt;/script&gt;<b>x</b>&#39;&#x41;")).toBe("<script>alert(1)</script>x'A")
  })
})

describe("which built pages are searchable", () => {
  const page = (body: string, canonical = "/about") =>
    `<html lang="en"><head><link rel="canonical" href="${SITE}${canonical}"/></head><body><main data-pagefind-body="">${body}</main></body></html>`
  const facts = (kind: string) => `<div hidden="" data-search-facts="${kind}"></div>`

  it("names each file's address as the site links it", () => {
    expect(pageUrlOf("index.html")).toBe("/")
    expect(pageUrlOf("about/index.html")).toBe("/about")
    expect(pageUrlOf("ml/index.html")).toBe("/ml")
    expect(pageUrlOf("ml/services/GFRG/index.html")).toBe("/ml/services/GFRG")
    expect(pageUrlOf("404.html")).toBe("/404")
  })

  it("indexes a page that renders its search facts and is its own canonical page", () => {
    expect(searchability(page(facts("page")), "/about", SITE)).toEqual({ searchable: true, kind: "page" })
    expect(declaredKinds(page(facts("article")))).toEqual(["article"])
  })

  it("leaves out pages without facts (404s, listings, the demo page) and aliases of another page", () => {
    expect(searchability(page("<h1>Page not found</h1>"), "/404", SITE)).toEqual({
      searchable: false,
      reason: "no search facts",
    })
    expect(searchability(page(facts("service"), "/services/GFRG"), "/services/gfrg", SITE)).toEqual({
      searchable: false,
      reason: "another page is canonical",
    })
  })

  it("keeps a post whose canonical page is on another site (published there first)", () => {
    const html = `<link rel="canonical" href="https://elsewhere.example/post"/>${facts("article")}`
    expect(searchability(html, "/blogs/x", SITE)).toEqual({ searchable: true, kind: "article" })
  })

  it("fails the build on facts it cannot read", () => {
    expect(() => searchability(page(facts("video")), "/about", SITE)).toThrow('the kind "video"')
    expect(() => searchability(page(facts("page") + facts("page")), "/about", SITE)).toThrow("2 times")
  })
})

describe("the search index's response headers", () => {
  it("caches the hashed chunks for good and revalidates the rest", () => {
    const cache = (file: string) => fileHeaders(file, null)["Cache-Control"]
    expect(cache("/pagefind/index/en_3f2a1b0.pf_index")).toContain("immutable")
    expect(cache("/pagefind/fragment/ml_ee2b40e.pf_fragment")).toContain("immutable")
    expect(cache("/pagefind/filter/en_cad839a.pf_filter")).toContain("immutable")
    expect(cache("/pagefind/pagefind.en_414ca07d7d.pf_meta")).toContain("immutable")
    for (const file of ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"])
      expect(cache(file)).toBe("public, max-age=0, must-revalidate")
  })

  it("lets the worker fetch the index and compile its WebAssembly, and nothing else", () => {
    expect(fileHeaders("/pagefind/pagefind-worker.js", null)["Content-Security-Policy"]).toBe(SEARCH_WORKER_CSP)
    expect(SEARCH_WORKER_CSP).toContain("'wasm-unsafe-eval'")
    expect(SEARCH_WORKER_CSP).not.toContain("'unsafe-eval'")
    expect(fileHeaders("/pagefind/pagefind.js", null)["Content-Security-Policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it("lets pages run WebAssembly without allowing eval", () => {
    const csp = fileHeaders("/about/index.html", { scripts: [], styles: [], styleAttributes: [] })[
      "Content-Security-Policy"
    ]
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/)
    expect(csp).not.toContain("'unsafe-eval'")
  })
})

describe("containsEveryWord: a result has the query's words, not only a shorter start of them", () => {
  const text =
    "The roof was re-laid with salvaged tiles. Costs fell; the builders met the earthquake code. കേരളത്തിലെ വീടുകൾ"
  it.each([
    ["cost", true],
    ["building", true],
    ["earthquakes", true],
    ["roof tiles", true],
    ["കേരളത്തിൽ", true],
    ["reserved", false],
    ["roof reserved", false],
    ["gfrg", false],
  ])("%j in the text: %j", (term, expected) => {
    expect(containsEveryWord(text, term)).toBe(expected)
  })
})
