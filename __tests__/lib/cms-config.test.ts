import fs from "fs"
import path from "path"
import { CmsConfigError, cmsBackend, cmsLocalBackend, DEFAULT_LOCAL_BACKEND_URL } from "../../src/cms/backend"
import { cmsCollections, LIST_KEY } from "../../src/cms/collections"
import { cmsConfig } from "../../src/cms/config"
import type { CmsField } from "../../src/cms/decap-types"
import { jsonListFormat } from "../../src/cms/json-list"
import { CONTENT_TYPES } from "../../src/lib/content-model"
import { fieldsOf } from "../../src/lib/content-model/shape"
import { BLOG_CATEGORIES } from "../../src/lib/content-model/vocabulary"

describe("the editor's backend, chosen at build time", () => {
  it("uses git-gateway (Netlify Identity sign-in) when nothing is set", () => {
    expect(cmsBackend({})).toEqual({ name: "git-gateway", branch: "main" })
  })

  it("uses GitHub with the repository, branch and sign-in proxy given", () => {
    expect(
      cmsBackend({
        GATSBY_CMS_BACKEND: "github",
        GATSBY_CMS_REPO: "tharavad/website",
        GATSBY_CMS_BRANCH: "production",
        GATSBY_CMS_AUTH_URL: "https://auth.example.com",
      }),
    ).toEqual({ name: "github", repo: "tharavad/website", branch: "production", base_url: "https://auth.example.com" })
  })

  it("refuses a GitHub backend without an owner/name repository, and an unknown backend", () => {
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "github" })).toThrow(CmsConfigError)
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "github", GATSBY_CMS_REPO: "website" })).toThrow(
      'GATSBY_CMS_REPO must be "owner/name" for the github backend (got "website")',
    )
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "dropbox" })).toThrow(
      'GATSBY_CMS_BACKEND must be "github" or "git-gateway" (got "dropbox")',
    )
  })

  it("talks to the local proxy only from pages on this machine", () => {
    expect(cmsLocalBackend({})).toEqual({ url: DEFAULT_LOCAL_BACKEND_URL, allowed_hosts: ["localhost", "127.0.0.1"] })
    expect(cmsLocalBackend({ GATSBY_CMS_LOCAL_BACKEND_URL: "http://127.0.0.1:9081/api/v1" }).url).toBe(
      "http://127.0.0.1:9081/api/v1",
    )
  })
})

describe("the editor's collections come from the content model", () => {
  const collections = cmsCollections()
  const namesOf = (fields: readonly { name: string }[] | undefined) => (fields ?? []).map((f) => f.name)

  it("has a collection, or a file of one, for every content type, with every field of the model", () => {
    for (const type of CONTENT_TYPES) {
      const modelFields = fieldsOf(type.schema).map((f) => f.name)
      const collection = collections.find((c) => c.name === type.name)
      const file = collections.flatMap((c) => c.files ?? []).find((f) => f.name === type.name)
      expect({ type: type.name, found: Boolean(collection ?? file) }).toEqual({ type: type.name, found: true })
      const fields = collection?.fields ?? file?.fields ?? []
      // A list file is one list field whose items carry the model's fields.
      const listField = fields.length === 1 && fields[0]?.name === LIST_KEY ? fields[0] : undefined
      const editable = listField && "fields" in listField ? listField.fields : fields
      expect({ type: type.name, fields: namesOf(editable).filter((n) => n !== "body") }).toEqual({
        type: type.name,
        fields: modelFields,
      })
      if (type.source.format === "markdown") expect(namesOf(fields)).toContain("body")
    }
  })

  it("stores pictures beside their entry and files each collection where the build reads it", () => {
    const blog = collections.find((c) => c.name === "blog")
    expect(blog).toMatchObject({ folder: "content/blog", path: "{{slug}}/index", media_folder: "", public_folder: "" })
    const projects = collections.find((c) => c.name === "projects")
    expect(projects).toMatchObject({ folder: "content/projects", path: "{{slug}}/project", media_folder: "" })
    const siteFiles = collections.flatMap((c) => c.files ?? []).map((f) => f.file)
    expect(siteFiles).toContain("content/site/company.en.json")
    expect(siteFiles).toContain("content/site/leaders.en.json")
  })

  it("edits the cost calculator's rates as a file of the site collection, with every field of the model", () => {
    const site = collections.find((c) => c.name === "site")
    const rates = site?.files?.find((f) => f.file === "content/site/estimate-rates.en.json")
    expect(rates).toMatchObject({ name: "estimate-rates", label: "Estimate rates" })
    const paths = (fields: readonly CmsField[], at = ""): string[] =>
      fields.flatMap((f) => [`${at}${f.name}`, ...paths("fields" in f && f.fields ? f.fields : [], `${at}${f.name}.`)])
    const editable = paths(rates?.fields ?? [])
    expect(editable).toEqual(
      expect.arrayContaining(["version", "currency.symbol", "areaSqft.outsideReason", "disclaimer"]),
    )
    expect(editable).toEqual(expect.arrayContaining(["methods.gfrg.weeksPer1000Sqft", "methods.conventional.label"]))
    for (const type of ["new_house_villa", "commercial_building", "renovation", "other"])
      expect(editable).toEqual(
        expect.arrayContaining([
          `ratesPerSqft.${type}.gfrg.min`,
          `ratesPerSqft.${type}.gfrg.max`,
          `ratesPerSqft.${type}.conventional.min`,
          `ratesPerSqft.${type}.conventional.max`,
          `ratesPerSqft.${type}.noRateReason`,
        ]),
      )
  })

  it("offers the six categories and requires what the build requires", () => {
    const fields = collections.find((c) => c.name === "blog")?.fields ?? []
    const category = fields.find((f) => f.name === "category")
    expect(category && "options" in category ? category.options : []).toEqual([...BLOG_CATEGORIES])
    expect(fields.find((f) => f.name === "imageAltText")?.required).toBe(true)
    expect(fields.find((f) => f.name === "canonicalUrl")?.required).toBe(false)
  })

  it("uses the editorial workflow and the backend chosen by the environment", () => {
    const config = cmsConfig({ GATSBY_CMS_BACKEND: "github", GATSBY_CMS_REPO: "tharavad/website" })
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.backend).toMatchObject({ name: "github", repo: "tharavad/website" })
    expect(config.load_config_file).toBe(false)
  })
})

