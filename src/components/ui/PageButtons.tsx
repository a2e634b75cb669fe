import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
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
  const t = useStrings(PAGES).ui
  if (total <= 1) return null
  return (
    <Nav aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t.previous}
      </button>
      {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={t.page(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= total}>
        {t.next}
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
