import {
  estimate,
  estimateLines,
  formatRupeeRange,
  formatRupees,
  formatSaving,
  formatSqft,
  formatWeeks,
  groupIndian,
  roundAmount,
  roundingStep,
} from "../../src/lib/estimate/estimate"
import type { EstimateRates } from "../../src/lib/estimate/rates"

/** Rates written for the test, so the expected figures below can be checked by hand. */
const rates: EstimateRates = {
  version: "2026-11",
  currency: { symbol: "₹", lakh: "lakh", crore: "crore" },
  areaSqft: { min: 300, max: 5000, outsideReason: "Rates hold from {min} to {max} sq. ft., not {area} sq. ft." },
  methods: {
    gfrg: { label: "GFRG", description: "Panels", weeksPer1000Sqft: 11 },
    conventional: { label: "Conventional", description: "RCC and masonry", weeksPer1000Sqft: 18 },
  },
  ratesPerSqft: {
    new_house_villa: { gfrg: { min: 1700, max: 2100 }, conventional: { min: 2100, max: 2600 } },
    commercial_building: { gfrg: { min: 1900, max: 2500 }, conventional: { min: 2400, max: 3100 } },
    renovation: { gfrg: { min: 1000, max: 1500 }, conventional: { min: 1250, max: 1800 } },
    other: { noRateReason: "Priced case by case." },
  },
  disclaimer: "Indicative only.",
}
const currency = rates.currency
const lakh = (n: number) => Math.round(n * 1_00_000)

