import {
  CONTACT_FIELDS,
  type ContactField,
  ESTIMATOR_FIELDS,
  type EstimatorField,
  fieldNames,
  isEstimateProjectType,
} from "./fields"
import { DEFAULT_LANG, type Lang } from "../i18n/lang"
import { FORMS } from "./words"

/** The two forms' rules (docs/behaviour.md §5), pure, shared by the React forms and the enquiry server. */

export type ContactFields = Record<ContactField, string>

export interface EstimatorFields extends Omit<Record<EstimatorField, string>, "email"> {
  email?: string
}

/** What is wrong and with which field, so a form can point at it without reading the message. */
export interface FieldProblem<F extends string = string> {
  field: F | null
  message: string
}

/**
 * Text, an at sign, text, a dot, text; and, so that no look-alike name can stand over another
 * address in the office's Reply-To, a plain ASCII address: the local part in the characters an
 * HTML e-mail input takes (no spaces, quotes, `<>,;:()` or fullwidth look-alikes), the domain in
 * letters, digits, hyphens and dots (docs/behaviour.md §5).
 */
export const isValidEmail = (value: string): boolean =>
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]+$/.test(value.trim())

/** Whitespace removed: an optional leading + then at least 10 digits, spaces or hyphens. */
export const isValidPhone = (value: string): boolean => /^\+?[0-9\s-]{10,}$/.test(value.replace(/\s/g, ""))

/** While typing, area and WhatsApp number take an optional leading + then digits and spaces. */
export const acceptsTypedNumber = (value: string): boolean => /^\+?[0-9 ]*$/.test(value)

/** Largest area accepted, in square feet: more than any building's floor area (the largest is under 20 million). */
export const MAX_AREA_SQFT = 50_000_000

/**
 * The area in square feet as the estimator reads it: spaces are digit grouping ("1 200" is 1200), then
 * the number it starts with. NaN when there is none. The form check, the stored row and the estimate
 * all read the area through this one function.
 */
export const parseArea = (value: string): number => Number.parseFloat(value.replace(/\s/g, ""))

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

/** Rules 2-4 of the contact form, in order; null when valid. The message is in `lang` (English by default). */
export function findContactProblem(v: ContactFields, lang: Lang = DEFAULT_LANG): FieldProblem<ContactField> | null {
  const messages = FORMS[lang].contact
  const empty = fieldNames(CONTACT_FIELDS).find((field) => CONTACT_FIELDS[field].required && blank(v[field]))
  if (empty) return { field: empty, message: messages.required }
  if (!isValidEmail(v.email)) return { field: "email", message: messages.email }
  if (!isValidPhone(v.phone)) return { field: "phone", message: messages.phone }
  return null
}

/**
 * Rules 1-4 of the estimator, in order; null when valid. An unknown project type counts as missing.
 * The message is in `lang` (English by default).
 */
export function findEstimatorProblem(
  v: EstimatorFields,
  lang: Lang = DEFAULT_LANG,
): FieldProblem<EstimatorField> | null {
  const messages = FORMS[lang].estimator
  const empty = fieldNames(ESTIMATOR_FIELDS).find((field) => ESTIMATOR_FIELDS[field].required && blank(v[field]))
  if (empty) return { field: empty, message: messages.required }
  if (!isEstimateProjectType(v.projectType.trim())) return { field: "projectType", message: messages.required }
  if (!isValidPhone(v.whatsappNumber)) return { field: "whatsappNumber", message: messages.phone }
  if (!blank(v.email) && !isValidEmail(v.email ?? "")) return { field: "email", message: messages.email }
  // What the area box lets a visitor type (an optional plus, digits and spaces), never "1e308".
  const area = parseArea(v.area)
  if (!acceptsTypedNumber(v.area.trim()) || !(area > 0 && area <= MAX_AREA_SQFT))
    return { field: "area", message: messages.area }
  return null
}

/** The contact rules' message alone (the server's reply), in `lang`; null when valid. */
export const validateContact = (v: ContactFields, lang: Lang = DEFAULT_LANG): string | null =>
  findContactProblem(v, lang)?.message ?? null

/** The estimator rules' message alone (the server's reply), in `lang`; null when valid. */
export const validateEstimator = (v: EstimatorFields, lang: Lang = DEFAULT_LANG): string | null =>
  findEstimatorProblem(v, lang)?.message ?? null
