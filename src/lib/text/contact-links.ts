/** Outbound contact links built from the company's facts. */

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
export const mailHref = (email: string, subject?: string): string =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
export const whatsappHref = (number: string, text?: string): string =>
  text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`
