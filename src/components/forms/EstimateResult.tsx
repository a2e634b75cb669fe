import { styled } from "@linaria/react"
import { estimateProjectTypeLabel } from "../../lib/enquiry/fields"
import { ESTIMATE_METHODS, type EstimateMethod } from "../../lib/content-model/vocabulary"
import {
  estimate,
  formatRupeeRange,
  formatSaving,
  formatSqft,
  formatWeeks,
  type MethodFigures,
} from "../../lib/estimate/estimate"
import type { EstimateRates } from "../../lib/estimate/rates"
import { formatMonthYear } from "../../lib/text/format"
import { mq, theme } from "../../styles/theme"
import { caps } from "../ui/caps"

interface EstimateResultProps {
  rates: EstimateRates
  projectType: string
  areaSqft: number
}

/**
 * The indicative estimate under the thank-you text: GFRG and conventional side by side (stacked when
 * the screen is too narrow for both), the saving, and the disclaimer; or, for a project the rates do
 * not price by area, why there is no range. Worked out from the rates built into the page.
 */
export function EstimateResult({ rates, projectType, areaSqft }: EstimateResultProps) {
  const result = estimate(rates, projectType, areaSqft)
  if (!result) return null
  const what = `${estimateProjectTypeLabel(projectType)}, ${formatSqft(areaSqft)}`

  if (result.kind === "none") {
    return (
      <Panel aria-labelledby="estimate-title" data-testid="estimate-result">
        <h3 id="estimate-title">Your indicative estimate</h3>
        <For>{what}</For>
        <Reason>{result.reason}</Reason>
      </Panel>
    )
  }

  const saving = formatSaving(result.saving, rates.currency)
  const method = (key: EstimateMethod, figures: MethodFigures) => (
    <Method key={key} data-testid={`estimate-${key}`}>
      <h4>{rates.methods[key].label}</h4>
      <dl>
        <div>
          <dt>Indicative cost</dt>
          <dd>{formatRupeeRange(figures.cost, rates.currency)}</dd>
        </div>
        <div>
          <dt>Typical duration</dt>
          <dd>about {formatWeeks(figures.weeks)}</dd>
        </div>
      </dl>
    </Method>
  )

  return (
    <Panel aria-labelledby="estimate-title" data-testid="estimate-result">
      <h3 id="estimate-title">Your indicative estimate</h3>
      <For>{what}</For>
      <Methods>
        {method("gfrg", result.gfrg)}
        {method("conventional", result.conventional)}
      </Methods>
      <Small>
        {ESTIMATE_METHODS.map((key) => `${rates.methods[key].label}: ${rates.methods[key].description}.`).join(" ")}
      </Small>
      {saving ? (
        <Saving data-testid="estimate-saving">
          Building with {rates.methods.gfrg.label} could save you about {saving}.
        </Saving>
      ) : null}
      <Small>
        {rates.disclaimer} Rates of {formatMonthYear(rates.version)}.
      </Small>
    </Panel>
  )
}

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${theme.colors.success};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.ink};
  }
  && p {
    font-size: ${theme.fontSizes.md};
  }
`

const For = styled.p`
  color: ${theme.colors.muted};
`

const Reason = styled.p`
  color: ${theme.colors.text};
`

const Methods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
`

const Method = styled.div`
  padding: 0.875rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.border};
  h4 {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.primary};
  }
  dl {
    display: grid;
    gap: 0.5rem;
    margin: 0.5rem 0 0;
  }
  dt {
    ${caps(theme.fontSizes.xs, "0.04em")}
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    ${mq.sm} {
      font-size: ${theme.fontSizes.lg};
    }
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.ink};
  }
`

const Saving = styled.p`
  && {
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.success};
  }
`

const Small = styled.p`
  && {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`
