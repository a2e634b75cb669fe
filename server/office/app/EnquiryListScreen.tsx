/**
 * The inbox's list: filters kept in the URL's query string (the API's own parameter names), the
 * enquiries of one page as a table (cards on narrow screens), paging and the CSV export.
 */
import { type FormEvent, useEffect } from "react"
import {
  type EnquiryFilters,
  type EnquirySummary,
  KIND_LABELS,
  type Kind,
  type MemberView,
  STATUSES,
  STATUS_LABELS,
  type Status,
} from "../api-types"
import { enquiriesCsvUrl, filtersQuery, getEnquiries } from "./api"
import { countOf, formatDate, formatDateTime, formatNumber } from "./format"
import { useLoad, useTitle } from "./hooks"
import { Link, navigate, rememberListUrl, useLocation } from "./router"

const DAY = /^\d{4}-\d{2}-\d{2}$/

function isKind(value: string): value is Kind {
  return value in KIND_LABELS
}

function isStatus(value: string): value is Status {
  return (STATUSES as readonly string[]).includes(value)
}

/** The filters a query string names; anything unknown or malformed is left out. */
export function filtersFrom(search: string): EnquiryFilters {
  const params = new URLSearchParams(search)
  const filters: EnquiryFilters = {}
  const kind = params.get("kind") ?? ""
  if (isKind(kind)) filters.kind = kind
  const status = params.get("status") ?? ""
  if (isStatus(status)) filters.status = status
  const assignee = params.get("assignee") ?? ""
  if (assignee === "none" || /^\d+$/.test(assignee)) filters.assignee = assignee
  const from = params.get("from") ?? ""
  if (DAY.test(from)) filters.from = from
  const to = params.get("to") ?? ""
  if (DAY.test(to)) filters.to = to
  if (params.get("due") === "1") filters.due = "1"
  const q = (params.get("q") ?? "").trim()
  if (q) filters.q = q
  const page = params.get("page") ?? ""
  if (/^\d+$/.test(page) && Number(page) > 1) filters.page = String(Number(page))
  return filters
}

function listUrl(filters: EnquiryFilters): string {
  return `/office/${filtersQuery(filters)}`
}

export function EnquiryListScreen({ members }: { members: MemberView[] }) {
  useTitle("Enquiries")
  const { search } = useLocation()
  const filters = filtersFrom(search)
  const query = filtersQuery(filters)
  const list = useLoad(query, () => getEnquiries(filters))

  useEffect(() => {
    rememberListUrl(`/office/${query}`)
  }, [query])

  return (
    <>
      <h1>Enquiries</h1>
      <FilterForm key={query} filters={filters} members={members} />
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      <ListSummary total={list.data?.total ?? null} loading={list.loading} csvUrl={enquiriesCsvUrl(filters)} />
      {list.data && list.data.items.length === 0 && !list.loading && (
        <p className="empty">No enquiries match these filters.</p>
      )}
      {list.data && list.data.items.length > 0 && <EnquiryTable items={list.data.items} />}
      {list.data && (
        <Pager filters={filters} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} />
      )}
    </>
  )
}

