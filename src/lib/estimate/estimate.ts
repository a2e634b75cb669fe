import { isEstimateProjectType } from "../enquiry/fields"
import type { EstimateRates } from "./rates"

/**
 * The cost calculator's indicative figures (docs/behaviour.md §2 "Cost estimator"): for a project type and
 * built-up area, the cost range and typical duration of GFRG and of conventional construction, and what
 * GFRG saves. One pure function, used by the page (what the visitor sees) and by the enquiry server (the
 * stored row, the office's mail and the CSV), so both always show the same figures.
 */

export interface Range {
  min: number
  max: number
}

export interface MethodFigures {
  /** Rupees, rounded to the step of their size (see roundingStep). */
  cost: Range
  weeks: number
}

export type Estimate =
  | {
      kind: "range"
      projectType: string
      areaSqft: number
      ratesVersion: string
      gfrg: MethodFigures
      conventional: MethodFigures
      saving: { cost: Range; weeks: number }
    }
  | {
      kind: "none"
      projectType: string
      areaSqft: number
      ratesVersion: string
      /** Why no range is given: the project type has no rate per area, or the area is outside the rates' range. */
      why: "type" | "area"
      reason: string
    }

const LAKH = 1_00_000
const CRORE = 1_00_00_000

/**
 * How finely an amount is given: a thousand below a lakh, ₹10,000 below ten lakh, half a lakh below a
 * crore, five lakh below ten crore, half a crore above. Always two or three significant figures.
 */
export function roundingStep(amount: number): number {
  if (amount < LAKH) return 1_000
  if (amount < 10 * LAKH) return 10_000
  if (amount < CRORE) return 50_000
  if (amount < 10 * CRORE) return 5 * LAKH
  return 50 * LAKH
}

/** To the nearest step of its size, and never below one step. */
export function roundAmount(amount: number): number {
  const step = roundingStep(amount)
  return Math.max(step, Math.round(amount / step) * step)
}

const weeksFor = (areaSqft: number, weeksPer1000Sqft: number): number =>
  Math.max(1, Math.round((areaSqft / 1000) * weeksPer1000Sqft))

const ordered = (a: number, b: number): Range => ({ min: Math.min(a, b), max: Math.max(a, b) })

/**
 * The indicative estimate. Null for an unknown project type or an area that is not a positive number
 * (the form's checks refuse both before this is asked); no range, with the rates file's reason, for a
 * type without a rate per area or an area outside the range the rates hold for (bounds included).
 * Savings are taken from the rounded figures, so they are exactly the difference the visitor reads.
 */
export function estimate(rates: EstimateRates, projectType: string, areaSqft: number): Estimate | null {
  if (!Number.isFinite(areaSqft) || areaSqft <= 0) return null
  if (!isEstimateProjectType(projectType)) return null
  const typeRates = rates.ratesPerSqft[projectType]
  const base = { projectType, areaSqft, ratesVersion: rates.version }
  const { gfrg, conventional } = typeRates
  if (!gfrg || !conventional) return { ...base, kind: "none", why: "type", reason: typeRates.noRateReason ?? "" }
  const { min, max, outsideReason } = rates.areaSqft
  if (areaSqft < min || areaSqft > max) {
    const values: Record<string, number> = { "{min}": min, "{max}": max, "{area}": areaSqft }
    const reason = outsideReason.replace(/\{(min|max|area)\}/g, (placeholder) => decimal(values[placeholder] ?? 0))
    return { ...base, kind: "none", why: "area", reason }
  }

  const figures = (perSqft: Range, weeksPer1000Sqft: number): MethodFigures => ({
    cost: { min: roundAmount(perSqft.min * areaSqft), max: roundAmount(perSqft.max * areaSqft) },
    weeks: weeksFor(areaSqft, weeksPer1000Sqft),
  })
  const g = figures(gfrg, rates.methods.gfrg.weeksPer1000Sqft)
  const c = figures(conventional, rates.methods.conventional.weeksPer1000Sqft)
  return {
    ...base,
    kind: "range",
    gfrg: g,
    conventional: c,
    saving: {
      cost: ordered(Math.max(0, c.cost.min - g.cost.min), Math.max(0, c.cost.max - g.cost.max)),
      weeks: Math.max(0, c.weeks - g.weeks),
    },
  }
}

// Stryker disable next-line ObjectLiteral: equivalent, groupIndian formats whole numbers only (Math.trunc)
const INDIAN_WHOLE = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })
// Stryker disable next-line ObjectLiteral: equivalent, decimal rounds to hundredths before it formats
const INDIAN_HUNDREDTHS = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/** Indian digit grouping: 1234567 -> "12,34,567". */
export function groupIndian(whole: number): string {
  return INDIAN_WHOLE.format(Math.trunc(whole) || 0)
}

