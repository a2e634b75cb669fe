import { LANGS } from "../i18n/lang"

/** Every message of the two forms (docs/behaviour.md §4 and §8), exactly as the visitor reads it. */
export const CONTACT_MESSAGES = {
  securityNotReady: "Security check not ready. Please wait or refresh.",
  required: "Please fill in all required fields marked with *.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number (min. 10 digits).",
  network: "An error occurred sending your message. Please try again later.",
  httpStatus: (status: number) => `Form submission failed. Status: ${status}`,
  failedHeading: "Submission Failed",
  sentHeading: "Message Sent Successfully!",
  sentText: "Thank you for reaching out. We'll review your message and get back to you as soon as possible.",
  /** The server's reply to an accepted message. */
  success: "Thank you! Your message has been received.",
} as const

export const ESTIMATOR_MESSAGES = {
  required: "Please complete all required fields marked with *",
  phone: "Please enter a valid WhatsApp/Phone number (min. 10 digits).",
  email: "Please enter a valid email address or leave it blank.",
  area: "Please enter a valid area size.",
  httpError: "HTTP error!",
  caught: "An error occurred submitting your request.",
  /** The thank-you panel's text, and the server's reply to an accepted request. */
  success: "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
} as const

/** Beside either form's success text: the enquiry's reference (docs/office.md), to quote when calling. */
export const REFERENCE_LABEL = "Your reference:"

/**
 * The enquiry server's own replies (docs/behaviour.md §8, "Server messages"), besides the forms'
 * messages above, which it also gives for the rules it shares with them.
 */
export const SERVER_MESSAGES = {
  honeypot: "Your submission could not be accepted.",
  singleLine: "Please enter each field on a single line.",
  repeated: "Each field may be sent only once.",
  /** `noun`: how the field at fault is called ("message", "WhatsApp number"; src/lib/enquiry/fields.ts). */
  tooLong: (noun: string) => `The ${noun} is too long. Please shorten it.`,
  storage: "We could not save your enquiry. Please try again or call us.",
  tooMany: "Too many requests. Please try again in a few minutes.",
  tooLarge: "Your submission is too large.",
  contentType: "Please send the form as application/x-www-form-urlencoded.",
  unreadable: "The request could not be understood.",
  unexpected: "Something went wrong on our side. Please try again.",
  methodNotAllowed: "Method not allowed.",
  botCheckFailed: "reCAPTCHA verification failed. Please refresh the page and try again.",
  botCheckUnavailable: "reCAPTCHA verification is unavailable right now. Please try again in a moment.",
} as const

/**
 * The reply to a form whose `lang` is not one of the site's languages (src/lib/i18n/lang.ts). In
 * English: the server cannot know which language the sender reads.
 */
export const UNKNOWN_LANG_MESSAGE = `The form's language (lang) must be ${LANGS.map((lang) => `"${lang}"`).join(" or ")}.`
