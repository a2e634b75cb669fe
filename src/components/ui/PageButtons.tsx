import { styled } from "@linaria/react"
import { pill, pillCurrent, PillRow } from "./pill-styles"

/** Numbered page buttons with previous/next, for client-side paging (the projects grid). */
export function PageButtons({
  page,
  total,
  onPage,
  label,
}: {
  page: number
  total: number
  onPage: (page: number) => void
  label: string
}) {
  if (total <= 1) return null
  return (
    <Nav aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= total}>
        Next
      </button>
    </Nav>
  )
}

const Nav = styled(PillRow)`
  margin-top: 2.5rem;
  button {
    ${pill}
    min-width: 44px;
    cursor: pointer;
  }
  button[aria-current="page"] {
    ${pillCurrent}
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`
