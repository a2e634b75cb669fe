/**
 * The GraphQL types of the content files are generated from the content model (src/gatsby/model-types.ts):
 * a field is non-null exactly when the model requires it, of the kind the model says, and every
 * group and list of records is a type of the name the model gives it. Templates rely on the `!`s
 * instead of fallbacks.
 */
import { buildASTSchema, isNonNullType, isObjectType, parse, type GraphQLObjectType } from "graphql"
import { type z } from "zod"
import { typeDefs } from "../../src/gatsby/schema"
import { modelTypeDefs } from "../../src/gatsby/model-types"
import { CONTENT_TYPES, type ContentType } from "../../src/lib/content-model"
import {
  fileFields,
  flag,
  group,
  image,
  isoDate,
  optionalImage,
  optionalPositiveNumber,
  optionalText,
  positiveNumber,
  records,
  sampleNote,
  text,
  textList,
} from "../../src/lib/content-model/fields"

// What Gatsby declares itself, so that the site's types can be checked as one schema here.
const GATSBY = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { ok: Boolean }
`
const schema = buildASTSchema(parse(GATSBY + typeDefs))
const objectType = (name: string): GraphQLObjectType => {
  const type = schema.getType(name)
  if (!isObjectType(type)) throw new Error(`${name} is not a type`)
  return type
}

const d = (label: string) => ({ label, hint: `The ${label}.` })
const fake = (schemaOf: z.core.$ZodType, format: "json" | "markdown" = "json"): ContentType => ({
  name: "fake",
  label: "Fake",
  translated: false,
  source: { kind: "file", path: "site/fake.en.json", format: "json", required: false },
  schema: schemaOf,
  graphqlType: "FakeJson",
  ...(format === "markdown" ? { source: { kind: "folders", dir: "fake", file: "index.en.md", format } } : {}),
})

describe("the GraphQL types of the content model", () => {
  it("form one valid schema with the build's own types, every content type a Node read as the model says", () => {
    for (const type of CONTENT_TYPES) {
      const gql = objectType(type.graphqlType)
      const json = type.source.format === "json"
      expect(gql.getInterfaces().some((i) => i.name === "Node")).toBe(json)
    }
    expect(objectType("BlogPost").getFields().frontmatter?.type.toString()).toBe("BlogPostFrontmatter!")
    expect(
      objectType("ServicesPageJson")
        .getInterfaces()
        .map((i) => i.name),
    ).toEqual(["Node", "ListingPageTexts"])
    // Shared groups are one type: every page's banner is a PageHeroText.
    expect(objectType("AboutPageJson").getFields().callToAction?.type.toString()).toBe("CallToActionText!")
    expect(objectType("CompanyJson").getFields().address?.type.toString()).toBe("CompanyAddress!")
    expect(isNonNullType(objectType("ProjectsJson").getFields().areaSqft?.type)).toBe(false)
  })

  it("write each kind of field as GraphQL has it, non-null exactly when required", () => {
    const sdl = modelTypeDefs([
      fake(
        fileFields({
          id: positiveNumber(d("id"), { integer: true }),
          note: sampleNote(),
          title: text(d("title")),
          intro: optionalText(d("intro")),
          when: isoDate(d("when")),
          cover: image(d("cover")),
          thumb: optionalImage(d("thumb")),
          area: optionalPositiveNumber(d("area")),
          rate: positiveNumber(d("rate")),
          shown: flag(d("shown")),
          tags: textList(d("tags")),
          place: group({ town: text(d("town")) }, { ...d("place"), graphqlType: "FakePlace" }),
          photos: records({ src: image(d("src")), alt: text(d("alt")) }, { ...d("photos"), graphqlType: "FakePhoto" }),
        }),
      ),
    ])
    expect(sdl).toBe(
      [
        "type FakePlace {\n  town: String!\n}",
        "type FakePhoto {\n  src: File! @fileByRelativePath\n  alt: String!\n}",
        [
          "type FakeJson implements Node @dontInfer {",
          "  jsonId: Int!",
          "  title: String!",
          "  intro: String",
          "  when: Date! @dateformat",
          "  cover: File! @fileByRelativePath",
          "  thumb: File @fileByRelativePath",
          "  area: Float",
          "  rate: Float!",
          "  shown: Boolean",
          "  tags: [String!]!",
          "  place: FakePlace!",
          "  photos: [FakePhoto!]!",
          "  fields: ContentFields!",
          "}",
        ].join("\n"),
      ].join("\n\n"),
    )
  })

  it("make a markdown file's fields a plain type (its node is the build's own)", () => {
    expect(modelTypeDefs([fake(fileFields({ title: text(d("title")) }), "markdown")])).toBe(
      "type FakeJson {\n  title: String!\n}",
    )
  })

  it("refuse one name for two different groups", () => {
    const model = fileFields({
      a: group({ x: text(d("x")) }, { ...d("a"), graphqlType: "Same" }),
      b: group({ y: text(d("y")) }, { ...d("b"), graphqlType: "Same" }),
    })
    expect(() => modelTypeDefs([fake(model)])).toThrow("The content model names two different groups Same")
  })
})
