import { CONTENT_TYPES, type ContentType } from "../lib/content-model"
import { fieldsOf, type FieldInfo } from "../lib/content-model/shape"

/**
 * The content model as GraphQL type definitions (docs/architecture.md §2): every content type's
 * fields, and the groups and lists of records inside them under the names the model gives them.
 * A field is non-null exactly when the model requires it, so the build's validation guarantees
 * every `!`; fields kept for people only (the sample-content note) are left out. Pictures are
 * files found beside the content file, dates are formatted by Gatsby's date directive.
 */
export function modelTypeDefs(types: readonly ContentType[] = CONTENT_TYPES): string {
  const written = new Map<string, string>()

  const define = (name: string, head: string, fields: readonly FieldInfo[], json: boolean, at: string) => {
    const body = fields
      .filter((field) => !field.meta.internal)
      // gatsby-transformer-json renames a record's own id to jsonId.
      .map((field) => `  ${json && field.name === "id" ? "jsonId" : field.name}: ${fieldType(field, at)}`)
    // A content file's node carries its language (src/gatsby/on-create-node.ts).
    if (head.includes("implements Node")) body.push("  fields: ContentFields!")
    const sdl = `type ${name}${head} {\n${body.join("\n")}\n}`
    const before = written.get(name)
    if (before !== undefined && before !== sdl)
      throw new Error(`The content model names two different groups ${name} (the second at ${at})`)
    written.set(name, sdl)
  }

  const fieldType = (field: FieldInfo, at: string): string => {
    const bang = field.required ? "!" : ""
    const { kind, integer, graphqlType } = field.meta
    const named = (): string => {
      if (!graphqlType || !field.fields)
        throw new Error(`The content model's group ${at}${field.name} has no GraphQL type`)
      define(graphqlType, "", field.fields, false, `${at}${field.name}.`)
      return graphqlType
    }
    switch (kind) {
      case "text":
      case "longText":
      case "url":
      case "choice":
        return `String${bang}`
      case "date":
        return `Date${bang} @dateformat`
      case "image":
        return `File${bang} @fileByRelativePath`
      case "number":
        return `${integer ? "Int" : "Float"}${bang}`
      case "flag":
        return `Boolean${bang}`
      case "textList":
        return `[String!]${bang}`
      case "group":
        return `${named()}${bang}`
      case "records":
        return `[${named()}!]${bang}`
    }
  }

  for (const type of types) {
    const json = type.source.format === "json"
    const interfaces = ["Node", ...(type.graphqlInterfaces ?? [])].join(" & ")
    define(
      type.graphqlType,
      json ? ` implements ${interfaces} @dontInfer` : "",
      fieldsOf(type.schema),
      json,
      `${type.name}:`,
    )
  }
  return [...written.values()].join("\n\n")
}
