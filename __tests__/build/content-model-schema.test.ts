/**
 * The GraphQL types of src/gatsby/schema.ts and the content model agree: the same fields, a field
 * non-null exactly when the model requires it, and the same kind of value. Templates rely on the
 * `!`s instead of fallbacks, so a disagreement would become a blank field or a failed build.
 */
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { typeDefs } from "../../src/gatsby/schema"
import { CONTENT_TYPES } from "../../src/lib/content-model"
import { fieldsOf, type FieldInfo } from "../../src/lib/content-model/shape"

/** Types the build makes itself, not read from a content file. */
const COMPUTED_TYPES = [
  "BlogPost",
  "BlogPostFields",
  "LegalPage",
  "LegalPageFields",
  "ArticleHtml",
  "TocEntry",
  "SiteSiteMetadata",
]

interface GraphQLField {
  nonNull: boolean
  list: boolean
  itemNonNull: boolean
  named: string
}

function read(type: TypeNode): GraphQLField {
  const nonNull = type.kind === Kind.NON_NULL_TYPE
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type
  if (inner.kind === Kind.LIST_TYPE) {
    const item = inner.type
    const itemNonNull = item.kind === Kind.NON_NULL_TYPE
    const named = item.kind === Kind.NON_NULL_TYPE ? item.type : item
    if (named.kind !== Kind.NAMED_TYPE) throw new Error("lists of lists are not part of the model")
    return { nonNull, list: true, itemNonNull, named: named.name.value }
  }
  if (inner.kind !== Kind.NAMED_TYPE) throw new Error("unexpected type")
  return { nonNull, list: false, itemNonNull: false, named: inner.name.value }
}

function scalarFor(field: FieldInfo): string | null {
  switch (field.meta.kind) {
    case "text":
    case "longText":
    case "url":
    case "choice":
    case "textList":
      return "String"
    case "date":
      return "Date"
    case "image":
      return "File"
    case "number":
      return field.meta.integer ? "Int" : "Float"
    case "flag":
      return "Boolean"
    default:
      return null
  }
}

/** Every disagreement between an SDL and the content model, in words; empty when they agree. */
function disagreements(sdl: string): string[] {
  const types = new Map(
    parse(sdl)
      .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  const found: string[] = []
  const reached = new Set<string>()

  const compare = (typeName: string, fields: FieldInfo[], json: boolean) => {
    const def = types.get(typeName)
    if (!def) {
      found.push(`${typeName} is in the model but not declared in GraphQL`)
      return
    }
    reached.add(typeName)
    const declared = new Map((def.fields ?? []).map((f: FieldDefinitionNode) => [f.name.value, read(f.type)]))
    const expected = new Set<string>()
    for (const field of fields) {
      // gatsby-transformer-json renames a record's own id to jsonId.
      const name = json && field.name === "id" ? "jsonId" : field.name
      const gql = declared.get(name)
      if (field.meta.internal) {
        if (gql) found.push(`${typeName}.${name} is for people only (${field.meta.label}) but GraphQL exposes it`)
        continue
      }
      expected.add(name)
      if (!gql) {
        found.push(`${typeName}.${name} is in the model but not in GraphQL`)
        continue
      }
      if (gql.nonNull !== field.required)
        found.push(
          `${typeName}.${name} is ${field.required ? "required" : "optional"} in the model but ${gql.nonNull ? "non-null" : "nullable"} in GraphQL`,
        )
      const isList = field.meta.kind === "textList" || field.meta.kind === "records"
      if (gql.list !== isList) found.push(`${typeName}.${name} is ${isList ? "" : "not "}a list in the model`)
      if (gql.list && !gql.itemNonNull) found.push(`${typeName}.${name}'s items may be null in GraphQL`)
      const scalar = scalarFor(field)
      if (scalar && gql.named !== scalar)
        found.push(`${typeName}.${name} is ${scalar} in the model but ${gql.named} in GraphQL`)
      if (field.fields) compare(gql.named, field.fields, false)
    }
    for (const name of declared.keys())
      if (!expected.has(name)) found.push(`${typeName}.${name} is declared in GraphQL but not in the model`)
  }

  for (const type of CONTENT_TYPES) compare(type.graphqlType, fieldsOf(type.schema), type.source.format === "json")
  for (const name of types.keys())
    if (!reached.has(name) && !COMPUTED_TYPES.includes(name))
      found.push(`${name} is declared in GraphQL but no content type is`)
  return found
}

describe("GraphQL types and the content model", () => {
  it("agree on every field's presence, nullability and kind", () => {
    expect(disagreements(typeDefs)).toEqual([])
  })

  it("pages read blog posts and legal pages through the model's frontmatter types", () => {
    expect(typeDefs).toMatch(/type BlogPost implements Node @dontInfer \{\s*frontmatter: BlogPostFrontmatter!/)
    expect(typeDefs).toMatch(/type LegalPage implements Node @dontInfer \{\s*frontmatter: LegalPageFrontmatter!/)
  })

  it("notice a field made nullable, a field left out, a field the model lacks and a changed kind", () => {
    const broken = typeDefs
      .replace(/(type BlogPostFrontmatter \{[^}]*?)summary: String!/, "$1summary: String")
      .replace(/(type ServicesJson [^{]*\{[^}]*?)\n\s*whyChoose: String!/, "$1")
      .replace(/(type CompanyJson [^{]*\{)/, "$1\n    fax: String")
      .replace(/(type StatisticsJson [^{]*\{[^}]*?)value: Int!/, "$1value: String!")
    expect(disagreements(broken)).toEqual([
      "BlogPostFrontmatter.summary is required in the model but nullable in GraphQL",
      "ServicesJson.whyChoose is in the model but not in GraphQL",
      "CompanyJson.fax is declared in GraphQL but not in the model",
      "StatisticsJson.value is Int in the model but String in GraphQL",
    ])
  })
})
