import {
  addHeadingIds,
  fallbackHeadingId,
  headingIdFromText,
  sanitizeArticle,
  textOfHtml,
  imageSources,
  lighterCopyPaths,
  withLighterCopies,
} from "../../src/lib/content/article-html"
import { fillPlaceholders } from "../../src/lib/content/placeholders"

describe("heading ids (docs/behaviour.md §5)", () => {
  it("lowercases, turns spaces into '-', removes non-word characters, collapses and trims '-'", () => {
    expect(headingIdFromText("Why GFRG Saves 15–25% on Cost?")).toBe("why-gfrg-saves-1525-on-cost")
    expect(headingIdFromText("  A  --  B  ")).toBe("a-b")
    expect(headingIdFromText("MEP & BIM: clash detection")).toBe("mep-bim-clash-detection")
  })
  it("cuts to 50 characters", () => {
    const id = headingIdFromText(
      "A very long heading about the structural safety of glass fibre reinforced gypsum buildings",
    )
    expect(id).toHaveLength(50)
    expect(id).toBe("a-very-long-heading-about-the-structural-safety-of")
  })
  it("falls back to a stable 'heading-' plus seven characters when nothing is left", () => {
    const id = fallbackHeadingId("post#1#???")
    expect(id).toMatch(/^heading-[0-9a-z]{7}$/)
    expect(fallbackHeadingId("post#1#???")).toBe(id)
    const { toc } = addHeadingIds("<h2>???</h2>", "post")
    expect(toc[0]?.id).toMatch(/^heading-[0-9a-z]{7}$/)
  })
  it("keeps an existing id, numbers repeats and lists h2-h6 with their levels", () => {
    const { html, toc } = addHeadingIds(
      '<h2>Costs</h2><p>x</p><h3 id="own">Labour &amp; time</h3><h2>Costs</h2><h1>Title</h1>',
    )
    expect(toc).toEqual([
      { id: "costs", text: "Costs", level: 2 },
      { id: "own", text: "Labour & time", level: 3 },
      { id: "costs-2", text: "Costs", level: 2 },
    ])
    expect(html).toContain('<h2 id="costs">Costs</h2>')
    expect(html).toContain('<h3 id="own">Labour &amp; time</h3>')
    expect(html).toContain('<h2 id="costs-2">Costs</h2>')
    expect(html).toContain("<h1>Title</h1>")
  })
})

describe("sanitizing", () => {
  it("removes scripts, event handlers and javascript: links but keeps figures, tables and images", () => {
    const dirty =
      '<h2 id="a">A</h2><script>alert(1)</script><p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p>' +
      '<figure><img src="/blogs/images/a.jpg" alt="Alt" width="1200" height="675" loading="lazy" onerror="x()"><figcaption>C</figcaption></figure>' +
      "<table><tr><td>1</td></tr></table><iframe src='https://evil.example'></iframe>"
    // The whole result, so nothing survives beside what is kept (docs/behaviour.md, "Blog content rules").
    expect(sanitizeArticle(dirty)).toBe(
      '<h2 id="a">A</h2><p>Hi <a>x</a></p>' +
        '<figure><img src="/blogs/images/a.jpg" alt="Alt" width="1200" height="675" loading="lazy" /><figcaption>C</figcaption></figure>' +
        '<table tabindex="0"><tr><td>1</td></tr></table>',
    )
  })

  it("gives a picture the editor inserted its size, so its box is kept before it loads", () => {
    const html =
      '<p><img src="/blogs/images/abc/panel.jpg" alt="A panel"></p>' +
      '<img src="/blogs/images/a.jpg" alt="Written" width="1200" height="675" loading="lazy">'
    expect(imageSources(html, { unsizedOnly: true })).toEqual(["/blogs/images/abc/panel.jpg"])
    const clean = sanitizeArticle(html, new Map([["/blogs/images/abc/panel.jpg", { width: 1200, height: 675 }]]))
    expect(clean).toContain(
      '<img src="/blogs/images/abc/panel.jpg" alt="A panel" width="1200" height="675" loading="lazy" decoding="async" />',
    )
    expect(clean).toContain('<img src="/blogs/images/a.jpg" alt="Written" width="1200" height="675" loading="lazy" />')
    expect(sanitizeArticle(html)).toContain('<img src="/blogs/images/abc/panel.jpg" alt="A panel" />')
  })
})

describe("lighter copies of body pictures", () => {
  it("a JPEG or PNG gets an AVIF and a WebP beside it; other formats none", () => {
    expect(lighterCopyPaths("/blogs/images/abc/panel.jpg")).toEqual({
      avif: "/blogs/images/abc/panel.avif",
      webp: "/blogs/images/abc/panel.webp",
    })
    expect(lighterCopyPaths("/blogs/images/plan.PNG")?.avif).toBe("/blogs/images/plan.avif")
    expect(lighterCopyPaths("/blogs/images/drawing.svg")).toBeUndefined()
    expect(lighterCopyPaths("/blogs/images/photo.webp")).toBeUndefined()
  })

  it("a picture with copies is offered as AVIF, then WebP, then its own file; the rest stay as they are", () => {
    const html =
      '<figure><img src="/blogs/images/a.jpg" alt="A" width="1200" height="675" loading="lazy" /></figure>' +
      '<p><img src="/blogs/images/b.jpg" alt="B" /></p>'
    const copies = new Map([["/blogs/images/a.jpg", lighterCopyPaths("/blogs/images/a.jpg")!]])
    expect(withLighterCopies(html, copies)).toBe(
      "<figure><picture>" +
        '<source type="image/avif" srcset="/blogs/images/a.avif" />' +
        '<source type="image/webp" srcset="/blogs/images/a.webp" />' +
        '<img src="/blogs/images/a.jpg" alt="A" width="1200" height="675" loading="lazy" />' +
        "</picture></figure>" +
        '<p><img src="/blogs/images/b.jpg" alt="B" /></p>',
    )
  })
})

describe("text helpers", () => {
  it("reads text out of HTML with entities decoded", () => {
    expect(textOfHtml("<em>Fast</em> &amp; <b>safe</b>&#39;s")).toBe("Fast & safe's")
  })
  it("fills known placeholders only", () => {
    expect(
      fillPlaceholders("{companyName} at {legalEmail} {unknown}", { companyName: "Tharavad", legalEmail: "a@b.c" }),
    ).toBe("Tharavad at a@b.c {unknown}")
  })
})
