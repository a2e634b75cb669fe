import { validateEstimator } from "./enquiry/validation"

/** The estimator's values and the field each error message points at (docs/behaviour.md §5). */
export interface EstimatorFormValues {
  projectType: string
  location: string
  area: string
  name: string
  whatsappNumber: string
  email: string
}

const REQUIRED: (keyof EstimatorFormValues)[] = ["projectType", "location", "area", "name", "whatsappNumber"]

export function validateEstimatorForm(values: EstimatorFormValues): string | null {
  return validateEstimator(values)
}

export function estimatorFieldInError(
  values: EstimatorFormValues,
  message: string,
): keyof EstimatorFormValues | undefined {
  const empty = REQUIRED.find((field) => values[field].trim() === "")
  if (empty) return empty
  if (/whatsapp/i.test(message)) return "whatsappNumber"
  if (/email/i.test(message)) return "email"
  if (/area/i.test(message)) return "area"
  return undefined
}
