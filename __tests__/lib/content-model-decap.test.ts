import { z } from "zod"
import { CONTENT_TYPES, contentType } from "../../src/lib/content-model"
import { decapCollectionFields, decapFields, type DecapField } from "../../src/lib/content-model/decap"
import { text } from "../../src/lib/content-model/fields"
import { BLOG_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from "../../src/lib/content-model/vocabulary"

/**
 * Every field path of a schema, read from zod itself (not through the model's own walker), and whether
 * the build requires it. Inside a group that may be left out, the build requires a field only once the
 * group is given, so the form (which cannot leave a group out) must not require it.
 */
function modelPaths(schema: z.core.$ZodType, at = "", inOptionalGroup = false): { path: string; required: boolean }[] {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap()
  if (inner instanceof z.ZodArray) return modelPaths(inner.element, at)
  if (!(inner instanceof z.ZodObject)) return []
  const shape: Readonly<Record<string, z.core.$ZodType>> = inner.shape
  return Object.entries(shape).flatMap(([name, field]) => {
    const required = !z.safeParse(field, undefined).success
    return [
      { path: `${at}${name}`, required: required && !inOptionalGroup },
      ...modelPaths(field, `${at}${name}.`, inOptionalGroup || !required),
    ]
  })
}

function decapPaths(fields: DecapField[], at = ""): { path: string; required: boolean }[] {
  return fields.flatMap((field) => [
    { path: `${at}${field.name}`, required: field.required },
    ...decapPaths(field.fields ?? [], `${at}${field.name}.`),
  ])
}

const flatten = (fields: DecapField[]): DecapField[] => fields.flatMap((f) => [f, ...flatten(f.fields ?? [])])
const byName = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)

describe("the editor's forms come from the content model", () => {
  it.each(CONTENT_TYPES.map((type) => [type.name, type] as const))(
    "%s: every field of the model reaches the form, required exactly when the build requires it",
    (_name, type) => {
      const fromModel = modelPaths(type.schema)
      expect(fromModel.length).toBeGreaterThan(0)
      expect(decapPaths(decapFields(type.schema))).toEqual(fromModel)
    },
  )

  it("every form field has a label, a hint and a widget", () => {
    for (const type of CONTENT_TYPES) {
      for (const field of flatten(decapCollectionFields(type))) {
        expect(field.label.trim()).not.toBe("")
        expect(field.hint?.trim()).toBeTruthy()
        expect(field.widget).toMatch(/^(string|text|select|datetime|image|number|list|boolean|object|hidden|markdown)$/)
      }
    }
  })

  it("refuses a model field that was added without its label and hint", () => {
    const withBareField = z.object({
      title: text({ label: "Title", hint: "The title." }),
      subtitle: z.string(),
    })
    expect(() => decapFields(withBareField)).toThrow('field "subtitle" has no label or hint')
  })

  it("offers the model's lists as selects and its dates as YYYY-MM-DD", () => {
    const blog = decapCollectionFields(contentType("blog"))
    expect(byName(blog, "category")).toMatchObject({ widget: "select", options: [...BLOG_CATEGORIES], required: true })
    expect(byName(blog, "datePublished")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    })
    expect(byName(blog, "featuredImage")).toMatchObject({ widget: "image", required: true })
    expect(byName(blog, "smallImage")).toMatchObject({ widget: "image", required: false })
    expect(byName(blog, "keywords")).toMatchObject({ widget: "list", required: true, min: 1 })
    expect(blog.at(-1)).toMatchObject({ name: "body", widget: "markdown" })

    const project = decapCollectionFields(contentType("projects"))
    expect(byName(project, "type")?.options).toEqual([...PROJECT_TYPES])
    expect(byName(project, "status")?.options).toEqual([...PROJECT_STATUSES])
    expect(byName(project, "slug")?.pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      "must be lowercase words joined by hyphens",
    ])
    expect(byName(project, "sampleContent")).toMatchObject({ widget: "hidden", required: false })
    const images = byName(project, "images")
    expect(images).toMatchObject({ widget: "list", min: 1 })
    expect(images?.fields?.map((f) => [f.name, f.widget, f.required])).toEqual([
      ["src", "image", true],
      ["alt", "string", true],
    ])

    const service = decapCollectionFields(contentType("services"))
    expect(byName(service, "keyFeatures")).toMatchObject({ min: 6, max: 6 })
  })

  it("asks for the estimate rates' numbers as decimals, and for a project type's rates only when it has some", () => {
    const rates = decapCollectionFields(contentType("estimate-rates"))
    const at = (path: string) => {
      const [first, ...rest] = path.split(".")
      return rest.reduce((field, name) => byName(field?.fields ?? [], name), byName(rates, first ?? ""))
    }
    expect(at("version")).toMatchObject({
      widget: "string",
      required: true,
      pattern: ["^\\d{4}-(0[1-9]|1[0-2])$", "must be the month the rates were set, YYYY-MM"],
    })
    expect(at("areaSqft.min")).toMatchObject({ widget: "number", value_type: "float", required: true })
    expect(at("methods.gfrg.weeksPer1000Sqft")).toMatchObject({ widget: "number", value_type: "float", required: true })
    // A project type without rates leaves both ranges out, which the form cannot do with required fields.
    expect(at("ratesPerSqft.other.gfrg")).toMatchObject({ widget: "object", required: false })
    expect(at("ratesPerSqft.other.gfrg.min")).toMatchObject({
      label: "GFRG, lowest (₹ per sq ft)",
      widget: "number",
      value_type: "float",
      required: false,
    })
    expect(at("ratesPerSqft.new_house_villa.noRateReason")).toMatchObject({ widget: "text", required: false })
  })
})
