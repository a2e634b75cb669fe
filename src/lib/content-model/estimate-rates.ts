/**
 * The cost calculator's rates: content/site/estimate-rates.en.json, checked by the build and by the
 * enquiry server at startup (src/lib/estimate/rates.ts), edited in the editor like the other site
 * files. Unlike them it refuses fields it does not name: a mistyped rate must not be dropped silently.
 */
import type { z } from "zod"
import { ESTIMATE_PROJECT_TYPES, type EstimateProjectType } from "../enquiry/fields"
import { ESTIMATE_METHODS, type EstimateMethod } from "./vocabulary"
import {
  fileFields,
  group,
  optionalGroup,
  optionalText,
  positiveNumber,
  sampleNote,
  text,
  type Describe,
} from "./fields"

/** The messages of the rates' own fields (docs/behaviour.md §8). */
const UNKNOWN_FIELD = "is not a field of the estimate rates (a typing mistake?)"
const strict = { required: "is required (an object)", unknownField: UNKNOWN_FIELD }
const TEXT = { required: "is required (text)", blank: "must not be empty" }
const words = (d: Describe, multiline = false) => text(d, { ...TEXT, multiline })
const amount = (d: Describe) => positiveNumber(d, { notANumber: "must be a number" })

const METHOD_NAMES: Record<EstimateMethod, string> = { gfrg: "GFRG", conventional: "Conventional" }

/** One method's typical cost per square foot, lowest and highest. */
const range = (method: EstimateMethod, projectType: string) => {
  const name = METHOD_NAMES[method]
  return optionalGroup(
    {
      min: amount({
        label: `${name}, lowest (₹ per sq ft)`,
        hint: `The lowest typical cost of ${name} construction per square foot of built-up area, in rupees.${method === "gfrg" ? " Not above Conventional, lowest." : ""}`,
      }),
      max: amount({
        label: `${name}, highest (₹ per sq ft)`,
        hint: `The highest typical cost of ${name} construction per square foot, in rupees; not below the lowest.${method === "gfrg" ? " Not above Conventional, highest." : ""}`,
      }),
    },
    {
      label: `${name} (₹ per sq ft)`,
      hint: `${name} rates for ${projectType}. Leave both empty only when a reason for no rates is given below.`,
      graphqlType: "EstimateRange",
    },
    {
      ...strict,
      check: (r, ctx) => {
        if (r.min > r.max)
          ctx.addIssue({ code: "custom", path: ["max"], message: `must not be less than min (${r.min})` })
      },
    },
  )
}

/** A project type has both methods' rates, or says why it has none. */
const typeRates = (label: string) => {
  const projectType = `${label.toLowerCase()} projects`
  return group(
    {
      gfrg: range("gfrg", projectType),
      conventional: range("conventional", projectType),
      noRateReason: optionalText(
        {
          label: "Reason for no rates",
          hint: `Only when ${projectType} cannot be priced by floor area: what the visitor reads instead of a range. Leave it empty when the rates above are given.`,
        },
        { multiline: true },
      ),
    },
    {
      label,
      hint: `The rates for ${projectType}, as the visitor picks them in the cost calculator.`,
      graphqlType: "EstimateTypeRates",
    },
    {
      ...strict,
      check: (t, ctx) => {
        if (t.noRateReason?.trim()) {
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
              message:
                "is required (a range { min, max } in rupees per sq ft), unless noRateReason says why there is none",
            })
        }
        const { gfrg, conventional } = t
        if (!gfrg || !conventional) return
        // The site promises that GFRG costs less; a file that says otherwise is a typing mistake.
        if (gfrg.min > conventional.min)
          ctx.addIssue({ code: "custom", path: ["gfrg", "min"], message: "must not be above conventional.min" })
        if (gfrg.max > conventional.max)
          ctx.addIssue({ code: "custom", path: ["gfrg", "max"], message: "must not be above conventional.max" })
      },
    },
  )
}

/** The project types' keys are the values the cost calculator's form sends. */
const byProjectType = Object.fromEntries(ESTIMATE_PROJECT_TYPES.map((t) => [t.value, typeRates(t.label)])) as Record<
  EstimateProjectType,
  ReturnType<typeof typeRates>
>

const PLACEHOLDERS = ["{min}", "{max}", "{area}"]

