/**
 * The field kinds of the content model. Each builder returns a zod schema that rejects what the
 * build rejects, with the message an editor reads (docs/behaviour.md §3), and registers the
 * field's label, hint and kind in `fieldMeta`, from which the editor's forms are generated.
 */
import { z } from "zod"
import { isIsoDate, todayInKerala } from "./vocabulary"

export type FieldKind =
  "text" | "longText" | "choice" | "date" | "image" | "url" | "number" | "textList" | "flag" | "group" | "records"

/** A rule a text must follow, with the words that explain it. */
export interface TextPattern {
  regex: RegExp
  rule: string
  /** Whether the message quotes the rejected value: `rule (got "value")`. */
  quoteValue: boolean
}

export interface FieldMeta {
  kind: FieldKind
  label: string
  hint: string
  /** choice: the allowed values */
  options?: readonly string[]
  /** number: whole numbers only */
  integer?: boolean
  /** textList and records: how many items */
  minItems?: number
  maxItems?: number
  /** The rule a text follows: the regular expression's source and the words that explain it. */
  pattern?: { regex: string; rule: string }
  /** Kept in the file for people (the sample-content note) but never read by a page. */
  internal?: boolean
  /** group and records: the GraphQL type of the group (of each item), src/gatsby/model-types.ts. */
  graphqlType?: string
}

/** Every field of the model, with its metadata. */
export const fieldMeta = z.registry<FieldMeta>()

/** What every field states about itself: a label and a hint for the editor. */
export interface Describe {
  label: string
  hint: string
}

/** A group of fields also names the GraphQL type the pages read it as (one name, one shape). */
export interface DescribeGroup extends Describe {
  graphqlType: string
}

const isBlank = (value: string): boolean => value.trim() === ""
const got = (value: unknown): string => JSON.stringify(value)
const mustBeText = (value: unknown): string => `must be text (got ${got(value)})`

export const patternMessage = (pattern: TextPattern, value: string): string =>
  pattern.quoteValue ? `${pattern.rule} (got "${value}")` : pattern.rule

function describe<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema, meta)
  return schema
}

const patternMeta = (pattern: TextPattern | undefined) =>
  pattern ? { pattern: { regex: pattern.regex.source, rule: pattern.rule } } : {}

const matches = (pattern: TextPattern | undefined) => (value: string) =>
  pattern === undefined || value === "" || pattern.regex.test(value)

const patternError = (pattern: TextPattern | undefined) => (issue: { input?: unknown }) =>
  pattern ? patternMessage(pattern, String(issue.input)) : undefined

interface TextOptions {
  /** Several lines or paragraphs (HTML or plain text) rather than one line. */
  multiline?: boolean
  pattern?: TextPattern
  /** The message when the text is missing (and when it is blank, unless `blank` says otherwise). */
  required?: string
  /** The message when the text is there but blank, if not the same as when it is missing. */
  blank?: string
}

/** A required text that is not blank. */
export function text(
  d: Describe,
  { multiline = false, pattern, required = "is required", blank = required }: TextOptions = {},
) {
  const schema = z
    .string({ error: (issue) => (issue.input == null ? required : mustBeText(issue.input)) })
    .refine((value) => !isBlank(value), blank)
    .refine((value) => isBlank(value) || matches(pattern)(value), { error: patternError(pattern) })
  return describe(schema, { kind: multiline ? "longText" : "text", ...d, ...patternMeta(pattern) })
}

/** A text that may be left out (or null); when given, it must be text and follow the pattern. */
export function optionalText(
  d: Describe,
  { multiline = false, pattern }: Omit<TextOptions, "required" | "blank"> = {},
) {
  const schema = z
    .string({ error: (issue) => mustBeText(issue.input) })
    .refine(matches(pattern), { error: patternError(pattern) })
    .nullish()
  return describe(schema, { kind: multiline ? "longText" : "text", ...d, ...patternMeta(pattern) })
}

/** One of a fixed list of values. */
export function choice<T extends readonly [string, ...string[]]>(values: T, d: Describe) {
  const schema = z.enum(values, {
    error: (issue) => {
      const value = issue.input
      if (value == null || (typeof value === "string" && isBlank(value))) return "is required"
      if (typeof value !== "string") return mustBeText(value)
      return `must be one of ${values.join(", ")} (got "${value}")`
    },
  })
  return describe(schema, { kind: "choice", ...d, options: values })
}

