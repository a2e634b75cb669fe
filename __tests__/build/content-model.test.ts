/**
 * The content model's checks of the files that had none before (the site's lists), and the typed
 * loading scripts use: each names the file and the field in the build's words.
 */
import fs from "fs"
import path from "path"
import { loadJson } from "../../src/gatsby/content-files"
import { validateContent } from "../../src/gatsby/validate-content"
import { formatProblems } from "../../src/lib/content-model"
import { company } from "../../src/lib/content-model/company"
import { statistics } from "../../src/lib/content-model/statistics"
import { makeContentFixture } from "../helpers/content-fixture"

const problems = (dir: string) => validateContent(dir).map((p) => `${p.file}: field "${p.field}" ${p.message}`)

describe("site files against the content model", () => {
  let dir: string
  beforeEach(() => {
    dir = makeContentFixture()
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))
  const write = (rel: string, value: unknown) => fs.writeFileSync(path.join(dir, rel), JSON.stringify(value))

  it("accepts every real site file", () => {
    const real = path.join(__dirname, "..", "..", "content", "site")
    for (const file of fs.readdirSync(real).filter((f) => f.endsWith(".json")))
      fs.copyFileSync(path.join(real, file), path.join(dir, "site", file))
    fs.cpSync(path.join(real, "images"), path.join(dir, "site", "images"), { recursive: true })
    expect(validateContent(dir)).toEqual([])
  })

  it("names the item and field of a list file", () => {
    write("site/statistics.en.json", [
      { value: 50, suffix: "+", label: "Completed Projects" },
      { value: "ten", suffix: "+" },
    ])
    write("site/testimonials.en.json", [{ id: 1, name: "Anil K.", text: "", role: 5 }])
    const careers = JSON.parse(fs.readFileSync(path.join(dir, "site", "careers.en.json"), "utf8")) as object
    write("site/careers.en.json", { ...careers, perks: [], values: [{ title: "Growth" }] })
    expect(problems(dir)).toEqual([
      'content/site/statistics.en.json: field "[1].value" must be a positive whole number (got "ten")',
      'content/site/statistics.en.json: field "[1].label" is required',
      'content/site/statistics.ml.json: field "(file)" is missing: the Malayalam edition needs its statistics',
      'content/site/testimonials.en.json: field "[0].role" must be text (got 5)',
      'content/site/testimonials.en.json: field "[0].text" is required',
      'content/site/testimonials.ml.json: field "(file)" is missing: the Malayalam edition needs its testimonials',
      'content/site/careers.en.json: field "perks" must have at least 1 item',
      'content/site/careers.en.json: field "values[0].description" is required',
      // The Malayalam careers file still has the English file's former list of values.
      'content/site/careers.ml.json: field "values" must be as in careers.en.json: a translation changes words, not facts',
    ])
  })

  it("names a missing picture of a list file, and a file that is not a list", () => {
    write("site/carousel.en.json", [{ id: 1, label: "DESIGN", src: "./images/stage-design.jpg", alt: "A drawing" }])
    write("site/gfrg-cards.en.json", { title: "Efficient Planning & Design" })
    expect(problems(dir)).toEqual([
      'content/site/carousel.en.json: field "[0].src" names an image file that does not exist: ./images/stage-design.jpg',
      'content/site/carousel.ml.json: field "(file)" is missing: the Malayalam edition needs its project-stage carousel',
      'content/site/gfrg-cards.en.json: field "(file)" is required (a list)',
      'content/site/gfrg-cards.ml.json: field "(file)" is missing: the Malayalam edition needs its gfrg cards',
    ])
  })

  it("reports the company's missing legal name and developer credit, which every page reads", () => {
    const file = path.join(dir, "site", "company.en.json")
    const facts = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    delete facts.legalName
    delete facts.developerCredit
    fs.writeFileSync(file, JSON.stringify(facts))
    expect(problems(dir)).toEqual([
      'content/site/company.en.json: field "legalName" is required',
      'content/site/company.en.json: field "developerCredit" is required',
    ])
  })
})

describe("scripts load content as the model's types", () => {
  it("returns the file's values", () => {
    const facts = loadJson(path.join(__dirname, "..", "..", "content", "site", "company.en.json"), company)
    expect(facts.address.locality).toBe("Kochi")
    expect(Object.keys(facts.social)).toEqual(["facebook", "instagram", "youtube", "linkedin"])
  })

  it("throws the build's message for a file that breaks the model", () => {
    const dir = makeContentFixture()
    const file = path.join(dir, "site", "statistics.en.json")
    fs.writeFileSync(file, JSON.stringify([{ value: 0, suffix: "+", label: "Clients" }]))
    expect(() => loadJson(file, statistics)).toThrow(
      formatProblems([{ file, field: "[0].value", message: "must be a positive whole number (got 0)" }]),
    )
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  })
})
