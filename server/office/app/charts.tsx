/**
 * The overview's charts as plain SVG. Each is an image with a summary for screen readers, and
 * comes with a visually hidden table of its numbers.
 */
import { type OverviewView, STATUS_LABELS } from "../api-types"
import { countOf, formatDayMonth, formatNumber } from "./format"

type Weeks = OverviewView["weeks"]
type Funnel = OverviewView["funnel"]
type Sources = OverviewView["sources"]

/** A round top for an axis (1, 2 or 5 times a power of ten) and its ticks, at most five steps. */
export function axisTicks(max: number): number[] {
  const top = Math.max(max, 1)
  let step = 1
  for (let power = 1; ; power *= 10) {
    const found = [1, 2, 5].map((n) => n * power).find((n) => Math.ceil(top / n) <= 5)
    if (found) {
      step = found
      break
    }
  }
  const steps = Math.ceil(top / step)
  return Array.from({ length: steps + 1 }, (_, index) => index * step)
}

const WEEKS_WIDTH = 640
const WEEKS_HEIGHT = 300
const PLOT = { left: 56, right: 8, top: 44, bottom: 56 }

export function WeeklyChart({ weeks }: { weeks: Weeks }) {
  const totals = weeks.map((week) => week.contact + week.estimate)
  const ticks = axisTicks(Math.max(0, ...totals))
  const top = ticks[ticks.length - 1] ?? 1
  const plotWidth = WEEKS_WIDTH - PLOT.left - PLOT.right
  const plotHeight = WEEKS_HEIGHT - PLOT.top - PLOT.bottom
  const slot = plotWidth / Math.max(weeks.length, 1)
  const barWidth = slot * 0.6
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight
  const contacts = weeks.reduce((sum, week) => sum + week.contact, 0)
  const estimates = weeks.reduce((sum, week) => sum + week.estimate, 0)
  const first = weeks[0]
  const last = weeks[weeks.length - 1]
  const span =
    first && last ? ` from the week of ${formatDayMonth(first.week)} to that of ${formatDayMonth(last.week)}` : ""
  const summary =
    `Enquiries per week${span}: ${countOf(contacts, "contact message", "contact messages")} and ` +
    `${countOf(estimates, "cost estimate", "cost estimates")} in all.`

  return (
    <figure className="chart">
      <svg
        className="chart-svg"
        viewBox={`0 0 ${WEEKS_WIDTH} ${WEEKS_HEIGHT}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMidYMid meet"
      >
        <title>{summary}</title>
        <g className="chart-legend">
          <rect x={PLOT.left} y={10} width={14} height={14} className="bar-contact" />
          <text x={PLOT.left + 20} y={22}>
            Contact messages
          </text>
          <rect x={PLOT.left + 250} y={10} width={14} height={14} className="bar-estimate" />
          <text x={PLOT.left + 270} y={22}>
            Cost estimates
          </text>
        </g>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WEEKS_WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="grid-line" />
            <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" className="axis-label">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = PLOT.left + index * slot + (slot - barWidth) / 2
          const contactTop = y(week.contact)
          const estimateTop = y(week.contact + week.estimate)
          return (
            <g key={week.week}>
              <rect
                x={x}
                y={contactTop}
                width={barWidth}
                height={PLOT.top + plotHeight - contactTop}
                className="bar-contact"
              />
              <rect x={x} y={estimateTop} width={barWidth} height={contactTop - estimateTop} className="bar-estimate" />
              <text
                x={x + barWidth / 2}
                y={WEEKS_HEIGHT - PLOT.bottom + 24}
                textAnchor="middle"
                className={index % 2 === 1 ? "axis-label axis-label-minor" : "axis-label"}
              >
                {formatDayMonth(week.week)}
              </text>
            </g>
          )
        })}
        <line
          x1={PLOT.left}
          x2={WEEKS_WIDTH - PLOT.right}
          y1={PLOT.top + plotHeight}
          y2={PLOT.top + plotHeight}
          className="axis-line"
        />
        <text x={WEEKS_WIDTH / 2} y={WEEKS_HEIGHT - 6} textAnchor="middle" className="axis-title">
          Week beginning
        </text>
      </svg>
      <div className="visually-hidden">
        <table>
          <caption>Enquiries per week</caption>
          <thead>
            <tr>
              <th scope="col">Week beginning</th>
              <th scope="col">Contact messages</th>
              <th scope="col">Cost estimates</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{formatDayMonth(week.week)}</th>
                <td>{formatNumber(week.contact)}</td>
                <td>{formatNumber(week.estimate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

interface Bar {
  key: string
  label: string
  count: number
}

const BARS_WIDTH = 640
const ROW = 34

/** Horizontal bars, a label left of each (or above it, for long labels) and the count after it. */
function HorizontalBars({ bars, summary, labelsAbove }: { bars: Bar[]; summary: string; labelsAbove: boolean }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count))
  const labelWidth = labelsAbove ? 0 : 140
  const countWidth = 56
  const rowHeight = labelsAbove ? ROW + 26 : ROW
  const barArea = BARS_WIDTH - labelWidth - countWidth
  const height = Math.max(bars.length, 1) * rowHeight + 8
  return (
    <svg className="chart-svg" viewBox={`0 0 ${BARS_WIDTH} ${height}`} role="img" aria-label={summary}>
      <title>{summary}</title>
      {bars.map((bar, index) => {
        const top = index * rowHeight + 4
        const barTop = labelsAbove ? top + 26 : top
        const width = Math.max((bar.count / max) * barArea, bar.count > 0 ? 2 : 0)
        return (
          <g key={bar.key}>
            <text
              x={labelsAbove ? 0 : labelWidth - 10}
              y={labelsAbove ? top + 20 : barTop + 19}
              textAnchor={labelsAbove ? "start" : "end"}
              className="axis-label"
            >
              {bar.label}
            </text>
            <rect x={labelWidth} y={barTop} width={width} height={ROW - 8} className="bar-contact" />
            <text x={labelWidth + width + 8} y={barTop + 19} className="bar-value">
              {formatNumber(bar.count)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

function NumbersTable({ caption, heading, bars }: { caption: string; heading: string; bars: Bar[] }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatNumber(bar.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const bars = funnel.map((step) => ({ key: step.status, label: STATUS_LABELS[step.status], count: step.count }))
  const summary = `Enquiries that reached each stage: ${bars.map((bar) => `${bar.label} ${formatNumber(bar.count)}`).join(", ")}.`
  return (
    <figure className="chart">
      <HorizontalBars bars={bars} summary={summary} labelsAbove={false} />
      <NumbersTable caption="Enquiries that reached each stage" heading="Stage" bars={bars} />
    </figure>
  )
}

const SHOWN_SOURCES = 10
const LABEL_CHARACTERS = 44

function shortened(text: string): string {
  return text.length > LABEL_CHARACTERS ? `${text.slice(0, LABEL_CHARACTERS - 1)}…` : text
}

export function SourcesChart({ sources }: { sources: Sources }) {
  const all = sources.map((source) => ({ key: source.page, label: source.page, count: source.count }))
  const shown = all.slice(0, SHOWN_SOURCES).map((bar) => ({ ...bar, label: shortened(bar.label) }))
  const listed = all
    .slice(0, 3)
    .map((bar) => `${bar.label} ${formatNumber(bar.count)}`)
    .join(", ")
  const summary = `Pages enquiries were sent from, most first: ${listed}${all.length > 3 ? `, and ${formatNumber(all.length - 3)} more` : ""}.`
  return (
    <figure className="chart">
      <HorizontalBars bars={shown} summary={summary} labelsAbove />
      {all.length > SHOWN_SOURCES && (
        <figcaption className="hint">
          The {SHOWN_SOURCES} pages most enquiries came from, of {formatNumber(all.length)}.
        </figcaption>
      )}
      <NumbersTable caption="Pages enquiries were sent from" heading="Page" bars={all} />
    </figure>
  )
}
