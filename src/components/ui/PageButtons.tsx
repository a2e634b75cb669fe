import styled from "styled-components"
import { theme } from "../../styles/theme"

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

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 2.5rem;
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1.5px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`
