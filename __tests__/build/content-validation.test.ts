import fs from "fs"
import path from "path"
import { formatProblems } from "../../src/lib/content-model"
import { validateContent } from "../../src/gatsby/validate-content"
import { isBlankTranslation } from "../../src/gatsby/content-files"
import { postTemplate } from "../../scripts/post-template"
import { withNewUpdate } from "../../scripts/update-template"
import { slugify } from "../../src/lib/listing/slug"
import { editFile, makeContentFixture } from "../helpers/content-fixture"

const message = (dir: string) => formatProblems(validateContent(dir))

describe("content validation (what an editor sees when a file is wrong)", () => {
  let dir: string
  beforeEach(() => {
    dir = makeContentFixture()
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

  it("accepts the valid fixture", () => {
    expect(validateContent(dir)).toEqual([])
  })

  it("a post scaffolded by npm run new-post is valid as written", () => {
    const title = "How to Read a Soil Report"
    const slug = slugify(title)
    fs.mkdirSync(path.join(dir, "blog", slug))
    fs.writeFileSync(
      path.join(dir, "blog", slug, "index.en.md"),
      postTemplate({ title, slug, category: "STRUCTURAL DESIGN", date: "2026-11-23" }),
    )
    fs.writeFileSync(path.join(dir, "blog", slug, "cover.jpg"), "jpg")
    expect(validateContent(dir)).toEqual([])
  })

  it("the real content of the site is valid", () => {
    expect(validateContent(path.join(__dirname, "..", "..", "content"))).toEqual([])
  })

  it("checks a translation against the same model, naming the translation's file", () => {
    fs.writeFileSync(
      path.join(dir, "blog", "gfrg-basics", "index.ml.md"),
      fs.readFileSync(path.join(dir, "blog", "gfrg-basics", "index.en.md"), "utf8").replace(/^title: .*\n/m, ""),
    )
    expect(message(dir)).toContain('content/blog/gfrg-basics/index.ml.md: field "title" is required')
  })

  it("names a content file whose name says no language, with the names it should have", () => {
    fs.renameSync(
      path.join(dir, "blog", "gfrg-basics", "index.en.md"),
      path.join(dir, "blog", "gfrg-basics", "index.md"),
    )
    fs.copyFileSync(path.join(dir, "services", "GFRG.en.json"), path.join(dir, "services", "MEP.json"))
    const text = message(dir)
    expect(text).toContain(
      'content/blog/gfrg-basics/index.md: field "(file)" must say its language in its name: index.en.md for English, index.ml.md for Malayalam',
    )
    expect(text).toContain(
      'content/blog/gfrg-basics: field "index.en.md" is missing: every post folder needs an index.en.md',
    )
    expect(text).toContain(
      'content/services/MEP.json: field "(file)" must say its language in its name: MEP.en.json for English, MEP.ml.json for Malayalam',
    )
  })

  it("names a translation without its English file, and a site file without its Malayalam twin", () => {
    fs.copyFileSync(path.join(dir, "services", "GFRG.en.json"), path.join(dir, "services", "MEP.ml.json"))
    fs.rmSync(path.join(dir, "site", "home-page.ml.json"))
    fs.rmSync(path.join(dir, "legal", "terms-and-conditions.ml.md"))
    const text = message(dir)
    expect(text).toContain(
      'content/services/MEP.ml.json: field "(file)" is a Malayalam translation without its English file MEP.en.json beside it',
    )
    expect(text).toContain(
      'content/site/home-page.ml.json: field "(file)" is missing: the Malayalam edition needs its home page texts',
    )
    expect(text).toContain(
      'content/legal/terms-and-conditions.ml.md: field "(file)" is missing: the legal pages need it',
    )
  })

  it("reads a blank translation, as the editor writes one for a language nobody typed in, as no translation", () => {
    // The editor saves an English-only post and project with a one-line file for each other language.
    fs.writeFileSync(path.join(dir, "blog", "gfrg-basics", "index.ml.md"), "\n")
    fs.writeFileSync(path.join(dir, "services", "MEP.ml.json"), "\n")
    expect(isBlankTranslation(path.join(dir, "blog", "gfrg-basics", "index.ml.md"))).toBe(true)
    expect(validateContent(dir)).toEqual([])
    // A required translation that is blank is missing; a blank English file is refused, not skipped.
    fs.writeFileSync(path.join(dir, "legal", "terms-and-conditions.ml.md"), "\n")
    fs.writeFileSync(path.join(dir, "blog", "gfrg-basics", "index.en.md"), "\n")
    expect(isBlankTranslation(path.join(dir, "blog", "gfrg-basics", "index.en.md"))).toBe(false)
    const text = message(dir)
    expect(text).toContain(
      'content/legal/terms-and-conditions.ml.md: field "(file)" is missing: the legal pages need it',
    )
    expect(text).toContain('content/blog/gfrg-basics/index.en.md: field "title" is required')
  })

  it("names a translation whose numbers are not its English file's", () => {
    const english = fs.readFileSync(path.join(dir, "site", "estimate-rates.en.json"), "utf8")
    fs.writeFileSync(
      path.join(dir, "site", "estimate-rates.ml.json"),
      english.replace('"weeksPer1000Sqft": 11', '"weeksPer1000Sqft": 12'),
    )
    expect(message(dir)).toContain(
      'content/site/estimate-rates.ml.json: field "methods.gfrg.weeksPer1000Sqft" must be as in estimate-rates.en.json: a translation changes words, not facts',
    )
  })

  it("lets the same slug be a project in each language, but not twice in one", () => {
    const english = path.join(dir, "projects", "villa-kochi", "project.en.json")
    fs.copyFileSync(english, path.join(dir, "projects", "villa-kochi", "project.ml.json"))
    expect(validateContent(dir)).toEqual([])
    fs.mkdirSync(path.join(dir, "projects", "villa-kochi-2"))
    fs.copyFileSync(english, path.join(dir, "projects", "villa-kochi-2", "project.ml.json"))
    fs.copyFileSync(english, path.join(dir, "projects", "villa-kochi-2", "project.en.json"))
    fs.copyFileSync(
      path.join(dir, "projects", "villa-kochi", "cover.jpg"),
      path.join(dir, "projects", "villa-kochi-2", "cover.jpg"),
    )
    expect(message(dir)).toContain("content/projects/villa-kochi-2/project.ml.json")
  })

  describe("a project's progress updates (docs/behaviour.md §2, Progress updates)", () => {
    const file = "projects/villa-kochi/project.en.json"
    const update = (fields: Record<string, unknown> = {}) => ({
      date: "2026-10-14",
      stage: "Structure",
      title: "First-floor slab cast",
      text: "The slab was cast on Tuesday.",
      photos: [{ src: "./update-2026-10-14-1.jpg", alt: "Illustration of the slab being cast" }],
      ...fields,
    })
    const withUpdates = (...updates: object[]) =>
      editFile(dir, file, (t) => JSON.stringify({ ...(JSON.parse(t) as object), updates }, null, 2))
    beforeEach(() => fs.writeFileSync(path.join(dir, "projects/villa-kochi/update-2026-10-14-1.jpg"), "jpg"))

    it("accepts a good update", () => {
      withUpdates(update())
      expect(validateContent(dir)).toEqual([])
    })

    it("refuses a date in the future, a stage not in the list and a photo without a description", () => {
      withUpdates(
        update({ date: "2999-01-01" }),
        update({ date: "2026-10-01", stage: "Painting" }),
        update({ date: "2026-09-01", photos: [{ src: "./update-2026-10-14-1.jpg", alt: "" }] }),
      )
      const text = message(dir)
      expect(text).toMatch(
        /content\/projects\/villa-kochi\/project\.en\.json: field "updates\[0\]\.date" must not be in the future \(got "2999-01-01", today is \d{4}-\d{2}-\d{2}\)/,
      )
      expect(text).toContain(
        'content/projects/villa-kochi/project.en.json: field "updates[1].stage" must be one of Design and approvals, Site preparation, Foundation, Structure, Roofing, MEP, Finishing, Handover (got "Painting")',
      )
      expect(text).toContain(
        'content/projects/villa-kochi/project.en.json: field "updates[2].photos[0].alt" is required (describe the image)',
      )
    })

    it("refuses an update without photos or with more than six, a missing photo file and two updates on one day", () => {
      const photo = { src: "./update-2026-10-14-1.jpg", alt: "A photo" }
      withUpdates(
        update({ photos: [] }),
        update({ date: "2026-10-01", photos: Array.from({ length: 7 }, () => photo) }),
        update({ date: "2026-09-01", photos: [{ src: "./missing.jpg", alt: "A photo" }] }),
        update({ date: "2026-09-01" }),
      )
      const text = message(dir)
      expect(text).toContain('field "updates[0].photos" is required (one to six photos, each { src, alt })')
      expect(text).toContain('field "updates[1].photos" must have at most 6 items (has 7)')
      expect(text).toContain('field "updates[2].photos[0].src" names an image file that does not exist: ./missing.jpg')
      expect(text).toContain(
        'field "updates[3].date" duplicates "2026-09-01": a project has one update a day (its link is its date)',
      )
    })

    it("an update started by npm run new-update is refused, naming its text and photo description, until they are written", () => {
      const project = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>
      const started = withNewUpdate(
        withNewUpdate(project, { date: "2026-09-01", stage: "Foundation", title: "Footings" }),
        {
          date: "2026-10-14",
          stage: "Structure",
          title: "First-floor slab cast",
        },
      )
      expect(() => withNewUpdate(started, { date: "2026-10-14", stage: "Structure", title: "Again" })).toThrow(
        "already has an update dated 2026-10-14",
      )
      fs.writeFileSync(path.join(dir, "projects/villa-kochi/update-2026-09-01-1.jpg"), "jpg")
      fs.writeFileSync(path.join(dir, file), JSON.stringify(started))
      const text = message(dir)
      expect(text).toContain('content/projects/villa-kochi/project.en.json: field "updates[0].text" is required')
      expect(text).toContain('field "updates[0].photos[0].alt" is required (describe the image)')
      const written = started as { updates: { text: string; photos: { alt: string }[] }[] }
      for (const update of written.updates) {
        update.text = "The slab was cast."
        update.photos[0] = { ...update.photos[0], alt: "The slab being cast" }
      }
      fs.writeFileSync(path.join(dir, file), JSON.stringify(written))
      expect(validateContent(dir)).toEqual([])
    })

    it("holds a translation's updates to the English dates, stages and photos, and lets it leave one out until translated", () => {
      fs.writeFileSync(path.join(dir, "projects/villa-kochi/update-2026-09-01-1.jpg"), "jpg")
      const older = update({ date: "2026-09-01", photos: [{ src: "./update-2026-09-01-1.jpg", alt: "A photo" }] })
      withUpdates(update(), older)
      const english = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { updates: object[] }
      const ml = path.join(dir, "projects/villa-kochi/project.ml.json")
      // The newest update is not translated yet: the Malayalam page shows the older one alone.
      fs.writeFileSync(ml, JSON.stringify({ ...english, updates: [{ ...older, title: "സ്ലാബ് വാർത്തു" }] }))
      expect(validateContent(dir)).toEqual([])
      const translated = {
        ...english,
        updates: [
          update({ title: "സ്ലാബ് വാർത്തു", stage: "Roofing" }),
          { ...older, photos: [{ src: "./update-2026-10-14-1.jpg", alt: "ഫോട്ടോ" }] },
          update({ date: "2026-08-01" }),
        ],
      }
      fs.writeFileSync(ml, JSON.stringify(translated))
      const text = message(dir)
      const rule = "must be as in project.en.json: a translation changes words, not facts"
      expect(text).toContain(`content/projects/villa-kochi/project.ml.json: field "updates[0].stage" ${rule}`)
      expect(text).toContain(`content/projects/villa-kochi/project.ml.json: field "updates[1].photos" ${rule}`)
      expect(text).toContain(`content/projects/villa-kochi/project.ml.json: field "updates[2].date" ${rule}`)
    })
  })

  it("names file and field for a missing required field", () => {
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) => t.replace(/^title: .*\n/m, ""))
    expect(message(dir)).toContain('content/blog/gfrg-basics/index.en.md: field "title" is required')
  })

  it("names file and field for an unknown blog category", () => {
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) => t.replace('category: "GFRG"', 'category: "GRFG"'))
    expect(message(dir)).toContain(
      'content/blog/gfrg-basics/index.en.md: field "category" must be one of GFRG, ARCHITECTURE, STRUCTURAL DESIGN, PROJECT MANAGEMENT, MEP, CONSTRUCTION (got "GRFG")',
    )
  })

  it("names file and field for a bad date, quoted or not", () => {
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) =>
      t.replace('datePublished: "2024-07-27"', 'datePublished: "27/07/2024"'),
    )
    expect(message(dir)).toContain(
      'content/blog/gfrg-basics/index.en.md: field "datePublished" must be a date written YYYY-MM-DD (got "27/07/2024")',
    )
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) =>
      t.replace('datePublished: "27/07/2024"', "datePublished: 2024-02-30"),
    )
    expect(message(dir)).toContain('field "datePublished" must be a date written YYYY-MM-DD')
  })

  it("names file and field for a missing image file", () => {
    fs.rmSync(path.join(dir, "blog/gfrg-basics/cover.jpg"))
    fs.rmSync(path.join(dir, "projects/villa-kochi/cover.jpg"))
    const text = message(dir)
    expect(text).toContain(
      'content/blog/gfrg-basics/index.en.md: field "featuredImage" names an image file that does not exist: ./cover.jpg',
    )
    expect(text).toContain(
      'content/projects/villa-kochi/project.en.json: field "images[0].src" names an image file that does not exist: ./cover.jpg',
    )
  })

  it("names the body for a picture without a description or without its file beside the post", () => {
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) => `${t}\n![](cover.jpg)\n\n![A GFRG panel](panel.jpg)\n`)
    const text = message(dir)
    expect(text).toContain(
      'content/blog/gfrg-basics/index.en.md: field "body" has a picture without a description (alt text): cover.jpg',
    )
    expect(text).toContain(
      'content/blog/gfrg-basics/index.en.md: field "body" names an image file that does not exist: panel.jpg',
    )
    fs.writeFileSync(path.join(dir, "blog/gfrg-basics/panel.jpg"), "jpg")
    editFile(dir, "blog/gfrg-basics/index.en.md", (t) => t.replace("![](cover.jpg)", "![The cover again](cover.jpg)"))
    expect(validateContent(dir)).toEqual([])
  })

  it("names a legal page that is missing", () => {
    fs.rmSync(path.join(dir, "legal/terms-and-conditions.en.md"))
    expect(message(dir)).toContain(
      'content/legal/terms-and-conditions.en.md: field "(file)" is missing: the legal pages need it',
    )
  })

  it("names file and field for a duplicate project slug and a service slug differing only in case", () => {
    fs.mkdirSync(path.join(dir, "projects/villa-kochi-copy"))
    fs.copyFileSync(
      path.join(dir, "projects/villa-kochi/cover.jpg"),
      path.join(dir, "projects/villa-kochi-copy/cover.jpg"),
    )
    fs.writeFileSync(
      path.join(dir, "projects/villa-kochi-copy/project.en.json"),
      fs.readFileSync(path.join(dir, "projects/villa-kochi/project.en.json"), "utf8").replace('"id":1', '"id":2'),
    )
    fs.writeFileSync(
      path.join(dir, "services/gfrg-copy.en.json"),
      fs.readFileSync(path.join(dir, "services/GFRG.en.json"), "utf8").replace('"slug":"GFRG"', '"slug":"gfrg"'),
    )
    const text = message(dir)
    expect(text).toContain(
      'content/projects/villa-kochi-copy/project.en.json: field "slug" duplicates "villa-kochi" already used by content/projects/villa-kochi/project.en.json',
    )
    expect(text).toContain(
      'content/services/gfrg-copy.en.json: field "slug" duplicates "gfrg" already used by content/services/GFRG.en.json',
    )
  })

  it("reports broken JSON with the file named", () => {
    editFile(dir, "projects/villa-kochi/project.en.json", (t) => t.slice(0, -2))
    expect(message(dir)).toMatch(/content\/projects\/villa-kochi\/project.en.json: field "\(file\)" is not valid JSON/)
  })
})
