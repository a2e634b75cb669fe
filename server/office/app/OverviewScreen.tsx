/** The business at a glance: enquiries per week, the funnel, time to first contact and where enquiries come from. */
import { getOverview } from "./api"
import { FunnelChart, SourcesChart, WeeklyChart } from "./charts"
import { formatHours } from "./format"
import { useLoad, useTitle } from "./hooks"

export function OverviewScreen() {
  useTitle("Overview")
  const overview = useLoad("overview", getOverview)
  const data = overview.data

  return (
    <>
      <h1>Overview</h1>
      {overview.error && (
        <p role="alert" className="error">
          {overview.error}
        </p>
      )}
      {!data && !overview.error && <p role="status">Loading the overview…</p>}
      {data && (
        <div className="overview">
          <section className="panel panel-wide" aria-labelledby="weeks-heading">
            <h2 id="weeks-heading">Enquiries per week</h2>
            {data.weeks.length > 0 ? <WeeklyChart weeks={data.weeks} /> : <p>No weeks to show yet.</p>}
          </section>
          <section className="panel" aria-labelledby="funnel-heading">
            <h2 id="funnel-heading">From new enquiry to won</h2>
            {data.funnel.length > 0 ? <FunnelChart funnel={data.funnel} /> : <p>No enquiries yet.</p>}
          </section>
          <section className="panel" aria-labelledby="contact-time-heading">
            <h2 id="contact-time-heading">Median time to first contact</h2>
            {data.medianHoursToContact === null ? (
              <p className="big-number">No enquiry contacted yet</p>
            ) : (
              <p className="big-number">{formatHours(data.medianHoursToContact)}</p>
            )}
            <p className="hint">
              From receiving an enquiry to first contacting the person: half were contacted sooner, half later.
            </p>
          </section>
          <section className="panel panel-wide" aria-labelledby="sources-heading">
            <h2 id="sources-heading">Pages enquiries came from</h2>
            {data.sources.length > 0 ? <SourcesChart sources={data.sources} /> : <p>No enquiries yet.</p>}
          </section>
        </div>
      )}
    </>
  )
}
