import { useRef } from "react"
import { styled } from "@linaria/react"
import { useLayoutEffectInBrowser } from "../../hooks/use-layout-effect-in-browser"
import { changedInHtml } from "../../lib/browser/changed-in-html"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { SECTOR_OPTIONS, STATUS_OPTIONS } from "../../lib/listing/projects"
import { theme } from "../../styles/theme"
import { controlStyle } from "../forms/Field"
import { whiteCard } from "../ui/Card"

type Choice = Partial<Record<"status" | "sector", string>>

interface Props {
  status: string
  sector: string
  /** A select changed: its new value (both, when both were chosen before the app started). */
  onChoose: (choice: Choice) => void
}

/**
 * Status and sector selects; 'all' reads as "All statuses" / "All sectors". The options' values stay
 * the English ones in every language: they are what the URL's query holds.
 */
export function ProjectFilters({ status, sector, onChoose }: Props) {
  const t = useStrings(PROJECTS)
  const formRef = useRef<HTMLFormElement>(null)
  // The selects are in the page's HTML: a choice made before the app started is applied once it has
  // (React would otherwise put the select back at its next render).
  useLayoutEffectInBrowser(() => {
    const choice: Choice = changedInHtml(formRef.current, ["status", "sector"])
    if (Object.keys(choice).length > 0) onChoose(choice)
    // Once, in hydration's commit: later choices come through onChange.
  }, [])
  return (
    <Bar aria-label={t.filters} ref={formRef}>
      <label>
        <span>{t.statusLabel}</span>
        <select name="status" value={status} onChange={(e) => onChoose({ status: e.target.value })}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o === "all" ? t.allStatuses : t.status(o)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.sectorLabel}</span>
        <select name="sector" value={sector} onChange={(e) => onChoose({ sector: e.target.value })}>
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
