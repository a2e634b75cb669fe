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
