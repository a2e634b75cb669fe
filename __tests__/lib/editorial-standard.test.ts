import { editorialWarnings } from "../../src/lib/content/editorial-standard"

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ")
const keywords = Array.from({ length: 10 }, (_, i) => `keyword ${i}`)
const complete = (bodyWords: number) =>
  `## Why\n\n${words(bodyWords)}\n\n### Detail\n\n- a point\n\n[Talk to us](/contact)\n`

describe("editorial warnings shown in the editor's preview", () => {
  it("has nothing to say about a post that meets the house standard", () => {
    expect(editorialWarnings({ body: complete(1000), keywords })).toEqual([])
  })

  it("names the word count and the standard when a post is too short or too long", () => {
    const short = editorialWarnings({ body: complete(300), keywords })
    expect(short).toHaveLength(1)
    expect(short[0]).toMatch(/^The article has 30\d words \(2 min read\); the house standard is 950 to 1,250 words/)
    expect(editorialWarnings({ body: complete(1400), keywords })[0]).toMatch(/has 1,40\d words/)
  })

  it("asks for headings, a sub-heading, a list, a contact link and about ten keywords", () => {
    const warnings = editorialWarnings({ body: words(1000), keywords: ["one"] })
    expect(warnings).toEqual([
      "Add section headings (## Heading): they become the table of contents.",
      "Add at least one sub-heading (### Heading) inside a section.",
      "Add a list: readers scan steps and checklists first.",
      "End with a link to /contact.",
      "There are 1 keywords; about ten (8 to 12) are expected.",
    ])
  })

  it("asks for a description of a picture inserted without one, and says nothing of a described one", () => {
    const body = `${complete(1000)}\n![](site-visit.jpg)\n\n![A GFRG panel being lifted](panel.jpg)\n`
    expect(editorialWarnings({ body, keywords })).toEqual([
      "Describe the picture site-visit.jpg (Alt Text): the site is not built with a picture left undescribed.",
    ])
  })
})
