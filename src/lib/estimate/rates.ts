import fs from "fs"
import { z } from "zod"
import type { ContentProblem } from "../content-model/problems"
import { ESTIMATE_PROJECT_TYPES } from "../enquiry/fields"
import { ESTIMATE_METHODS } from "./estimate"

/**
 * The estimate rates (content/site/estimate-rates.json) as one model: the zod schema checks the file at
 * build time and when the enquiry server starts, its type is what the estimate reads, and the GraphQL
 * type the cost calculator's query uses is written from the same lists (docs/architecture.md).
 * Build and server only: zod stays out of the browser, which imports only the type from here.
 */

export const ESTIMATE_RATES_FILE = "site/estimate-rates.json"

const text = z.string().trim().min(1, { error: "must not be empty" })
const positive = z.number().positive()

/** ₹ per sq ft, lowest and highest. */
const range = z.strictObject({ min: positive, max: positive }).superRefine((r, ctx) => {
  if (r.min > r.max) ctx.addIssue({ code: "custom", path: ["max"], message: `must not be less than min (${r.min})` })
})

/** A project type has both methods' rates, or says why it has none. */
const typeRates = z
  .strictObject({
    gfrg: range.nullish(),
    conventional: range.nullish(),
    noRateReason: text.nullish(),
  })
  .superRefine((t, ctx) => {
    if (t.noRateReason) {
      for (const method of ESTIMATE_METHODS) {
        if (t[method])
          ctx.addIssue({ code: "custom", path: [method], message: "must be left out when noRateReason is given" })
      }
      return
    }
    for (const method of ESTIMATE_METHODS) {
      if (!t[method])
        ctx.addIssue({
          code: "custom",
          path: [method],
          message: "is required (a range { min, max } in rupees per sq ft), unless noRateReason says why there is none",
        })
    }
    const { gfrg, conventional } = t
    if (!gfrg || !conventional) return
    // The site promises that GFRG costs less; a file that says otherwise is a typing mistake.
    if (gfrg.min > conventional.min)
      ctx.addIssue({ code: "custom", path: ["gfrg", "min"], message: "must not be above conventional.min" })
    if (gfrg.max > conventional.max)
      ctx.addIssue({ code: "custom", path: ["gfrg", "max"], message: "must not be above conventional.max" })
  })

const PLACEHOLDERS = ["{min}", "{max}", "{area}"]

/** The areas the rates per square foot hold for, and what the visitor reads outside them. */
const areaSqft = z.strictObject({ min: positive, max: positive, outsideReason: text }).superRefine((a, ctx) => {
  if (a.min > a.max) ctx.addIssue({ code: "custom", path: ["max"], message: `must not be less than min (${a.min})` })
  for (const placeholder of a.outsideReason.match(/\{[^}]*\}/g) ?? []) {
    if (!PLACEHOLDERS.includes(placeholder))
      ctx.addIssue({
        code: "custom",
        path: ["outsideReason"],
        message: `uses ${placeholder}, which is not one of ${PLACEHOLDERS.join(", ")}`,
      })
  }
})

const method = z.strictObject({
  label: text,
  description: text,
  /** Typical construction time, in weeks, for each 1,000 sq ft. */
  weeksPer1000Sqft: positive,
})

const byProjectType = Object.fromEntries(ESTIMATE_PROJECT_TYPES.map((t) => [t.value, typeRates])) as Record<
  (typeof ESTIMATE_PROJECT_TYPES)[number]["value"],
  typeof typeRates
>

export const estimateRatesSchema = z
  .strictObject({
    sampleContent: z.union([z.boolean(), z.string()]).optional(),
    version: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "must be the month the rates were set, YYYY-MM" }),
    currency: z.strictObject({ symbol: text, lakh: text, crore: text }),
    areaSqft,
    methods: z.strictObject({ gfrg: method, conventional: method }),
    ratesPerSqft: z.strictObject(byProjectType),
    disclaimer: text,
  })
  .superRefine((rates, ctx) => {
    if (rates.methods.gfrg.weeksPer1000Sqft > rates.methods.conventional.weeksPer1000Sqft)
      ctx.addIssue({
        code: "custom",
        path: ["methods", "gfrg", "weeksPer1000Sqft"],
        message: "must not be above methods.conventional.weeksPer1000Sqft",
      })
  })

