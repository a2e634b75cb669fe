/**
 * Reads the model's schemas back as a tree of described fields: what the editor's forms, the
 * image check and the schema test walk. A field built without the builders of fields.ts has no
 * label or hint and is refused here, so it cannot slip past the editor unnoticed.
 */
import { z } from "zod"
import { fieldMeta, type FieldMeta } from "./fields"

export interface FieldInfo {
  name: string
  meta: FieldMeta
  /** The file must have it: leaving it out (or null) is an error. */
  required: boolean
  /** The fields of a group, or of each item of a list of records. */
  fields?: FieldInfo[]
}

const unwrap = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrap(schema.unwrap()) : schema

/** The named fields of an object schema, or of the items of a list of objects; null for anything else. */
export function shapeOf(schema: z.core.$ZodType): Readonly<Record<string, z.core.$ZodType>> | null {
  const inner = unwrap(schema)
  if (inner instanceof z.ZodObject) return inner.shape
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element)
    if (element instanceof z.ZodObject) return element.shape
  }
  return null
}

/** Whether a content file must contain the field. */
export const isRequired = (schema: z.core.$ZodType): boolean => !z.safeParse(schema, undefined).success

/** The described fields of an object schema or of a list of records, recursively. */
export function fieldsOf(schema: z.core.$ZodType, at = ""): FieldInfo[] {
  const shape = shapeOf(schema)
  if (!shape) throw new Error(`The content model at "${at || "(root)"}" is not a group of fields`)
  return Object.entries(shape).map(([name, field]) => {
    const meta = fieldMeta.get(field)
    if (!meta)
      throw new Error(
        `The content model's field "${at}${name}" has no label or hint: build it with content-model/fields`,
      )
    const info: FieldInfo = { name, meta, required: isRequired(field) }
    if (meta.kind === "group" || meta.kind === "records") info.fields = fieldsOf(field, `${at}${name}.`)
    return info
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Every picture a content value names, with the field it sits in (images[2].src), for the file check. */
export function imagesIn(schema: z.core.$ZodType, value: unknown): { field: string; path: string }[] {
  const found: { field: string; path: string }[] = []
  const walk = (fields: FieldInfo[], data: unknown, at: string) => {
    if (!isRecord(data)) return
    for (const field of fields) {
      const v = data[field.name]
      if (field.meta.kind === "image" && typeof v === "string" && v.trim() !== "")
        found.push({ field: `${at}${field.name}`, path: v })
      if (field.meta.kind === "group" && field.fields) walk(field.fields, v, `${at}${field.name}.`)
      if (field.meta.kind === "records" && field.fields && Array.isArray(v)) {
        const itemFields = field.fields
        v.forEach((item: unknown, i) => walk(itemFields, item, `${at}${field.name}[${i}].`))
      }
    }
  }
  const fields = fieldsOf(schema)
  if (Array.isArray(value)) value.forEach((item: unknown, i) => walk(fields, item, `[${i}].`))
  else walk(fields, value, "")
  return found
}
