/** How the office shows times, dates and numbers: en-IN, in Kerala's time (Asia/Kolkata). */

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
})
const calendarDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
})
const dayAndMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" })
const whole = new Intl.NumberFormat("en-IN")
const oneDecimal = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 })

/** An ISO time as "27 Nov 2026, 4:05 pm"; an unreadable one as given. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? iso : dateTime.format(time)
}

function calendarDay(day: string): Date | null {
  const time = new Date(`${day}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time.getTime()) ? time : null
}

/** A YYYY-MM-DD date as "27 Nov 2026". */
export function formatDate(day: string): string {
  const time = calendarDay(day)
  return time ? calendarDate.format(time) : day
}

/** A YYYY-MM-DD date as "27 Nov" (a week's Monday on the chart). */
export function formatDayMonth(day: string): string {
  const time = calendarDay(day)
  return time ? dayAndMonth.format(time) : day
}

/** A whole number with Indian digit grouping: "1,850". */
export function formatNumber(value: number): string {
  return whole.format(value)
}

/** "1 enquiry", "3 enquiries". */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`
}

/** A span of hours as "5.2 hours", or in days from two days up: "3.5 days". */
export function formatHours(hours: number): string {
  if (hours >= 48) return `${oneDecimal.format(hours / 24)} days`
  const rounded = Math.round(hours * 10) / 10
  return `${oneDecimal.format(rounded)} ${rounded === 1 ? "hour" : "hours"}`
}
