/**
 * The pages' own words live in content/site/*-page.json and careers.json: the build names the file
 * and the field of a missing or empty text, an unknown {placeholder} and a missing file
 * (docs/behaviour.md §5, §8), and the editor gets a form for each file.
 */
import fs from "fs"
import path from "path"
import { validateContent } from "../../src/gatsby/validate-content"
import { CONTENT_TYPES, formatProblems } from "../../src/lib/content-model"
import { cmsCollections } from "../../src/cms/collections"
import { makeContentFixture } from "../helpers/content-fixture"

const PAGE_FILES = [
  "home-page",
  "about-page",
  "services-page",
  "projects-page",
  "careers",
  "contact-page",
  "cost-calculator-page",
]

describe("page texts", () => {
  let dir: string
  beforeEach(() => {
    dir = makeContentFixture()
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

  /** Sets (or, with undefined, removes) one field of a page file, named by its path: `whoWeAre.text`. */
  const setField = (file: string, field: string, value: string | undefined) => {
    const full = path.join(dir, "site", file)
    const texts = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>
    const names = field.split(".")
    const last = names.pop() ?? field
    let group: Record<string, unknown> = texts
    for (const name of names) group = group[name] as Record<string, unknown>
    if (value === undefined) delete group[last]
    else group[last] = value
    fs.writeFileSync(full, JSON.stringify(texts, null, 2))
  }
  const message = () => formatProblems(validateContent(dir))

  it("the site's page files are valid as they are", () => {
    expect(validateContent(dir)).toEqual([])
  })

  it("names file and field for a missing paragraph and for an empty one", () => {
    setField("about-page.en.json", "whoWeAre.text", undefined)
    setField("about-page.en.json", "ourStory.text", "  \n\n  ")
    setField("careers.en.json", "openings.invitation", "")
    const text = message()
    expect(text).toContain('content/site/about-page.en.json: field "whoWeAre.text" is required')
    expect(text).toContain('content/site/about-page.en.json: field "ourStory.text" is required')
    expect(text).toContain('content/site/careers.en.json: field "openings.invitation" is required')
  })

  it("names file and field for a missing heading group and a section's empty heading", () => {
    setField("home-page.en.json", "gfrg", undefined)
    setField("home-page.en.json", "blogs.title", "")
    const text = message()
    expect(text).toContain('content/site/home-page.en.json: field "gfrg" is required')
    expect(text).toContain('content/site/home-page.en.json: field "blogs.title" is required')
  })

  it("refuses a placeholder that is not one of the company's facts", () => {
    setField("about-page.en.json", "whoWeAre.text", "{companyname} is a design and construction company.")
    expect(message()).toContain(
      'content/site/about-page.en.json: field "whoWeAre.text" may use only the placeholders {companyName}, {shortName}, {locality}, {foundedYear}',
    )
  })

  it("names a page file that is missing", () => {
    fs.rmSync(path.join(dir, "site", "contact-page.en.json"))
    expect(message()).toContain(
      'content/site/contact-page.en.json: field "(file)" is missing: the contact page texts are required',
    )
  })

  it("every page file is a required site file with a form in the editor's site collections, one per language", () => {
    const filesOf = (collection: string) =>
      (cmsCollections().find((c) => c.name === collection)?.files ?? []).map((f) => f.file)
    for (const name of PAGE_FILES) {
      const type = CONTENT_TYPES.find((t) => t.name === name)
      expect(type?.source).toMatchObject({ kind: "file", path: `site/${name}.json`, required: true })
      expect(filesOf("site")).toContain(`content/site/${name}.en.json`)
      expect(filesOf("site-ml")).toContain(`content/site/${name}.ml.json`)
    }
  })
})
