import { styled } from "@linaria/react"
import { useLang, useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { formatLongDate } from "../../lib/text/format"

/**
 * "Last update: November 20, 2026 (8 days ago)": the date is in the static HTML, the days are
 * worked out in the browser by <days-ago> (docs/behaviour.md §2, "Progress updates").
 */
export function LastUpdate({ date, className }: { date: string; className?: string }) {
  const lang = useLang()
  const t = useStrings(PROJECTS)
  return (
    <Line className={className} data-last-update={date}>
      {t.lastUpdate}: <time dateTime={date}>{formatLongDate(date, lang)}</time> <days-ago date={date} />
    </Line>
  )
}

const Line = styled.span`
  /* The words come after the first layout: their room is kept, so nothing moves (CLS 0). */
  days-ago {
    display: inline-block;
    min-width: 15ch;
    white-space: nowrap;
  }
`
