import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { SECTOR_OPTIONS, STATUS_OPTIONS } from "../../lib/listing/projects"
import { theme } from "../../styles/theme"
import { controlStyle } from "../forms/Field"
import { whiteCard } from "../ui/Card"

interface Props {
  status: string
  sector: string
  onStatus: (value: string) => void
  onSector: (value: string) => void
}

/**
 * Status and sector selects; 'all' reads as "All statuses" / "All sectors". The options' values stay
 * the English ones in every language: they are what the URL's query holds.
 */
export function ProjectFilters({ status, sector, onStatus, onSector }: Props) {
  const t = useStrings(PROJECTS)
  return (
    <Bar aria-label={t.filters}>
      <label>
        <span>{t.statusLabel}</span>
        <select name="status" value={status} onChange={(e) => onStatus(e.target.value)}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o === "all" ? t.allStatuses : t.status(o)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.sectorLabel}</span>
        <select name="sector" value={sector} onChange={(e) => onSector(e.target.value)}>
          {SECTOR_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o === "all" ? t.allSectors : t.type(o)}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  )
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-bottom: 2rem;
  padding: 1.25rem;
  ${whiteCard}
  label {
    display: grid;
    gap: 0.35rem;
    flex: 1 1 220px;
    font-weight: ${theme.fontWeights.strong};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.ink};
  }
  select {
    ${controlStyle}
    padding: 0.6rem 0.8rem;
  }
`