function FilterForm({ filters, members }: { filters: EnquiryFilters; members: MemberView[] }) {
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const params = new URLSearchParams()
    for (const name of ["kind", "status", "assignee", "from", "to", "due", "q"]) {
      const value = form.get(name)
      if (typeof value === "string") params.set(name, value)
    }
    navigate(listUrl(filtersFrom(`?${params.toString()}`)))
  }

  return (
    <form className="filters" aria-label="Filters" onSubmit={apply}>
      <div className="field">
        <label htmlFor="filter-kind">Kind</label>
        <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ""}>
          <option value="">All</option>
          {(Object.keys(KIND_LABELS) as Kind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">All</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-assignee">Assignee</label>
        <select id="filter-assignee" name="assignee" defaultValue={filters.assignee ?? ""} key={members.length}>
          <option value="">All</option>
          <option value="none">Nobody</option>
          {members.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">Received from</label>
        <input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">Received to</label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} />
      </div>
      <div className="field field-search">
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          name="q"
          type="search"
          placeholder="Name, phone, place, e-mail or words"
          defaultValue={filters.q ?? ""}
        />
      </div>
      <div className="field field-check">
        <input id="filter-due" name="due" type="checkbox" value="1" defaultChecked={filters.due === "1"} />
        <label htmlFor="filter-due">Follow-up due</label>
      </div>
      <div className="filter-actions">
        <button type="submit" className="primary">
          Apply filters
        </button>
        <Link href="/office/">Clear filters</Link>
      </div>
    </form>
  )
}

function ListSummary({ total, loading, csvUrl }: { total: number | null; loading: boolean; csvUrl: string }) {
  return (
    <div className="list-summary">
      <p role="status" className="list-count">
        {loading ? "Loading enquiries…" : total === null ? "" : countOf(total, "enquiry", "enquiries")}
      </p>
      <a href={csvUrl} download>
        Export CSV
      </a>
    </div>
  )
}

function EnquiryTable({ items }: { items: EnquirySummary[] }) {
  return (
    <table className="stack-table enquiry-table">
      <caption className="visually-hidden">Enquiries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Kind</th>
          <th scope="col">Name</th>
          <th scope="col">Phone / WhatsApp</th>
          <th scope="col">Place</th>
          <th scope="col">Area (sq. ft.)</th>
          <th scope="col">Project type</th>
          <th scope="col">Indicative estimate</th>
          <th scope="col">Received</th>
          <th scope="col">Status</th>
          <th scope="col">Assignee</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <EnquiryRow key={item.id} item={item} />
        ))}
      </tbody>
    </table>
  )
}

function EnquiryRow({ item }: { item: EnquirySummary }) {
  const href = `/office/enquiries/${item.id}`
  return (
    <tr className={item.opened ? undefined : "unopened"}>
      <th scope="row" data-label="Reference">
        <span>
          <Link href={href}>{item.reference}</Link>
          {!item.opened && <span className="badge">Unopened</span>}
        </span>
      </th>
      <td data-label="Kind">{KIND_LABELS[item.kind]}</td>
      <td data-label="Name" className="cell-name">
        <Link href={href}>{item.name}</Link>
      </td>
      <td data-label="Phone / WhatsApp">{item.phone ?? "—"}</td>
      <td data-label="Place">{item.location ?? "—"}</td>
      <td data-label="Area (sq. ft.)" className="number">
        {item.areaSqft === null ? "—" : formatNumber(item.areaSqft)}
      </td>
      <td data-label="Project type">{item.projectType ?? "—"}</td>
      <td data-label="Indicative estimate">{item.estimate?.gfrg ?? "—"}</td>
      <td data-label="Received">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </td>
      <td data-label="Status">
        <span>
          {STATUS_LABELS[item.status]}
          {item.followUpOn && (
            <span className="follow-up">
              Follow up <time dateTime={item.followUpOn}>{formatDate(item.followUpOn)}</time>
            </span>
          )}
        </span>
      </td>
      <td data-label="Assignee">{item.assignee?.name ?? "Nobody"}</td>
    </tr>
  )
}

interface PagerProps {
  filters: EnquiryFilters
  page: number
  pageSize: number
  total: number
}

function Pager({ filters, page, pageSize, total }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
  if (pages <= 1 && page <= 1) return null
  const to = (n: number) => listUrl({ ...filters, page: n > 1 ? String(n) : undefined })
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link href={to(Math.min(page - 1, pages))}>Previous</Link> : <span />}
      <span>
        Page {formatNumber(page)} of {formatNumber(pages)}
      </span>
      {page < pages ? <Link href={to(page + 1)}>Next</Link> : <span />}
    </nav>
  )
}