const DATE_REQUIRED = "is required (a date written YYYY-MM-DD)"
const dateError = (issue: { input?: unknown }) =>
  issue.input == null || issue.input === ""
    ? DATE_REQUIRED
    : `must be a date written YYYY-MM-DD (got ${got(issue.input)})`

/** A required calendar date written YYYY-MM-DD; `past: true` refuses a date after today in Kerala. */
export function isoDate(d: Describe, { past = false }: { past?: boolean } = {}) {
  const schema = z
    .string({ error: dateError })
    .refine(isIsoDate, { error: dateError })
    .refine((value) => !past || value <= todayInKerala(), {
      error: (issue) => `must not be in the future (got "${String(issue.input)}", today is ${todayInKerala()})`,
    })
  return describe(schema, { kind: "date", ...d })
}

/** A required picture: a path to an image file, relative to the content file (checked by the build). */
export function image(d: Describe) {
  return describe(text(d), { kind: "image", ...d })
}

/** A picture that may be left out. */
export function optionalImage(d: Describe) {
  return describe(optionalText(d), { kind: "image", ...d })
}

const ABSOLUTE_URL: TextPattern = {
  regex: /^https?:\/\/[^\s/]+\.[^\s]+$/,
  rule: "must be an absolute http(s) URL",
  quoteValue: true,
}

/** An absolute http(s) address that may be left out. */
export function optionalUrl(d: Describe) {
  return describe(optionalText(d, { pattern: ABSOLUTE_URL }), { kind: "url", ...d, ...patternMeta(ABSOLUTE_URL) })
}

const HTTPS_URL: TextPattern = { regex: /^https:\/\/\S+$/, rule: "is required (an https URL)", quoteValue: false }

/** A required https address; anything else is reported as missing. */
export function httpsUrl(d: Describe) {
  const schema = z.string({ error: HTTPS_URL.rule }).refine((value) => HTTPS_URL.regex.test(value), HTTPS_URL.rule)
  return describe(schema, { kind: "url", ...d, ...patternMeta(HTTPS_URL) })
}

interface NumberOptions {
  integer?: boolean
  /** The message for a value that is not a number at all, before " (got …)"; by default the same as for one below zero. */
  notANumber?: string
}

function positive({ integer = false, notANumber }: NumberOptions, required: string) {
  const bad = (value: unknown) => `must be a positive ${integer ? "whole " : ""}number (got ${got(value)})`
  const wrongType = (value: unknown) => (notANumber ? `${notANumber} (got ${got(value)})` : bad(value))
  return z
    .number({ error: (issue) => (issue.input == null ? required : wrongType(issue.input)) })
    .refine((value) => value > 0 && (!integer || Number.isInteger(value)), { error: (issue) => bad(issue.input) })
}

/** A required number above zero. */
export function positiveNumber(d: Describe, options: NumberOptions = {}) {
  return describe(positive(options, "is required (a number)"), {
    kind: "number",
    ...d,
    integer: options.integer ?? false,
  })
}

/** A number above zero that may be left out. */
export function optionalPositiveNumber(d: Describe, options: NumberOptions = {}) {
  return describe(positive(options, "is required (a number)").nullish(), {
    kind: "number",
    ...d,
    integer: options.integer ?? false,
  })
}

/** A yes/no choice that may be left out. */
export function flag(d: Describe) {
  const schema = z.boolean({ error: (issue) => `must be true or false (got ${got(issue.input)})` }).nullish()
  return describe(schema, { kind: "flag", ...d })
}

const LIST_OF_TEXTS = "must be a list of non-empty texts"

interface CountOptions {
  min?: number
  max?: number
  exactly?: number
}

function countCheck<T>({ min = 1, max, exactly }: CountOptions) {
  return (list: readonly T[], ctx: z.RefinementCtx<readonly T[]>) => {
    if (exactly !== undefined && list.length !== exactly)
      ctx.addIssue({ code: "custom", message: `must have exactly ${exactly} items (has ${list.length})` })
    else if (list.length < min)
      ctx.addIssue({ code: "custom", message: `must have at least ${min} item${min === 1 ? "" : "s"}` })
    else if (max !== undefined && list.length > max)
      ctx.addIssue({ code: "custom", message: `must have at most ${max} items (has ${list.length})` })
  }
}

const countMeta = ({ min = 1, max, exactly }: CountOptions) =>
  exactly !== undefined
    ? { minItems: exactly, maxItems: exactly }
    : { minItems: min, ...(max !== undefined ? { maxItems: max } : {}) }