export type EstimateRates = z.infer<typeof estimateRatesSchema>

const fieldPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  )

const expectedWords: Record<string, string> = { number: "a number", string: "text", object: "an object" }

/** One zod issue in the house style of content messages: 'is required', 'must be ... (got ...)'. */
function problemsOf(file: string, issue: z.core.$ZodIssue): ContentProblem[] {
  const field = fieldPath(issue.path) || "(file)"
  const got = issue.input === undefined ? "" : ` (got ${JSON.stringify(issue.input)})`
  switch (issue.code) {
    case "invalid_type": {
      const expected = expectedWords[issue.expected] ?? issue.expected
      if (issue.input === undefined) return [{ file, field, message: `is required (${expected})` }]
      return [{ file, field, message: `must be ${expected}${got}` }]
    }
    case "too_small":
      if (issue.origin === "number") return [{ file, field, message: `must be a positive number${got}` }]
      return [{ file, field, message: issue.message }]
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        file,
        field: fieldPath([...issue.path, key]),
        message: "is not a field of the estimate rates (a typing mistake?)",
      }))
    case "invalid_format":
      return [{ file, field, message: `${issue.message}${got}` }]
    default:
      return [{ file, field, message: issue.message }]
  }
}

/** Checks parsed JSON against the model; every problem names the file and the field. */
export function checkEstimateRates(
  file: string,
  data: unknown,
): { rates: EstimateRates; problems: [] } | { rates: null; problems: ContentProblem[] } {
  const result = estimateRatesSchema.safeParse(data, { reportInput: true })
  if (result.success) return { rates: result.data, problems: [] }
  return { rates: null, problems: result.error.issues.flatMap((issue) => problemsOf(file, issue)) }
}

/** Reads and checks a rates file (the enquiry server, at startup). */
export function readEstimateRates(path: string, displayName: string): ReturnType<typeof checkEstimateRates> {
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(path, "utf8")) as unknown
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT"
    return {
      rates: null,
      problems: [
        {
          file: displayName,
          field: "(file)",
          message: missing
            ? "is missing: the estimate rates are required"
            : `is not valid JSON: ${(error as Error).message}`,
        },
      ],
    }
  }
  return checkEstimateRates(displayName, data)
}

/** The GraphQL types of the rates, written from the same lists as the schema above. */
export const estimateRatesTypeDefs = /* GraphQL */ `
  type EstimateRatesJson implements Node {
    version: String!
    currency: EstimateCurrency!
    areaSqft: EstimateAreaSqft!
    methods: EstimateMethods!
    ratesPerSqft: EstimateRatesPerSqft!
    disclaimer: String!
  }
  type EstimateCurrency {
    symbol: String!
    lakh: String!
    crore: String!
  }
  type EstimateAreaSqft {
    min: Float!
    max: Float!
    outsideReason: String!
  }
  type EstimateMethods {
${ESTIMATE_METHODS.map((m) => `    ${m}: EstimateMethod!`).join("\n")}
  }
  type EstimateMethod {
    label: String!
    description: String!
    weeksPer1000Sqft: Float!
  }
  type EstimateRatesPerSqft {
${ESTIMATE_PROJECT_TYPES.map((t) => `    ${t.value}: EstimateTypeRates!`).join("\n")}
  }
  type EstimateTypeRates {
${ESTIMATE_METHODS.map((m) => `    ${m}: EstimateRange`).join("\n")}
    noRateReason: String
  }
  type EstimateRange {
    min: Float!
    max: Float!
  }
`
