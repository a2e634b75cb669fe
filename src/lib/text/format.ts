/** Formatting of dates and numbers as the spec shows them (en-US month names, Indian site). */

const MONTHS = [
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
]

function parts(isoDate: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** 'January 5, 2025' (article meta block). */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** 'January 05, 2025': month name, 2-digit day, 4-digit year (home blog cards). */
export function formatCardDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate)
  return `${MONTHS[month - 1]} ${String(day).padStart(2, "0")}, ${year}`
}

/** Thousands separators: 12500 -> '12,500'. */
export function formatThousands(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")
}

/** '12,500 sq. ft.' */
export function formatArea(areaSqft: number): string {
  return `${formatThousands(areaSqft)} sq. ft.`
}

/** 'November 2026' from '2026-11'. */
export function formatMonthYear(yearMonth: string): string {
  const { year, month } = parts(`${yearMonth}-01`)
  return `${MONTHS[month - 1]} ${year}`
}