/** One way of building: its name, description and typical time. */
const method = (m: EstimateMethod) => {
  const name = METHOD_NAMES[m]
  return group(
    {
      label: words({ label: "Name shown", hint: `How the estimate names this method, e.g. ${name}.` }),
      description: words({
        label: "Description",
        hint: "One line under the name saying what the method is, e.g. what the walls and roof are made of.",
      }),
      weeksPer1000Sqft: amount({
        label: `${name}, weeks per 1,000 sq ft`,
        hint: `Typical construction time in weeks for each 1,000 sq ft of built-up area (decimals allowed).${m === "gfrg" ? " Not more than Conventional." : ""}`,
      }),
    },
    { label: name, hint: `${name} construction, as the estimate shows it.`, graphqlType: "EstimateMethod" },
    strict,
  )
}

export const estimateRates = fileFields(
  {
    sampleContent: sampleNote(),
    version: text(
      {
        label: "Rates version",
        hint: "The month these rates were set, written YYYY-MM (e.g. 2026-11). Change it whenever you change a rate: every estimate is stored with it.",
      },
      {
        ...TEXT,
        pattern: {
          regex: /^\d{4}-(0[1-9]|1[0-2])$/,
          rule: "must be the month the rates were set, YYYY-MM",
          quoteValue: true,
        },
      },
    ),
    currency: group(
      {
        symbol: words({ label: "Currency sign", hint: "Written before every amount, e.g. ₹." }),
        lakh: words({ label: "Word for lakh", hint: "As in ₹18.5 lakh, e.g. lakh." }),
        crore: words({ label: "Word for crore", hint: "As in ₹1.2 crore, e.g. crore." }),
      },
      {
        label: "How amounts are written",
        hint: "The rupee sign and the words for a lakh and a crore.",
        graphqlType: "EstimateCurrency",
      },
      strict,
    ),
    areaSqft: group(
      {
        min: amount({ label: "Smallest area (sq ft)", hint: "Below this built-up area no range is shown, e.g. 300." }),
        max: amount({
          label: "Largest area (sq ft)",
          hint: "Above this built-up area no range is shown, e.g. 5000; not less than the smallest.",
        }),
        outsideReason: words(
          {
            label: "Reason outside these areas",
            hint: "What the visitor reads instead of a range. {min}, {max} and {area} are replaced by the smallest area, the largest and the area they entered.",
          },
          true,
        ),
      },
      {
        label: "Built-up areas the rates hold for",
        hint: "The smallest and largest built-up area, in square feet, for which a cost range is shown.",
        graphqlType: "EstimateAreaSqft",
      },
      {
        ...strict,
        check: (a, ctx) => {
          if (a.min > a.max)
            ctx.addIssue({ code: "custom", path: ["max"], message: `must not be less than min (${a.min})` })
          for (const placeholder of a.outsideReason.match(/\{[^}]*\}/g) ?? []) {
            if (!PLACEHOLDERS.includes(placeholder))
              ctx.addIssue({
                code: "custom",
                path: ["outsideReason"],
                message: `uses ${placeholder}, which is not one of ${PLACEHOLDERS.join(", ")}`,
              })
          }
        },
      },
    ),
    methods: group(
      { gfrg: method("gfrg"), conventional: method("conventional") },
      {
        label: "Construction methods",
        hint: "The two ways of building the estimate compares, and their typical time.",
        graphqlType: "EstimateMethods",
      },
      strict,
    ),
    ratesPerSqft: group(
      byProjectType,
      {
        label: "Rates per square foot",
        hint: "For each project type of the cost calculator: the lowest and highest cost per square foot of each method, or the reason there is none.",
        graphqlType: "EstimateRatesPerSqft",
      },
      strict,
    ),
    disclaimer: words(
      { label: "Disclaimer", hint: "Shown under every estimate: the figures are indicative, and why." },
      true,
    ),
  },
  {
    unknownField: UNKNOWN_FIELD,
    check: (rates, ctx) => {
      if (rates.methods.gfrg.weeksPer1000Sqft > rates.methods.conventional.weeksPer1000Sqft)
        ctx.addIssue({
          code: "custom",
          path: ["methods", "gfrg", "weeksPer1000Sqft"],
          message: "must not be above methods.conventional.weeksPer1000Sqft",
        })
    },
  },
)

export type EstimateRates = z.infer<typeof estimateRates>
