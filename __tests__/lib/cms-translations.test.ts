import fs from "fs"
import os from "os"
import path from "path"
import { readContentFile } from "../../src/gatsby/content-files"
import {
  hasContent,
  jsonByLanguage,
  markdownByLanguage,
  refuseIncompleteTranslations,
  translationProblems,
} from "../../src/cms/translations"

const content = path.join(__dirname, "..", "..", "content")
const post = path.join(content, "blog", "gfrg-vs-traditional-cost-comparison-kerala")
const project = path.join(content, "projects", "kannur-international-airport")

/** An entry as Decap's preSave event hands it over: an Immutable.js-like map. */
const decapEntry = (collection: string, data: object, i18n: object) => ({
  get: () => collection,
  getIn: ([key]: readonly string[]) => ({ toJS: () => (key === "data" ? data : i18n) }),
})

describe("the editor's files of a translated entry (src/cms/translations.ts)", () => {
  it("writes a language nobody typed in as nothing (Decap adds the newline of a blank file), as Decap hands it over (a blank body, empty lists)", () => {
    expect(markdownByLanguage.toFile({ body: "" })).toBe("")
    expect(markdownByLanguage.toFile({ body: "\n", tags: [], keywords: [" "], featuredImage: null })).toBe("")
    expect(jsonByLanguage.toFile({})).toBe("")
    expect(jsonByLanguage.toFile({ gallery: [], name: "" })).toBe("")
    expect(hasContent({ name: "ക" })).toBe(true)
    expect(hasContent({ featured: false })).toBe(true)
  })

  it("writes a post the build reads back as it was, dates kept as the text written", () => {
    const text = fs.readFileSync(path.join(post, "index.ml.md"), "utf8")
    const data = markdownByLanguage.fromFile(text)
    const written = markdownByLanguage.toFile(data)
    expect(written).toMatch(/^---\n[\s\S]*\n---\n\n\S/)
    expect(written).toContain("datePublished: '2024-07-27'")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-format-"))
    const file = path.join(dir, "index.ml.md")
    fs.writeFileSync(file, written)
    const original = readContentFile(path.join(post, "index.ml.md"), "markdown")
    const reread = readContentFile(file, "markdown")
    expect(reread.ok && reread.value).toEqual(original.ok && original.value)
    expect(reread.ok && reread.body?.trim()).toEqual(original.ok && original.body?.trim())
    fs.rmSync(dir, { recursive: true })
  })

  it("writes JSON as the build reads it", () => {
    const text = fs.readFileSync(path.join(project, "project.ml.json"), "utf8")
    expect(JSON.parse(jsonByLanguage.toFile(jsonByLanguage.fromFile(text)))).toEqual(JSON.parse(text))
  })
})

describe("a translation the build would refuse is not saved", () => {
  const read = (file: string) => {
    const result = readContentFile(file, file.endsWith(".md") ? "markdown" : "json")
    if (!result.ok) throw new Error(`cannot read ${file}`)
    return { ...(result.value as object), ...(result.body === undefined ? {} : { body: result.body }) }
  }
  const englishPost = read(path.join(post, "index.en.md"))
  const malayalamPost = read(path.join(post, "index.ml.md"))
  const englishProject = read(path.join(project, "project.en.json")) as Record<string, unknown>
  const malayalamProject = read(path.join(project, "project.ml.json")) as Record<string, unknown>

  it("accepts the Malayalam files as they are, and a language with nothing typed", () => {
    expect(translationProblems("blog", englishPost, malayalamPost)).toEqual([])
    expect(translationProblems("projects", englishProject, malayalamProject)).toEqual([])
    expect(translationProblems("blog", englishPost, { body: "" })).toEqual([])
  })

  it("names each field a begun translation lacks, and each fact it changes", () => {
    expect(translationProblems("blog", englishPost, { title: "ജി.എഫ്.ആർ.ജി", body: "" })).toEqual(
      expect.arrayContaining(["summary is required", "author is required"]),
    )
    const images = malayalamProject.images as unknown[]
    const moved = { ...malayalamProject, id: Number(englishProject.id) + 1, images: images.slice(1) }
    expect(translationProblems("projects", englishProject, moved)).toEqual([
      "id must be as in English: a translation changes words, not facts",
      "images must be as in English: a translation changes words, not facts",
    ])
  })

  it("lets an English progress update wait for its translation, but not a translated one change its stage", () => {
    const update = {
      date: "2026-11-27",
      stage: "Finishing",
      title: "Wards painted",
      text: "The wards are painted.",
      photos: [{ src: "./ward.jpg", alt: "A painted ward" }],
    }
    const english = { ...englishProject, updates: [update] }
    expect(translationProblems("projects", english, { ...malayalamProject, updates: [] })).toEqual([])
    const changed = { ...malayalamProject, updates: [{ ...update, stage: "MEP", title: "വാർഡുകൾ പെയിന്റ് ചെയ്തു" }] }
    expect(translationProblems("projects", english, changed)).toEqual([
      "updates[0].stage must be as in English: a translation changes words, not facts",
    ])
  })

  it("stops the save with a message naming the language and the fields (Decap's preSave event)", () => {
    const begun = decapEntry("blog", englishPost, { ml: { data: { title: "ജി.എഫ്.ആർ.ജി" } } })
    expect(() => refuseIncompleteTranslations({ entry: begun })).toThrow(
      /^The Malayalam translation is not complete, so nothing was saved: .*summary is required/,
    )
    const untouched = decapEntry("blog", englishPost, { ml: { data: { body: "" } } })
    expect(refuseIncompleteTranslations({ entry: untouched })).toBeUndefined()
    const whole = decapEntry("projects", englishProject, { ml: { data: malayalamProject } })
    expect(refuseIncompleteTranslations({ entry: whole })).toBeUndefined()
  })
})
