/**
 * The editor's forms (Decap CMS) generated from the content model, never written beside it: each
 * field's widget follows its kind, its label, hint and options come from the model, and it is
 * required exactly when the build requires it (docs/architecture.md); a field inside a group that may
 * be left out is not required in the form, as the build requires it only once the group is given.
 */
import type { z } from "zod"
import type { FieldKind } from "./fields"
import { type ContentType } from "./index"
import { fieldsOf, type FieldInfo } from "./shape"

/** One field of a Decap collection, as its configuration spells it. */
export interface DecapField {
  label: string
  name: string
  widget: string
  required: boolean
  hint?: string
  options?: string[]
  value_type?: "int" | "float"
  min?: number
  max?: number
  pattern?: [string, string]
  format?: string
  date_format?: string
  time_format?: boolean
  fields?: DecapField[]
  /**
   * Decap's i18n: every field is each language's own. Not "duplicate" for facts: Decap copies a
   * duplicated field into every language as it is typed, so an English-only entry got a Malayalam
   * file holding only its facts, which the build refuses (the editor's browser test found it). A
   * translation starts with "Fill in from another locale", and the build holds its facts to the
   * English file's (docs/behaviour.md §10).
   */
  i18n?: true
}

const WIDGETS: Record<FieldKind, string> = {
  text: "string",
  longText: "text",
  choice: "select",
  date: "datetime",
  image: "image",
  url: "string",
  number: "number",
  textList: "list",
  flag: "boolean",
  group: "object",
  records: "list",
}

/**
 * Decap checks the fields of an optional group even when the group is left empty (decap-cms issue 7748), so
 * inside a group that may be left out no field is required in the form; the build requires them
 * once the group is given.
 */
function decapField(field: FieldInfo, inOptionalGroup = false): DecapField {
  const { meta } = field
  const out: DecapField = {
    label: meta.label,
    name: field.name,
    widget: meta.internal ? "hidden" : WIDGETS[meta.kind],
    required: field.required && !inOptionalGroup,
    hint: meta.hint,
    i18n: true,
  }
  if (meta.options) out.options = [...meta.options]
  if (meta.pattern) out.pattern = [meta.pattern.regex, meta.pattern.rule]
  if (meta.kind === "number") {
    out.value_type = meta.integer ? "int" : "float"
    if (meta.integer) out.min = 1
  }
  if (meta.kind === "date") Object.assign(out, { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false })
  if (meta.minItems !== undefined && meta.minItems > 0) out.min = meta.minItems
  if (meta.maxItems !== undefined) out.max = meta.maxItems
  // The items of a list are given once they are added, so their fields are required as the model says.
  const childrenOptional = meta.kind === "group" && (inOptionalGroup || !field.required)
  if (field.fields) out.fields = field.fields.map((child) => decapField(child, childrenOptional))
  return out
}

/** The Decap fields of an object schema, or of one item of a list-of-records schema. */
export function decapFields(schema: z.core.$ZodType): DecapField[] {
  return fieldsOf(schema).map((field) => decapField(field))
}

/** The markdown body below a post's or legal page's frontmatter. */
export const MARKDOWN_BODY: DecapField = {
  label: "Body",
  name: "body",
  widget: "markdown",
  required: true,
  i18n: true,
  hint: "The text of the page; ## and ### headings make its table of contents.",
}

/** A content type's fields for its Decap collection: the model's fields, and the body of markdown files. */
export function decapCollectionFields(type: ContentType): DecapField[] {
  const fields = decapFields(type.schema)
  return type.source.format === "markdown" ? [...fields, MARKDOWN_BODY] : fields
}