/** A number with at most two decimals, trailing zeros dropped, the whole part grouped the Indian way. */
function decimal(value: number): string {
  return INDIAN_HUNDREDTHS.format(Math.round(value * 100) / 100 || 0)
}

export type CurrencyWords = EstimateRates["currency"]

/** An amount as its number and its unit word: 2050000 -> ["20.5", "lakh"]; 85000 -> ["85,000", ""]. */
function amountParts(amount: number, currency: CurrencyWords): [string, string] {
  if (amount >= CRORE) return [decimal(amount / CRORE), currency.crore]
  if (amount >= LAKH) return [decimal(amount / LAKH), currency.lakh]
  return [groupIndian(Math.round(amount)), ""]
}

const withUnit = (number: string, unit: string): string => (unit ? `${number} ${unit}` : number)

/** "₹20.5 lakh", "₹1.25 crore", "₹85,000". */
export function formatRupees(amount: number, currency: CurrencyWords): string {
  const [number, unit] = amountParts(amount, currency)
  return `${currency.symbol}${withUnit(number, unit)}`
}

/** "₹18.5 – 22 lakh"; "₹85 lakh – ₹1.1 crore" across units; one amount when both ends are equal. */
export function formatRupeeRange(range: Range, currency: CurrencyWords): string {
  if (range.min === range.max) return formatRupees(range.min, currency)
  const [low, lowUnit] = amountParts(range.min, currency)
  const [high, highUnit] = amountParts(range.max, currency)
  if (lowUnit === highUnit) return `${currency.symbol}${low} – ${withUnit(high, highUnit)}`
  return `${currency.symbol}${withUnit(low, lowUnit)} – ${currency.symbol}${withUnit(high, highUnit)}`
}

/**
 * The words around the figures: the area's unit, the word after a number of weeks, and what joins
 * the money and the time saved. English by default (the office's mail and inbox, the English site);
 * the page's language gives its own (src/lib/enquiry/words.ts, "estimate").
 */
export interface FigureWords {
  sqft: string
  weeks: (weeks: number) => string
  and: string
}

const ENGLISH_FIGURE_WORDS: FigureWords = {
  sqft: "sq. ft.",
  weeks: (weeks) => (weeks === 1 ? "week" : "weeks"),
  and: " and ",
}

/** "1,200 sq. ft.", "1,250.5 sq. ft.": the area as the visitor typed it, grouped. */
export const formatSqft = (areaSqft: number, words: Pick<FigureWords, "sqft"> = ENGLISH_FIGURE_WORDS): string =>
  `${decimal(areaSqft)} ${words.sqft}`

/** "1 week", "14 weeks". */
export const formatWeeks = (weeks: number, words: Pick<FigureWords, "weeks"> = ENGLISH_FIGURE_WORDS): string =>
  `${groupIndian(weeks)} ${words.weeks(weeks)}`

/** "₹4.5 – 6 lakh and 10 weeks"; only what is saved is named. */
export function formatSaving(
  saving: { cost: Range; weeks: number },
  currency: CurrencyWords,
  words: FigureWords = ENGLISH_FIGURE_WORDS,
): string | null {
  const parts: string[] = []
  if (saving.cost.max > 0) parts.push(formatRupeeRange(saving.cost, currency))
  if (saving.weeks > 0) parts.push(formatWeeks(saving.weeks, words))
  return parts.length > 0 ? parts.join(words.and) : null
}

/**
 * The estimate as labelled lines of text, for the office's mail: the same formatting as the page. Lines
 * name the method labels of the rates file.
 */
export function estimateLines(result: Estimate, rates: EstimateRates): [string, string][] {
  const version: [string, string] = ["Rates version", result.ratesVersion]
  if (result.kind === "none") return [["Indicative estimate", `None given: ${result.reason}`], version]
  const { gfrg, conventional } = rates.methods
  const lines: [string, string][] = [
    [`Indicative cost, ${gfrg.label}`, formatRupeeRange(result.gfrg.cost, rates.currency)],
    [`Indicative cost, ${conventional.label}`, formatRupeeRange(result.conventional.cost, rates.currency)],
    [`Typical duration, ${gfrg.label}`, formatWeeks(result.gfrg.weeks)],
    [`Typical duration, ${conventional.label}`, formatWeeks(result.conventional.weeks)],
  ]
  const saving = formatSaving(result.saving, rates.currency)
  lines.push([`Saving with ${gfrg.label}`, saving ?? "none at this size"])
  return [...lines, version]
}