/** A required list of short, non-empty texts (keywords, tags, key features). */
export function textList(d: Describe, counts: CountOptions = {}) {
  const item = z.string({ error: LIST_OF_TEXTS }).refine((value) => !isBlank(value), LIST_OF_TEXTS)
  const schema = z
    .array(item, { error: (issue) => (issue.input == null ? "is required (a list)" : LIST_OF_TEXTS) })
    .superRefine(countCheck(counts))
  return describe(schema, { kind: "textList", ...d, ...countMeta(counts) })
}

interface GroupOptions<S extends z.ZodRawShape> {
  /** The message when the group is missing (or null). */
  required?: string
  /** Refuse fields the model does not name, each reported with this message (a typing mistake in a hand-edited file). */
  unknownField?: string
  /** Rules across the group's fields, reported on the fields they concern. */
  check?: (value: z.output<z.ZodObject<S>>, ctx: z.RefinementCtx<z.output<z.ZodObject<S>>>) => void
}

function fieldGroup<S extends z.ZodRawShape>(
  shape: S,
  { required = "is required", unknownField, check }: GroupOptions<S>,
): z.ZodObject<S> {
  const object = z.object(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? unknownField : issue.input == null ? required : "must be a group of fields",
  })
  const fields: z.ZodObject<S> = unknownField ? object.strict() : object
  return check ? fields.superRefine(check) : fields
}

/** A required group of named fields (the company's address). */
export function group<S extends z.ZodRawShape>(shape: S, d: DescribeGroup, options: GroupOptions<S> = {}) {
  return describe(fieldGroup(shape, options), { kind: "group", ...d })
}

/**
 * A group that may be left out (or null); when given, its fields are checked as in a required group.
 * The editor cannot leave a group out, so it asks for none of its fields (see decap.ts).
 */
export function optionalGroup<S extends z.ZodRawShape>(shape: S, d: DescribeGroup, options: GroupOptions<S> = {}) {
  return describe(fieldGroup(shape, options).nullish(), { kind: "group", ...d })
}

/** The fields of a whole file whose root is an object, with a group's options; the file needs no label. */
export function fileFields<S extends z.ZodRawShape>(shape: S, options: GroupOptions<S> = {}) {
  return fieldGroup(shape, options)
}

interface RecordsOptions<S extends z.ZodRawShape> extends CountOptions {
  /** The message when the list is missing, not a list, or too short. */
  required?: string
  /** Rules across the items of the list, reported on the items they concern. */
  check?: (list: z.output<z.ZodObject<S>>[], ctx: z.RefinementCtx<z.output<z.ZodObject<S>>[]>) => void
}

function recordList<S extends z.ZodRawShape>(shape: S, options: RecordsOptions<S>) {
  const required = options.required ?? "is required (a list)"
  const counts = { min: options.min ?? 0, max: options.max, exactly: options.exactly }
  const item = z.object(shape, { error: required })
  const schema = z.array(item, { error: required }).superRefine((list, ctx) => {
    if (options.required && list.length < counts.min) ctx.addIssue({ code: "custom", message: required })
    else countCheck<z.infer<typeof item>>(counts)(list, ctx)
    options.check?.(list, ctx)
  })
  return { schema, counts }
}

/** A required list of items that each have the same named fields (a project's images). */
export function records<S extends z.ZodRawShape>(shape: S, d: DescribeGroup, options: RecordsOptions<S> = {}) {
  const { schema, counts } = recordList(shape, options)
  return describe(schema, { kind: "records", ...d, ...countMeta(counts) })
}

/** A list of records that may be left out (or null); when given, it is checked as a required one. */
export function optionalRecords<S extends z.ZodRawShape>(shape: S, d: DescribeGroup, options: RecordsOptions<S> = {}) {
  const { schema, counts } = recordList(shape, options)
  return describe(schema.nullish(), { kind: "records", ...d, ...countMeta(counts) })
}

/** The note that marks a file's values as sample data; kept for people, never shown on a page. */
export function sampleNote() {
  return describe(
    optionalText({ label: "Sample content", hint: "Marks sample data; remove it once the values are real." }),
    {
      kind: "text",
      label: "Sample content",
      hint: "Marks sample data; remove it once the values are real.",
      internal: true,
    },
  )
}

/** The same mark as a yes/no value on one item of a list. */
export function sampleFlag() {
  return describe(flag({ label: "Sample content", hint: "Marks a sample item; remove it once the item is real." }), {
    kind: "flag",
    label: "Sample content",
    hint: "Marks a sample item; remove it once the item is real.",
    internal: true,
  })
}
