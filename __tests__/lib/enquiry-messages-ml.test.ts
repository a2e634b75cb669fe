/**
 * The enquiry forms' words in Malayalam (src/lib/enquiry/words.ts): every English word has its
 * Malayalam twin of the same kind, the English is the spec's catalogue unchanged, and the shared
 * rules and failure texts speak the language they are asked for.
 */
import { contactFailureText, estimatorFailureText } from "../../src/lib/enquiry/enquiry-client"
import { CONTACT_FIELDS, ESTIMATE_PROJECT_TYPES, ESTIMATOR_FIELDS } from "../../src/lib/enquiry/fields"
import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES, REFERENCE_LABEL, SERVER_MESSAGES } from "../../src/lib/enquiry/messages"
import {
  findContactProblem,
  findEstimatorProblem,
  validateContact,
  validateEstimator,
} from "../../src/lib/enquiry/validation"
import { formatRupeeRange, formatSaving, formatSqft, formatWeeks } from "../../src/lib/estimate/estimate"
import { FORMS } from "../../src/lib/enquiry/words"

const MALAYALAM = /[\u0d00-\u0d7f]/
/** A chillu written the old way, virama + zero-width joiner, instead of its atomic letter. */
const OLD_CHILLU = /\u0d4d\u200d/

/** Sample arguments for the dictionary's functions, by their English name. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  httpStatus: [502],
  tooLong: ["സന്ദേശം"],
  areaHint: [100],
  thanks: ["ദീപ"],
  about: ["13 ആഴ്ച"],
  weeks: [13],
  saving: ["GFRG", "₹4.5 – 6 ലക്ഷം"],
  ratesOf: ["2026-11"],
  lakh: ["lakh"],
  crore: ["crore"],
  title: ["Tharavad"],
  description: ["Tharavad", "കൊച്ചി", "തിങ്കൾ - ശനി"],
}

/** Every leaf of a dictionary: its path, and the English and Malayalam values there. */
function leaves(en: unknown, ml: unknown, at = ""): [string, unknown, unknown][] {
  if (typeof en !== "object" || en === null || Array.isArray(en)) return [[at, en, ml]]
  return Object.keys(en).flatMap((key) =>
    leaves(
      (en as Record<string, unknown>)[key],
      (ml as Record<string, unknown> | undefined)?.[key],
      at ? `${at}.${key}` : key,
    ),
  )
}

const ALL = leaves(FORMS.en, FORMS.ml)

describe("FORMS: every English word has a Malayalam one", () => {
  it("has the same keys in both languages, nothing more in Malayalam", () => {
    const keysOf = (value: unknown): string[] => leaves(value, value).map(([at]) => at)
    expect(keysOf(FORMS.ml).sort()).toEqual(keysOf(FORMS.en).sort())
    expect(ALL.length).toBeGreaterThan(80)
  })

  it.each(ALL.map(([at, en, ml]) => [at, en, ml] as const))("%s: the same kind of value", (at, en, ml) => {
    expect([at, typeof ml]).toEqual([at, typeof en])
    if (typeof en === "function") expect((ml as (...args: unknown[]) => unknown).length).toBeLessThanOrEqual(en.length)
  })

  it.each(ALL.map(([at, , ml]) => [at, ml] as const))("%s: Malayalam text, with atomic chillu letters", (at, ml) => {
    const name = at.split(".").at(-1) ?? at
    const text = typeof ml === "function" ? (ml as (...args: unknown[]) => unknown)(...(SAMPLE_ARGS[name] ?? [])) : ml
    expect(typeof text).toBe("string")
    expect(String(text).trim()).not.toBe("")
    expect(String(text)).not.toMatch(OLD_CHILLU)
    // Only what joins two figures is punctuation alone.
    if (at !== "estimate.and") expect([at, String(text)]).toEqual([at, expect.stringMatching(MALAYALAM)])
  })

  it("every function of the English has a sample here, so none goes untried", () => {
    const names = ALL.filter(([, en]) => typeof en === "function").map(([at]) => at.split(".").at(-1) ?? at)
    expect(names.filter((name) => !(name in SAMPLE_ARGS))).toEqual([])
  })
})

describe("FORMS: the English is the spec's catalogue, unchanged", () => {
  it("reuses the messages and the fields' words", () => {
    expect(FORMS.en.contact).toBe(CONTACT_MESSAGES)
    expect(FORMS.en.estimator).toBe(ESTIMATOR_MESSAGES)
    expect(FORMS.en.server).toBe(SERVER_MESSAGES)
    expect(FORMS.en.referenceLabel).toBe(REFERENCE_LABEL)
    for (const [name, spec] of Object.entries(CONTACT_FIELDS))
      expect(FORMS.en.contactFields[name as keyof typeof CONTACT_FIELDS]).toEqual({
        label: spec.label,
        noun: spec.noun,
      })
    for (const [name, spec] of Object.entries(ESTIMATOR_FIELDS))
      expect(FORMS.en.estimatorFields[name as keyof typeof ESTIMATOR_FIELDS]).toEqual({
        label: spec.label,
        noun: spec.noun,
      })
    for (const type of ESTIMATE_PROJECT_TYPES) expect(FORMS.en.projectTypes[type.value]).toBe(type.label)
  })

  it("keeps the spec's server texts (docs/behaviour.md §8)", () => {
    expect(SERVER_MESSAGES.tooLong("WhatsApp number")).toBe("The WhatsApp number is too long. Please shorten it.")
    expect(SERVER_MESSAGES.tooMany).toBe("Too many requests. Please try again in a few minutes.")
    expect(SERVER_MESSAGES.botCheckFailed).toBe("reCAPTCHA verification failed. Please refresh the page and try again.")
    expect(FORMS.en.estimatorForm.areaHint(100)).toBe(
      "Approximate total floor area, usually 100 sq. ft. or more; for example 1800.",
    )
    expect(FORMS.en.estimate.ratesOf("2026-11")).toBe("Rates of November 2026.")
    expect(FORMS.en.estimate.lakh("lakh")).toBe("lakh")
  })

  it("gives every Malayalam option a label of its own, the values staying the English ones", () => {
    const labels = ESTIMATE_PROJECT_TYPES.map((type) => FORMS.ml.projectTypes[type.value])
    expect(new Set(labels).size).toBe(ESTIMATE_PROJECT_TYPES.length)
    expect(Object.keys(FORMS.ml.projectTypes)).toEqual(ESTIMATE_PROJECT_TYPES.map((type) => type.value))
  })
})

