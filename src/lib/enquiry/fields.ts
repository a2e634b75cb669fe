/**
 * The two enquiry forms' fields (docs/behaviour.md §3 "Contact message" and "Estimator request"), named
 * once: what each field is called in the form body, its visible label, whether it is required, its
 * longest accepted value and how the server names it when it is too long. The forms, their validators
 * and the enquiry server all read this list.
 */
export interface FieldSpec {
  /** The visible label of the form control. */
  label: string
  required: boolean
  /** Longest accepted value, in characters: the control's maxLength and the server's limit. */
  max: number
  /** How the server's "too long" reply names the field. */
  noun: string
  /** Whether line breaks are allowed (only the contact message). */
  multiline?: boolean
}

export const CONTACT_FIELDS = {
  fullName: { label: "Full Name", required: true, max: 100, noun: "name" },
  email: { label: "Email Address", required: true, max: 254, noun: "e-mail address" },
  phone: { label: "Phone Number", required: true, max: 30, noun: "phone number" },
  message: { label: "Message", required: true, max: 5000, noun: "message", multiline: true },
} as const satisfies Record<string, FieldSpec>

export const ESTIMATOR_FIELDS = {
  projectType: { label: "Project Type", required: true, max: 40, noun: "project type" },
  location: { label: "Project Location", required: true, max: 200, noun: "location" },
  area: { label: "Built-up Area (sq. ft.)", required: true, max: 12, noun: "area" },
  name: { label: "Your Name", required: true, max: 100, noun: "name" },
  whatsappNumber: { label: "WhatsApp Number", required: true, max: 30, noun: "WhatsApp number" },
  email: { label: "Email Address", required: false, max: 254, noun: "e-mail address" },
} as const satisfies Record<string, FieldSpec>

export type ContactField = keyof typeof CONTACT_FIELDS
export type EstimatorField = keyof typeof ESTIMATOR_FIELDS

/** The estimator's project types: the value sent in the form and the label the visitor picks. */
export const ESTIMATE_PROJECT_TYPES = [
  { value: "new_house_villa", label: "New House / Villa" },
  { value: "commercial_building", label: "Commercial Building" },
  { value: "renovation", label: "Renovation" },
  { value: "other", label: "Other" },
] as const

export type EstimateProjectType = (typeof ESTIMATE_PROJECT_TYPES)[number]["value"]

export const isEstimateProjectType = (value: string): value is EstimateProjectType =>
  ESTIMATE_PROJECT_TYPES.some((t) => t.value === value)

/** The visitor's words for a project type value ("New House / Villa"); the value itself if unknown. */
export const estimateProjectTypeLabel = (value: string): string =>
  ESTIMATE_PROJECT_TYPES.find((t) => t.value === value)?.label ?? value

/** The names of a form's fields in their order on the page (the order the checks report them). */
export const fieldNames = <F extends string>(fields: Record<F, FieldSpec>): F[] => Object.keys(fields) as F[]

/**
 * The fields every form sends besides its own, with their longest values: the bot check's token, the
 * honeypot, and the page's language ("en", "ml"; src/lib/i18n/lang.ts).
 */
export const FORM_EXTRA_FIELDS = { recaptcha_token: 4096, company_website: 200, lang: 2 } as const

/**
 * Most bytes a form's fields can take as an `application/x-www-form-urlencoded` body: for each field
 * its name, "=" and "&", and every character at its worst, three UTF-8 bytes (a Malayalam letter)
 * each written "%XX". The server's body limit for the form, so no accepted length is refused as too
 * large (docs/behaviour.md §7).
 */
export function formBodyLimit(fields: Record<string, FieldSpec>): number {
  const maxima: [string, number][] = [
    ...Object.entries(fields).map(([name, spec]): [string, number] => [name, spec.max]),
    ...Object.entries(FORM_EXTRA_FIELDS),
  ]
  return maxima.reduce((bytes, [name, max]) => bytes + name.length + 2 + max * 9, 0)
}

/** The larger of the two forms' body limits: the one a proxy in front of the server allows (nginx). */
export const ENQUIRY_BODY_LIMIT = Math.max(formBodyLimit(CONTACT_FIELDS), formBodyLimit(ESTIMATOR_FIELDS))
