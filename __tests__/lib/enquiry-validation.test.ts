import {
  acceptsTypedNumber,
  isValidEmail,
  MAX_AREA_SQFT,
  isValidPhone,
  validateContact,
  validateEstimator,
} from "../../src/lib/enquiry/validation"
import { contact, estimate } from "../helpers/enquiry-values"

describe("contact rules, in order", () => {
  it("accepts a complete message", () => expect(validateContact(contact)).toBeNull())
  it("requires every field first, even when others are also wrong", () => {
    expect(validateContact({ ...contact, message: "  ", email: "bad" })).toBe(
      "Please fill in all required fields marked with *.",
    )
  })
  it("then the e-mail, then the phone", () => {
    expect(validateContact({ ...contact, email: "anil@example", phone: "1" })).toBe(
      "Please enter a valid email address.",
    )
    expect(validateContact({ ...contact, phone: "9876-5432" })).toBe(
      "Please enter a valid phone number (min. 10 digits).",
    )
  })
})

describe("estimator rules, in order", () => {
  it("accepts a complete request, with or without e-mail", () => {
    expect(validateEstimator(estimate)).toBeNull()
    expect(validateEstimator({ ...estimate, email: "j@example.in" })).toBeNull()
    expect(validateEstimator({ ...estimate, email: undefined })).toBeNull()
  })
  it("requires the five fields and a known project type", () => {
    expect(validateEstimator({ ...estimate, name: "" })).toBe("Please complete all required fields marked with *")
    expect(validateEstimator({ ...estimate, projectType: "mansion" })).toBe(
      "Please complete all required fields marked with *",
    )
  })
  it("then WhatsApp, then e-mail if given, then area", () => {
    expect(validateEstimator({ ...estimate, whatsappNumber: "98765", email: "x", area: "0" })).toBe(
      "Please enter a valid WhatsApp/Phone number (min. 10 digits).",
    )
    expect(validateEstimator({ ...estimate, email: "x@y", area: "0" })).toBe(
      "Please enter a valid email address or leave it blank.",
    )
    expect(validateEstimator({ ...estimate, area: "0" })).toBe("Please enter a valid area size.")
    expect(validateEstimator({ ...estimate, area: "+ " })).toBe("Please enter a valid area size.")
    expect(validateEstimator({ ...estimate, area: "50" })).toBeNull() // min 100 is only a browser hint
  })
  it("reads the project type and the area without the spaces around them", () => {
    expect(validateEstimator({ ...estimate, projectType: " renovation " })).toBeNull()
    // The plus is the area's first character once the spaces before it are gone.
    expect(validateEstimator({ ...estimate, area: " +1800 " })).toBeNull()
  })
})

describe("field rules", () => {
  it("e-mail: text, @, text, dot, text", () => {
    expect(isValidEmail("a@b.c")).toBe(true)
    expect(isValidEmail("a@b")).toBe(false)
    expect(isValidEmail("a b@c.d")).toBe(false)
    expect(isValidEmail("first.last+site@mail.example.co.in")).toBe(true)
    expect(isValidEmail("  anil@example.com ")).toBe(true)
  })
  it.each([
    "ceo\uff20company.com<attacker@evil.com>",
    "Office <attacker@evil.com>",
    "a@evil.com,victim",
    "a@evil.com,victim@x.y",
    "g:attacker@evil.com;",
    '"ceo"@evil.com',
    "(ceo)a@evil.com",
    "a@ev\u0456l.com",
    "\u0430dmin@evil.com",
  ])("e-mail: a Reply-To trick is no valid address: %s", (address) => {
    expect(isValidEmail(address)).toBe(false)
  })
  it("area: what the box takes (an optional plus, digits, spaces), above 0 and within any building", () => {
    const estimate = { projectType: "other", location: "Kochi", name: "A", whatsappNumber: "9876543210" }
    const area = (value: string) => validateEstimator({ ...estimate, area: value })
    for (const bad of ["1e308", "1e3", "Infinity", "12.5", "0x10", "-5", String(MAX_AREA_SQFT + 1)])
      expect([bad, area(bad)]).toEqual([bad, "Please enter a valid area size."])
    for (const good of ["1800", "1 800", "+1800", String(MAX_AREA_SQFT)])
      expect([good, area(good)]).toEqual([good, null])
  })
  it("phone: optional + then 10 or more digits, spaces or hyphens (whitespace removed first)", () => {
    expect(isValidPhone("+91 98765 43210")).toBe(true)
    expect(isValidPhone("98765-43210")).toBe(true)
    expect(isValidPhone("987654321")).toBe(false)
    expect(isValidPhone("987 654 321")).toBe(false) // nine digits: spaces do not count towards the ten
    expect(isValidPhone("98765x43210")).toBe(false)
    expect(isValidPhone("++9876543210")).toBe(false)
    expect(isValidPhone("98765 43210 ext 12")).toBe(false)
  })
  it("typing filter: optional leading + then digits and spaces only", () => {
    expect(acceptsTypedNumber("")).toBe(true)
    expect(acceptsTypedNumber("+91 98765")).toBe(true)
    expect(acceptsTypedNumber("91+")).toBe(false)
    expect(acceptsTypedNumber("1800a")).toBe(false)
    expect(acceptsTypedNumber("98765-")).toBe(false)
  })
})
