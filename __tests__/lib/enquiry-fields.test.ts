import {
  CONTACT_FIELDS,
  ESTIMATE_PROJECT_TYPES,
  ESTIMATOR_FIELDS,
  estimateProjectTypeLabel,
  isEstimateProjectType,
} from "../../src/lib/enquiry/fields"
import {
  findContactProblem,
  findEstimatorProblem,
  parseArea,
  validateContact,
  validateEstimator,
} from "../../src/lib/enquiry/validation"
import { contact, estimate } from "../helpers/enquiry-values"

describe("the checks name the field at fault, not only the message", () => {
  it("contact: the first empty field in the form's order, then e-mail, then phone", () => {
    expect(findContactProblem(contact)).toBeNull()
    expect(findContactProblem({ ...contact, phone: " ", message: "" })).toEqual({
      field: "phone",
      message: "Please fill in all required fields marked with *.",
    })
    expect(findContactProblem({ ...contact, fullName: "", message: "" })?.field).toBe("fullName")
    expect(findContactProblem({ ...contact, email: "anil@" })).toEqual({
      field: "email",
      message: "Please enter a valid email address.",
    })
    expect(findContactProblem({ ...contact, phone: "12345" })).toEqual({
      field: "phone",
      message: "Please enter a valid phone number (min. 10 digits).",
    })
  })

  it("estimator: first empty required field, an unknown type, WhatsApp, e-mail if given, area", () => {
    expect(findEstimatorProblem(estimate)).toBeNull()
    expect(findEstimatorProblem({ ...estimate, area: "", name: "" })).toEqual({
      field: "area",
      message: "Please complete all required fields marked with *",
    })
    expect(findEstimatorProblem({ ...estimate, projectType: "palace" })?.field).toBe("projectType")
    expect(findEstimatorProblem({ ...estimate, whatsappNumber: "123" })?.field).toBe("whatsappNumber")
    expect(findEstimatorProblem({ ...estimate, email: "deepa@" })?.field).toBe("email")
    expect(findEstimatorProblem({ ...estimate, area: "0" })).toEqual({
      field: "area",
      message: "Please enter a valid area size.",
    })
  })

  it("the message-only forms (the server's replies) say the same", () => {
    expect(validateContact({ ...contact, email: "x" })).toBe(findContactProblem({ ...contact, email: "x" })?.message)
    expect(validateEstimator({ ...estimate, area: "-1" })).toBe("Please enter a valid area size.")
  })
})

describe("the area as the estimator reads it", () => {
  it.each([
    ["1200", 1200],
    ["1 200", 1200],
    [" 1800 ", 1800],
    ["+950", 950],
    ["12.5", 12.5],
  ])("%p is %p sq ft", (typed, area) => expect(parseArea(typed)).toBe(area))
  it("is not a number when nothing numeric is typed", () => {
    expect(parseArea("")).toBeNaN()
    expect(parseArea("+ ")).toBeNaN()
  })
  it("a grouped area passes the check as the number it reads", () => {
    expect(findEstimatorProblem({ ...estimate, area: "1 200" })).toBeNull()
  })
})

describe("one list of fields for the forms, their checks and the server", () => {
  it("lists the spec's fields in the order of the page", () => {
    expect(Object.keys(CONTACT_FIELDS)).toEqual(["fullName", "email", "phone", "message"])
    expect(Object.keys(ESTIMATOR_FIELDS)).toEqual([
      "projectType",
      "location",
      "area",
      "name",
      "whatsappNumber",
      "email",
    ])
    expect(Object.values(ESTIMATOR_FIELDS).map((f) => f.required)).toEqual([true, true, true, true, true, false])
  })
  it("only the contact message may span lines", () => {
    const multiline = [...Object.entries(CONTACT_FIELDS), ...Object.entries(ESTIMATOR_FIELDS)]
      .filter(([, spec]) => "multiline" in spec && spec.multiline)
      .map(([name]) => name)
    expect(multiline).toEqual(["message"])
  })
  it("the estimator's project types: values sent, labels shown", () => {
    expect(ESTIMATE_PROJECT_TYPES.map((t) => t.value)).toEqual([
      "new_house_villa",
      "commercial_building",
      "renovation",
      "other",
    ])
    expect(estimateProjectTypeLabel("new_house_villa")).toBe("New House / Villa")
    expect(estimateProjectTypeLabel("castle")).toBe("castle")
    expect(isEstimateProjectType("renovation")).toBe(true)
    expect(isEstimateProjectType("Residential")).toBe(false)
  })
})
