import fs from "fs"
import path from "path"
import { contentType } from "../../src/lib/content-model"
import { formatProblems } from "../../src/lib/content-model/problems"
import { ESTIMATE_PROJECT_TYPES } from "../../src/lib/enquiry/fields"
import { checkEstimateRates, ESTIMATE_RATES_FILE, type EstimateRates } from "../../src/lib/estimate/rates"
import { fileNameIn } from "../../src/lib/i18n/lang"
import { validateContent } from "../../src/gatsby/validate-content"
import { editFile, makeContentFixture } from "../helpers/content-fixture"

const FILE = "content/site/estimate-rates.en.json"
const loose = (value: object | null | undefined): Record<string, unknown> => (value ?? {}) as Record<string, unknown>
const realRates = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "content", ESTIMATE_RATES_FILE), "utf8"),
) as Record<string, unknown>

/** What an editor reads when the build stops on the rates file. */
describe("a broken rates file stops the build, naming the file and the field", () => {
  let dir: string
  beforeEach(() => {
    dir = makeContentFixture()
  })
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))
  const message = () => formatProblems(validateContent(dir))
  /** Edits the fixture's rates; a wrong value is written through an untyped view of its object. */
  const editRates = (edit: (rates: EstimateRates) => void) =>
    editFile(dir, "site/estimate-rates.en.json", (text) => {
      const rates = JSON.parse(text) as EstimateRates
      edit(rates)
      return JSON.stringify(rates, null, 2)
    })

  it("the site's own rates are valid", () => {
    expect(checkEstimateRates(FILE, realRates).problems).toEqual([])
    expect(validateContent(dir)).toEqual([])
  })

  it("a project type missing", () => {
    editRates((rates) => delete (rates.ratesPerSqft as Partial<EstimateRates["ratesPerSqft"]>).renovation)
    expect(message()).toContain(`${FILE}: field "ratesPerSqft.renovation" is required (an object)`)
  })

  it("min above max", () => {
    editRates((rates) => (loose(rates.ratesPerSqft.new_house_villa.conventional).min = 2700))
    expect(message()).toContain(
      `${FILE}: field "ratesPerSqft.new_house_villa.conventional.max" must not be less than min (2700)`,
    )
  })

  it("the file missing, or not JSON", () => {
    fs.rmSync(path.join(dir, "site/estimate-rates.en.json"))
    expect(message()).toContain(`${FILE}: field "(file)" is missing: the estimate rates are required`)
    fs.writeFileSync(path.join(dir, "site/estimate-rates.en.json"), "{ rates: ")
    expect(message()).toContain(`${FILE}: field "(file)" is not valid JSON`)
  })

  it("a rate that is not a positive number, and a field that does not exist", () => {
    editRates((rates) => {
      loose(rates.ratesPerSqft.commercial_building.gfrg).min = "1900"
      loose(rates.ratesPerSqft.commercial_building.gfrg).max = -1
      loose(rates.methods.gfrg).weeks = 12
    })
    const text = message()
    expect(text).toContain(`${FILE}: field "ratesPerSqft.commercial_building.gfrg.min" must be a number (got "1900")`)
    expect(text).toContain(
      `${FILE}: field "ratesPerSqft.commercial_building.gfrg.max" must be a positive number (got -1)`,
    )
    expect(text).toContain(
      `${FILE}: field "methods.gfrg.weeks" is not a field of the estimate rates (a typing mistake?)`,
    )
  })

  it("a type with neither ranges nor a reason, or with both", () => {
    editRates((rates) => {
      rates.ratesPerSqft.renovation = {}
      rates.ratesPerSqft.other.gfrg = { min: 1, max: 2 }
    })
    const text = message()
    expect(text).toContain(`${FILE}: field "ratesPerSqft.renovation.gfrg" is required (a range { min, max }`)
    expect(text).toContain(`${FILE}: field "ratesPerSqft.renovation.conventional" is required`)
    expect(text).toContain(`${FILE}: field "ratesPerSqft.other.gfrg" must be left out when noRateReason is given`)
  })

  it("GFRG dearer or slower than conventional (the site promises the opposite)", () => {
    editRates((rates) => {
      loose(rates.ratesPerSqft.new_house_villa.gfrg).max = 2700
      rates.methods.gfrg.weeksPer1000Sqft = 30
    })
    const text = message()
    expect(text).toContain(`${FILE}: field "ratesPerSqft.new_house_villa.gfrg.max" must not be above conventional.max`)
    expect(text).toContain(
      `${FILE}: field "methods.gfrg.weeksPer1000Sqft" must not be above methods.conventional.weeksPer1000Sqft`,
    )
  })

  it("a version not written YYYY-MM, empty texts, an unknown placeholder", () => {
    editRates((rates) => {
      rates.version = "Nov 2026"
      rates.disclaimer = " "
      rates.areaSqft.outsideReason = "Only from {min} to {maximum} sq. ft."
    })
    const text = message()
    expect(text).toContain(`${FILE}: field "version" must be the month the rates were set, YYYY-MM (got "Nov 2026")`)
    expect(text).toContain(`${FILE}: field "disclaimer" must not be empty`)
    expect(text).toContain(`${FILE}: field "areaSqft.outsideReason" uses {maximum}, which is not one of`)
  })
})

describe("the rates are a site file of the content model", () => {
  it("that the build requires, at the path the server reads by default", () => {
    expect(contentType("estimate-rates").source).toEqual({
      kind: "file",
      path: "site/estimate-rates.json",
      format: "json",
      required: true,
    })
    // The model names the entry; its English file says its language, as the editor writes it.
    expect(ESTIMATE_RATES_FILE).toBe(fileNameIn("en", "site/estimate-rates.json"))
  })
})

describe("the sample rates agree with what the site says about GFRG", () => {
  const rates = checkEstimateRates(FILE, realRates).rates
  if (!rates) throw new Error("the real rates file is invalid")

  it("are marked as sample content", () => {
    expect(realRates.sampleContent).toBeTruthy()
  })

  it.each(ESTIMATE_PROJECT_TYPES.map((t) => t.value))("%s: GFRG saves 15-25% of the cost at both ends", (type) => {
    const { gfrg, conventional, noRateReason } = rates.ratesPerSqft[type]
    if (!gfrg || !conventional) {
      expect(noRateReason).toBeTruthy()
      return
    }
    for (const end of ["min", "max"] as const) {
      const saving = 1 - gfrg[end] / conventional[end]
      expect(saving).toBeGreaterThanOrEqual(0.15)
      expect(saving).toBeLessThanOrEqual(0.25)
    }
  })

  it("GFRG saves 30-50% of the construction time", () => {
    const saving = 1 - rates.methods.gfrg.weeksPer1000Sqft / rates.methods.conventional.weeksPer1000Sqft
    expect(saving).toBeGreaterThanOrEqual(0.3)
    expect(saving).toBeLessThanOrEqual(0.5)
  })
})