describe("both languages side by side (Decap's i18n, one file per language)", () => {
  const config = cmsConfig({})
  const collections = cmsCollections()
  const repo = path.join(__dirname, "..", "..")
  /** Decap's multiple_files structure: <path>.<locale>.<extension> (decapcms.org/docs/i18n). */
  const inLocale = (file: string, locale: string) => file.replace(/\.(\w+)$/, `.${locale}.$1`)

  it("edits every entry in English and Malayalam, side by side, and each site file in both", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "ml"], default_locale: "en" })
    const folders = collections.filter((c) => c.folder)
    expect(folders.map((c) => [c.name, c.i18n])).toEqual([
      ["blog", true],
      ["projects", true],
      ["services", true],
      ["legal", true],
    ])
    // Decap keeps a file collection's languages in one file, so each language's site file is an entry.
    const files = collections.flatMap((c) => c.files ?? []).map((f) => f.file)
    for (const type of CONTENT_TYPES.filter((t) => t.source.kind === "file"))
      for (const lang of ["en", "ml"]) expect(files).toContain(`content/site/${type.name}.${lang}.json`)
    for (const file of files)
      expect({ file, exists: fs.existsSync(path.join(repo, file)) }).toEqual({ file, exists: true })
    expect(collections.find((c) => c.name === "site-ml")?.files?.find((f) => f.name === "company-ml")?.label).toBe(
      "Company facts (Malayalam)",
    )
  })

  it("reads and writes the files the build reads: every entry's English file, and its translation beside it", () => {
    const blog = collections.find((c) => c.name === "blog")
    const posts = fs.readdirSync(path.join(repo, "content", "blog"))
    expect(posts.length).toBeGreaterThan(20)
    for (const slug of posts) {
      const entry = `${blog?.folder}/${blog?.path?.replace("{{slug}}", slug)}.${blog?.extension}`
      expect(fs.existsSync(path.join(repo, inLocale(entry, "en")))).toBe(true)
    }
    const translated = posts.filter((slug) => fs.existsSync(path.join(repo, "content", "blog", slug, "index.ml.md")))
    expect(translated.length).toBeGreaterThanOrEqual(12)
  })

  it("keeps every field of an entry each language's own, so an English-only entry writes no Malayalam file", () => {
    const fields = (list: readonly CmsField[]): CmsField[] =>
      list.flatMap((f) => [f, ...fields("fields" in f && f.fields ? f.fields : [])])
    for (const collection of collections.filter((c) => c.folder))
      for (const f of fields(collection.fields ?? []))
        expect({ collection: collection.name, field: f.name, i18n: (f as { i18n?: unknown }).i18n }).toEqual({
          collection: collection.name,
          field: f.name,
          i18n: true,
        })
  })
})

describe("site files whose root is a list", () => {
  it("are edited as an object with the list under one key and written back as the bare list", () => {
    const text = `${JSON.stringify([{ id: 1, name: "A" }], null, 2)}\n`
    const data = jsonListFormat.fromFile(text)
    expect(data).toEqual({ [LIST_KEY]: [{ id: 1, name: "A" }] })
    expect(jsonListFormat.toFile(data)).toBe(text)
  })
})
