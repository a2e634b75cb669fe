import { CONTACT_MESSAGES } from "./enquiry/messages"
import { validateContact } from "./enquiry/validation"

/** The contact form's values and its client-side checks, in the spec's order (docs/behaviour.md §5). */
export interface ContactFormValues {
  fullName: string
  email: string
  phone: string
  message: string
}

export const SECURITY_NOT_READY = CONTACT_MESSAGES.securityNotReady

const ORDER: (keyof ContactFormValues)[] = ["fullName", "email", "phone", "message"]

/** Rule 1 (bot check ready) first, then the shared rules 2-4. */
export function validateContactForm(values: ContactFormValues, botCheckReady: boolean): string | null {
  if (!botCheckReady) return SECURITY_NOT_READY
  return validateContact(values)
}

/** Which field a message is about, so focus can move there. */
export function contactFieldInError(values: ContactFormValues, message: string): keyof ContactFormValues | undefined {
  if (message === SECURITY_NOT_READY) return undefined
  const empty = ORDER.find((field) => values[field].trim() === "")
  if (empty) return empty
  if (/email/i.test(message)) return "email"
  if (/phone/i.test(message)) return "phone"
  return undefined
}
