/**
 * The editorial standard of every post in content/blog (docs/behaviour.md §3, issue 7): what a reader and a
 * search engine get from each article. Fails naming the post and the rule it breaks.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { BLOG_CATEGORIES } from "../../src/lib/content-model/vocabulary"
import { countWords, readingMinutes } from "../../src/lib/text/reading"
import { editorialWarnings } from "../../src/lib/content/editorial-standard"

const root = path.join(__dirname, "..", "..")
const blogDir = path.join(root, "content", "blog")
const slugs = fs
  .readdirSync(blogDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(blogDir, d.name, "index.en.md")))
  .map((d) => d.name)
  .sort()

/** The sixteen slugs docs/behaviour.md §3 names, plus the ten further posts it describes. */
const NAMED_SLUGS = [
  "importance-structural-engineer-kerala",
  "construction-project-management-kerala-importance",
  "construction-project-management-stages-lifecycle",
  "construction-communication-stakeholder-management-kerala",
  "gfrg-vs-traditional-cost-comparison-kerala",
  "gfrg-environmental-benefits-sustainability",
  "mep-services-explained-building-systems",
  "sustainable-mep-design-energy-efficiency",
  "mep-coordination-clash-detection-bim",
  "kerala-construction-challenges-climate-terrain",
  "quality-construction-materials-kerala",
  "kerala-home-construction-trends-modern-design",
  "construction-site-safety-protocols-kerala",
  "kerala-space-planning-interior-architecture",
  "home-mep-maintenance-checklist-kerala",
  "gfrg-construction-myths-vs-facts",
]

const read = (slug: string) => {
  const file = matter(fs.readFileSync(path.join(blogDir, slug, "index.en.md"), "utf8"))
  return { data: file.data, body: file.content }
}

describe("blog posts", () => {
  it("has every post the spec names, and twenty-six in all", () => {
    for (const slug of NAMED_SLUGS) expect(slugs).toContain(slug)
    expect(slugs.length).toBeGreaterThanOrEqual(26)
  })

  describe.each(slugs)("%s", (slug) => {
    const { data, body } = read(slug)

    it("is 950 to 1,250 words, so it reads in 5 to 7 minutes", () => {
      const words = countWords(body)
      expect({ slug, words, inRange: words >= 950 && words <= 1250 }).toEqual({ slug, words, inRange: true })
      expect(readingMinutes(words)).toBeGreaterThanOrEqual(5)
      expect(readingMinutes(words)).toBeLessThanOrEqual(7)
    })

    it("has h2 and h3 structure, a list, and a link to /contact", () => {
      expect(body).toMatch(/^## \S/m)
      expect(body).toMatch(/^### \S/m)
      expect(body).toMatch(/^(?:- |\d+\. )\S/m)
      expect(body).toMatch(/\]\(\/contact\)/)
    })

    it("has a figure with alt text whose image exists under /blogs/images/", () => {
      const figures = [...body.matchAll(/<img src="(\/blogs\/images\/[^"]+)" alt="([^"]+)"/g)]
      expect(figures.length).toBeGreaterThanOrEqual(1)
      for (const [, src, alt] of figures) {
        expect((alt ?? "").trim().length).toBeGreaterThan(10)
        expect(fs.existsSync(path.join(root, "static", src as string))).toBe(true)
      }
    })

    it("has about ten keywords, tags, a team author, a known category and a 2024 date", () => {
      const keywords = data.keywords as string[]
      expect(keywords.length).toBeGreaterThanOrEqual(8)
      expect(keywords.length).toBeLessThanOrEqual(12)
      expect((data.tags as string[]).length).toBeGreaterThanOrEqual(3)
      expect(String(data.author)).toMatch(/Team$/)
      expect(BLOG_CATEGORIES).toContain(data.category)
      expect(String(data.datePublished)).toMatch(/^2024-\d\d-\d\d$/)
      expect(String(data.metaDescription).length).toBeLessThanOrEqual(160)
    })
  })
})

/**
 * The Malayalam edition's posts (docs/behaviour.md §10, issue 45): at least twelve, among them the
 * six most recent and every GFRG post; each the translation of its English twin (same category,
 * date and pictures) and held to the Malayalam house standard.
 */
describe("Malayalam blog posts", () => {
  const translated = slugs.filter((slug) => fs.existsSync(path.join(blogDir, slug, "index.ml.md")))
  const readMl = (slug: string) => {
    const file = matter(fs.readFileSync(path.join(blogDir, slug, "index.ml.md"), "utf8"))
    return { data: file.data, body: file.content }
  }
  const dateOf = (slug: string) => String(read(slug).data.datePublished)

  it("has at least twelve, the six most recent and every GFRG post among them", () => {
    expect(translated.length).toBeGreaterThanOrEqual(12)
    const newest = [...slugs].sort((a, b) => dateOf(b).localeCompare(dateOf(a))).slice(0, 6)
    const gfrg = slugs.filter((slug) => read(slug).data.category === "GFRG")
    expect(gfrg.length).toBeGreaterThan(0)
    for (const slug of [...newest, ...gfrg])
      expect({ slug, translated: translated.includes(slug) }).toEqual({ slug, translated: true })
  })

  describe.each(translated)("%s (Malayalam)", (slug) => {
    const { data, body } = readMl(slug)
    const english = read(slug).data

    it("meets the Malayalam house standard", () => {
      expect({ slug, warnings: editorialWarnings({ body, keywords: data.keywords as string[], lang: "ml" }) }).toEqual({
        slug,
        warnings: [],
      })
      expect(body).toMatch(/^### \S/m)
      expect(body).toMatch(/[\u0D00-\u0D7F]{3}/)
    })

    it("is its English twin's translation: same category, dates and picture", () => {
      for (const key of ["category", "datePublished", "dateModified", "featuredImage"])
        expect({ key, value: data[key] as unknown }).toEqual({ key, value: english[key] as unknown })
      expect(String(data.title)).toMatch(/[\u0D00-\u0D7F]/)
      expect(String(data.metaDescription).length).toBeLessThanOrEqual(160)
    })

    it("links only to pages of the Malayalam edition (or files)", () => {
      for (const [, href] of body.matchAll(/\]\((\/[^)\s]*)\)/g))
        expect({ href, ok: href?.startsWith("/ml/") || /\.\w+$/.test(href ?? "") }).toEqual({ href, ok: true })
    })
  })
})