describe("estimate: each type and method", () => {
  it("a 1,200 sq ft new house: both ranges, both durations, the saving", () => {
    // GFRG 1700-2100/sq ft -> 20.4-25.2 lakh -> 20.5-25 lakh; conventional 2100-2600 -> 25.2-31.2 -> 25-31 lakh.
    // Weeks: 1.2 x 11 = 13.2 -> 13; 1.2 x 18 = 21.6 -> 22.
    expect(estimate(rates, "new_house_villa", 1200)).toEqual({
      kind: "range",
      projectType: "new_house_villa",
      areaSqft: 1200,
      ratesVersion: "2026-11",
      gfrg: { cost: { min: lakh(20.5), max: lakh(25) }, weeks: 13 },
      conventional: { cost: { min: lakh(25), max: lakh(31) }, weeks: 22 },
      saving: { cost: { min: lakh(4.5), max: lakh(6) }, weeks: 9 },
    })
  })

  it("a 2,000 sq ft commercial building", () => {
    // GFRG 38-50 lakh, conventional 48-62 lakh; weeks 22 and 36.
    const result = estimate(rates, "commercial_building", 2000)
    expect(result).toMatchObject({
      kind: "range",
      gfrg: { cost: { min: lakh(38), max: lakh(50) }, weeks: 22 },
      conventional: { cost: { min: lakh(48), max: lakh(62) }, weeks: 36 },
      saving: { cost: { min: lakh(10), max: lakh(12) }, weeks: 14 },
    })
  })

  it("an 800 sq ft renovation, amounts on both sides of ten lakh", () => {
    // GFRG 8-12 lakh; conventional 10 lakh and 14.4 lakh -> 14.5 (half-lakh steps from ten lakh up).
    const result = estimate(rates, "renovation", 800)
    expect(result).toMatchObject({
      gfrg: { cost: { min: lakh(8), max: lakh(12) }, weeks: 9 },
      conventional: { cost: { min: lakh(10), max: lakh(14.5) }, weeks: 14 },
      saving: { cost: { min: lakh(2), max: lakh(2.5) }, weeks: 5 },
    })
  })

  it("a type without a rate per area gives no range and says why", () => {
    expect(estimate(rates, "other", 1200)).toEqual({
      kind: "none",
      why: "type",
      reason: "Priced case by case.",
      projectType: "other",
      areaSqft: 1200,
      ratesVersion: "2026-11",
    })
  })

  it("no range either for a type with only one method's rate, and no reason when the file gives none", () => {
    // The build refuses such a file (both ranges or a reason); the estimate still gives no half answer.
    const oneMethod: EstimateRates = {
      ...rates,
      ratesPerSqft: { ...rates.ratesPerSqft, renovation: { gfrg: { min: 1000, max: 1500 } } },
    }
    expect(estimate(oneMethod, "renovation", 1200)).toMatchObject({ kind: "none", why: "type", reason: "" })
  })

  it("gives the saving low to high when the lowest costs differ more than the highest", () => {
    // 1,000 sq ft: GFRG 10-20 lakh, conventional 20-20.5 lakh; saved 10 lakh at the low end, half a lakh at the high.
    const close: EstimateRates = {
      ...rates,
      ratesPerSqft: {
        ...rates.ratesPerSqft,
        renovation: { gfrg: { min: 1000, max: 2000 }, conventional: { min: 2000, max: 2050 } },
      },
    }
    expect(estimate(close, "renovation", 1000)).toMatchObject({
      saving: { cost: { min: lakh(0.5), max: lakh(10) } },
    })
  })

  it("nothing for an unknown type or an area that is not positive", () => {
    expect(estimate(rates, "castle", 1200)).toBeNull()
    expect(estimate(rates, "toString", 1200)).toBeNull()
    expect(estimate(rates, "new_house_villa", 0)).toBeNull()
    expect(estimate(rates, "new_house_villa", -5)).toBeNull()
    expect(estimate(rates, "new_house_villa", Number.NaN)).toBeNull()
    expect(estimate(rates, "new_house_villa", Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe("estimate: the area range the rates hold for", () => {
  it("includes both bounds", () => {
    expect(estimate(rates, "new_house_villa", 300)?.kind).toBe("range")
    expect(estimate(rates, "new_house_villa", 5000)?.kind).toBe("range")
  })
  it("outside it: no range, the file's reason with the numbers filled in", () => {
    expect(estimate(rates, "new_house_villa", 299.5)).toMatchObject({
      kind: "none",
      why: "area",
      reason: "Rates hold from 300 to 5,000 sq. ft., not 299.5 sq. ft.",
    })
    expect(estimate(rates, "renovation", 12000)).toMatchObject({
      kind: "none",
      reason: "Rates hold from 300 to 5,000 sq. ft., not 12,000 sq. ft.",
    })
  })
  it("the type's own reason comes first", () => {
    expect(estimate(rates, "other", 12000)).toMatchObject({ why: "type", reason: "Priced case by case." })
  })
  it("the smallest and largest area: durations and money at their extremes", () => {
    expect(estimate(rates, "new_house_villa", 300)).toMatchObject({
      gfrg: { cost: { min: lakh(5.1), max: lakh(6.3) }, weeks: 3 },
      conventional: { cost: { min: lakh(6.3), max: lakh(7.8) }, weeks: 5 },
    })
    // 5,000 sq ft commercial: conventional 1.2 crore to 1.55 crore (five-lakh steps above a crore).
    expect(estimate(rates, "commercial_building", 5000)).toMatchObject({
      gfrg: { cost: { min: lakh(95), max: lakh(125) }, weeks: 55 },
      conventional: { cost: { min: lakh(120), max: lakh(155) }, weeks: 90 },
    })
  })
})

describe("rounding to a sensible step", () => {
  it.each([
    [99_999, 1_000],
    [1_00_000, 10_000],
    [9_99_999, 10_000],
    [10_00_000, 50_000],
    [99_99_999, 50_000],
    [1_00_00_000, 5_00_000],
    [9_99_99_999, 5_00_000],
    [10_00_00_000, 50_00_000],
  ])("an amount of %p is given to the nearest %p", (amount, step) => expect(roundingStep(amount)).toBe(step))

  it.each([
    [84_400, 84_000],
    [84_500, 85_000],
    [1_23_456, 1_20_000],
    [18_74_999, 18_50_000],
    [18_75_000, 19_00_000],
    [99_80_000, 1_00_00_000],
    [1_23_00_000, 1_25_00_000],
    [400, 1_000],
  ])("%p rounds to %p (never below one step)", (amount, rounded) => expect(roundAmount(amount)).toBe(rounded))
})

describe("Indian number formatting", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [85_000, "85,000"],
    [1_00_000, "1,00,000"],
    [12_34_567, "12,34,567"],
    [1_00_00_000, "1,00,00,000"],
  ])("groups %p as %p", (n, text) => expect(groupIndian(n)).toBe(text))

  it.each([
    [85_000, "₹85,000"],
    [1_00_000, "₹1 lakh"],
    [18_50_000, "₹18.5 lakh"],
    [99_50_000, "₹99.5 lakh"],
    [1_00_00_000, "₹1 crore"],
    [1_25_00_000, "₹1.25 crore"],
    [1_25_00_00_000, "₹125 crore"],
    [1_25_00_00_00_000, "₹12,500 crore"],
  ])("%p is %p (crore from a hundred lakh)", (amount, text) => expect(formatRupees(amount, currency)).toBe(text))

  it("ranges share the unit word when they can", () => {
    expect(formatRupeeRange({ min: 18_50_000, max: 22_00_000 }, currency)).toBe("₹18.5 – 22 lakh")
    expect(formatRupeeRange({ min: 1_25_00_000, max: 1_50_00_000 }, currency)).toBe("₹1.25 – 1.5 crore")
    expect(formatRupeeRange({ min: 85_000, max: 95_000 }, currency)).toBe("₹85,000 – 95,000")
    expect(formatRupeeRange({ min: 85_00_000, max: 1_10_00_000 }, currency)).toBe("₹85 lakh – ₹1.1 crore")
    expect(formatRupeeRange({ min: 95_000, max: 1_20_000 }, currency)).toBe("₹95,000 – ₹1.2 lakh")
    expect(formatRupeeRange({ min: 20_00_000, max: 20_00_000 }, currency)).toBe("₹20 lakh")
  })

  it("the words come from the rates file", () => {
    const words = { symbol: "Rs. ", lakh: "Lakh", crore: "Crore" }
    expect(formatRupeeRange({ min: 85_00_000, max: 1_10_00_000 }, words)).toBe("Rs. 85 Lakh – Rs. 1.1 Crore")
  })

  it("weeks, square feet and savings", () => {
    expect(formatWeeks(1)).toBe("1 week")
    expect(formatWeeks(22)).toBe("22 weeks")
    expect(formatSqft(1200)).toBe("1,200 sq. ft.")
    expect(formatSqft(1250.5)).toBe("1,250.5 sq. ft.")
    expect(formatSaving({ cost: { min: 4_50_000, max: 6_00_000 }, weeks: 9 }, currency)).toBe(
      "₹4.5 – 6 lakh and 9 weeks",
    )
    expect(formatSaving({ cost: { min: 0, max: 0 }, weeks: 2 }, currency)).toBe("2 weeks")
    expect(formatSaving({ cost: { min: 0, max: 0 }, weeks: 0 }, currency)).toBeNull()
  })
})

describe("the office's lines", () => {
  it("name both methods, the saving and the rates version", () => {
    const result = estimate(rates, "new_house_villa", 1200)
    if (!result) throw new Error("no estimate")
    expect(estimateLines(result, rates)).toEqual([
      ["Indicative cost, GFRG", "₹20.5 – 25 lakh"],
      ["Indicative cost, Conventional", "₹25 – 31 lakh"],
      ["Typical duration, GFRG", "13 weeks"],
      ["Typical duration, Conventional", "22 weeks"],
      ["Saving with GFRG", "₹4.5 – 6 lakh and 9 weeks"],
      ["Rates version", "2026-11"],
    ])
  })
  it("say so when the rounded figures leave nothing saved", () => {
    // 300 sq ft: 3-4.5 lakh and 3 weeks by either method once rounded.
    const same: EstimateRates = {
      ...rates,
      methods: { ...rates.methods, conventional: { ...rates.methods.conventional, weeksPer1000Sqft: 11.5 } },
      ratesPerSqft: {
        ...rates.ratesPerSqft,
        renovation: { gfrg: { min: 1000, max: 1500 }, conventional: { min: 1010, max: 1510 } },
      },
    }
    const result = estimate(same, "renovation", 300)
    if (!result) throw new Error("no estimate")
    expect(estimateLines(result, same)).toContainEqual(["Saving with GFRG", "none at this size"])
  })
  it("say why there is no range", () => {
    const result = estimate(rates, "other", 1200)
    if (!result) throw new Error("no estimate")
    expect(estimateLines(result, rates)).toEqual([
      ["Indicative estimate", "None given: Priced case by case."],
      ["Rates version", "2026-11"],
    ])
  })
})
