/**
 * {Placeholders} in content: legal pages name the company's contact facts, page texts its name,
 * short name, town and founding year (docs/behaviour.md §3), so a fact is written once, in company.json.
 */

/** Replaces {placeholders} (e.g. {companyName}) with values; unknown names are left as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The placeholders a page text may use; the content model refuses any other. */
export const PAGE_TEXT_PLACEHOLDERS = ["companyName", "shortName", "locality", "foundedYear"] as const

type PagePlaceholder = (typeof PAGE_TEXT_PLACEHOLDERS)[number]

/** The company facts the placeholders stand for. */
export interface PlaceholderFacts {
  name: string
  shortName: string
  foundedYear: number
  address: { locality: string }
}

/** A page text with the company's facts filled in. */
export function fillPageText(text: string, company: PlaceholderFacts): string {
  const values: Record<PagePlaceholder, string> = {
    companyName: company.name,
    shortName: company.shortName,
    locality: company.address.locality,
    foundedYear: String(company.foundedYear),
  }
  return fillPlaceholders(text, values)
}
