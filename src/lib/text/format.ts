import { DEFAULT_LANG, type Lang } from "../i18n/lang"

/**
 * Formatting of dates and numbers as the spec shows them (en-US month names, Indian site), in each
 * language. The month names are written out here rather than asked of Intl: the server's and the
 * browser's ICU data may differ, and the HTML built on the server must match what hydration renders.
 */

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ml: ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ", "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ"],
}

/** The unit after an area: Kerala builders write "ച. അടി" for sq. ft. */
const SQ_FT: Readonly<Record<Lang, string>> = { en: "sq. ft.", ml: "ച. അടി" }

function parts(isoDate: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** Malayalam writes a date year first: '2025 ജനുവരി 5' (as src/lib/i18n/ui/pages.ts does). */
const mlDate = (year: number, month: number, day: number): string => `${year} ${MONTHS.ml[month - 1]} ${day}`

/** 'January 5, 2025' (article meta block); '2025 ജനുവരി 5' in Malayalam. */
export function formatLongDate(isoDate: string, lang: Lang = DEFAULT_LANG): string {
  const { year, month, day } = parts(isoDate)
  if (lang === "ml") return mlDate(year, month, day)
  return `${MONTHS[lang][month - 1]} ${day}, ${year}`
}

/** 'January 05, 2025': month name, 2-digit day, 4-digit year (home blog cards); Malayalam as the long date. */
export function formatCardDate(isoDate: string, lang: Lang = DEFAULT_LANG): string {
  const { year, month, day } = parts(isoDate)
  if (lang === "ml") return mlDate(year, month, day)
  return `${MONTHS[lang][month - 1]} ${String(day).padStart(2, "0")}, ${year}`
}

/** Whole numbers as each language groups them: English by threes, Malayalam the Indian way. */
const GROUPING: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  ml: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }),
}

/** Thousands separators: 12500 -> '12,500'; 125000 -> '125,000' in English, '1,25,000' in Malayalam. */
export function formatThousands(value: number, lang: Lang = DEFAULT_LANG): string {
  return GROUPING[lang].format(Math.round(value) || 0)
}

/** '12,500 sq. ft.'; '1,25,000 ച. അടി' in Malayalam. */
export function formatArea(areaSqft: number, lang: Lang = DEFAULT_LANG): string {
  return `${formatThousands(areaSqft, lang)} ${SQ_FT[lang]}`
}

/** 'November 2026' from '2026-11'; '2026 നവംബർ' in Malayalam. */
export function formatMonthYear(yearMonth: string, lang: Lang = DEFAULT_LANG): string {
  const { year, month } = parts(`${yearMonth}-01`)
  if (lang === "ml") return `${year} ${MONTHS.ml[month - 1]}`
  return `${MONTHS[lang][month - 1]} ${year}`
}
