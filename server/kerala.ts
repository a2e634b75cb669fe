/** Kerala's phone numbers and clock, as the enquiries and the office's inbox read them (docs/office.md). */

/** A phone number's digits, as the search index and a typed query both write it. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, "")

/** A number's digits as dialled within India: without the country code 91 or a leading trunk 0. */
export function localPhoneDigits(phone: string): string {
  const digits = phoneDigits(phone)
  return digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, "")
}

/** This instant as a Date whose UTC fields read Kerala's wall clock (IST, UTC+5:30, no summer time). */
export const keralaClock = (at: Date): Date => new Date(at.getTime() + 330 * 60_000)

/** The instant a Kerala calendar day (YYYY-MM-DD) begins. */
export const keralaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+05:30`))
