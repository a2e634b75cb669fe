import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES } from "./messages"

/** The two forms' rules (docs/behaviour.md §5), pure, shared by the React forms and the enquiry server. */

export interface ContactFields {
  fullName: string
  email: string
  phone: string
  message: string
}

export const PROJECT_TYPES = [
  { value: "new_house_villa", label: "New House / Villa" },
  { value: "commercial_building", label: "Commercial Building" },
  { value: "renovation", label: "Renovation" },
  { value: "other", label: "Other" },
] as const

export type ProjectType = (typeof PROJECT_TYPES)[number]["value"]

export interface EstimatorFields {
  projectType: string
  location: string
  area: string
  name: string
  whatsappNumber: string
  email?: string
}

/** Text, an at sign, text, a dot, text. */
export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** Whitespace removed: an optional leading + then at least 10 digits, spaces or hyphens. */
export const isValidPhone = (value: string): boolean => /^\+?[0-9\s-]{10,}$/.test(value.replace(/\s/g, ""))

/** While typing, area and WhatsApp number take an optional leading + then digits and spaces. */
export const acceptsTypedNumber = (value: string): boolean => /^\+?[0-9 ]*$/.test(value)

export const isProjectType = (value: string): value is ProjectType => PROJECT_TYPES.some((t) => t.value === value)

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

/** Rules 2-4 of the contact form, in order; null when valid. */
export function validateContact(v: ContactFields): string | null {
  if ([v.fullName, v.email, v.phone, v.message].some(blank)) return CONTACT_MESSAGES.required
  if (!isValidEmail(v.email)) return CONTACT_MESSAGES.email
  if (!isValidPhone(v.phone)) return CONTACT_MESSAGES.phone
  return null
}

/** Rules 1-4 of the estimator, in order; null when valid. An unknown project type counts as missing. */
export function validateEstimator(v: EstimatorFields): string | null {
  if (
    [v.projectType, v.location, v.area, v.name, v.whatsappNumber].some(blank) ||
    !isProjectType(v.projectType.trim())
  ) {
    return ESTIMATOR_MESSAGES.required
  }
  if (!isValidPhone(v.whatsappNumber)) return ESTIMATOR_MESSAGES.phone
  if (!blank(v.email) && !isValidEmail(v.email ?? "")) return ESTIMATOR_MESSAGES.email
  const area = Number.parseFloat(v.area.trim())
  if (!Number.isFinite(area) || area <= 0) return ESTIMATOR_MESSAGES.area
  return null
}