describe("the shared rules and failure texts speak the language asked for", () => {
  const contact = { fullName: "അനിൽ", email: "anil@example.com", phone: "+91 98765 43210", message: "വീട്" }
  const estimate = {
    projectType: "new_house_villa",
    location: "തൃശ്ശൂർ",
    area: "1200",
    name: "ദീപ",
    whatsappNumber: "+91 98765 43210",
  }

  it("checks in the same order, with the Malayalam message", () => {
    expect(findContactProblem({ ...contact, fullName: "" }, "ml")).toEqual({
      field: "fullName",
      message: FORMS.ml.contact.required,
    })
    expect(validateContact({ ...contact, email: "anil@" }, "ml")).toBe(FORMS.ml.contact.email)
    expect(validateContact({ ...contact, phone: "123" }, "ml")).toBe(FORMS.ml.contact.phone)
    expect(validateContact(contact, "ml")).toBeNull()
    expect(findEstimatorProblem({ ...estimate, projectType: "castle" }, "ml")?.message).toBe(
      FORMS.ml.estimator.required,
    )
    expect(validateEstimator({ ...estimate, whatsappNumber: "1" }, "ml")).toBe(FORMS.ml.estimator.phone)
    expect(validateEstimator({ ...estimate, email: "x@" }, "ml")).toBe(FORMS.ml.estimator.email)
    expect(validateEstimator({ ...estimate, area: "0" }, "ml")).toBe(FORMS.ml.estimator.area)
    // English stays the default.
    expect(validateEstimator({ ...estimate, area: "0" })).toBe("Please enter a valid area size.")
  })

  it("words a failure without a server message in Malayalam, and keeps the server's own as is", () => {
    expect(contactFailureText({ ok: false, kind: "network" }, "ml")).toBe(FORMS.ml.contact.network)
    expect(contactFailureText({ ok: false, kind: "server", status: 502, message: null }, "ml")).toBe(
      "ഫോം അയയ്ക്കാനായില്ല. സ്റ്റാറ്റസ്: 502",
    )
    expect(estimatorFailureText({ ok: false, kind: "server", status: 500, message: null }, "ml")).toBe(
      FORMS.ml.estimator.httpError,
    )
    expect(estimatorFailureText({ ok: false, kind: "network" }, "ml")).toBe(FORMS.ml.estimator.caught)
    const fromServer = FORMS.ml.server.botCheckFailed
    expect(estimatorFailureText({ ok: false, kind: "server", status: 403, message: fromServer }, "ml")).toBe(fromServer)
    expect(contactFailureText({ ok: false, kind: "network" })).toBe(CONTACT_MESSAGES.network)
  })

  it("writes the estimate's figures in lakh and crore as ലക്ഷം and കോടി, weeks as ആഴ്ച", () => {
    const t = FORMS.ml.estimate
    const currency = { symbol: "₹", lakh: t.lakh("lakh"), crore: t.crore("crore") }
    const words = { sqft: t.sqft, weeks: t.weeks, and: t.and }
    expect(formatRupeeRange({ min: 20_50_000, max: 25_00_000 }, currency)).toBe("₹20.5 – 25 ലക്ഷം")
    expect(formatRupeeRange({ min: 85_00_000, max: 1_10_00_000 }, currency)).toBe("₹85 ലക്ഷം – ₹1.1 കോടി")
    expect(formatSqft(1200, words)).toBe("1,200 ച. അടി")
    expect(t.about(formatWeeks(13, words))).toBe("ഏകദേശം 13 ആഴ്ച")
    const saving = formatSaving({ cost: { min: 4_50_000, max: 6_00_000 }, weeks: 9 }, currency, words)
    expect(saving).toBe("₹4.5 – 6 ലക്ഷം, 9 ആഴ്ച")
    expect(t.saving("GFRG", saving ?? "")).toBe("GFRG ഉപയോഗിച്ച് പണിതാൽ ഏകദേശ ലാഭം: ₹4.5 – 6 ലക്ഷം, 9 ആഴ്ച.")
    expect(t.ratesOf("2026-11")).toBe("2026 നവംബറിലെ നിരക്കുകൾ.")
    expect(t.ratesOf("2027-01")).toBe("2027 ജനുവരിയിലെ നിരക്കുകൾ.")
  })
})
