import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { isEstimateProjectType } from "../../lib/enquiry/fields"
import { ESTIMATE_METHODS, type EstimateMethod } from "../../lib/content-model/vocabulary"
import {
  estimate,
  formatRupeeRange,
  formatSaving,
  formatSqft,
  formatWeeks,
  type CurrencyWords,
  type FigureWords,
  type MethodFigures,
} from "../../lib/estimate/estimate"
import type { EstimateRates } from "../../lib/estimate/rates"
import { FORMS } from "../../lib/enquiry/words"
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
 * not price by area, why there is no range. Worked out from the rates built into the page. The words
 * around the figures are the page's language's (src/lib/enquiry/words.ts); the rates' own texts (method
 * names and descriptions, reasons, disclaimer) are content, as the rates file writes them.
 */
export function EstimateResult({ rates, projectType, areaSqft }: EstimateResultProps) {
  const t = useStrings(FORMS)
  const result = estimate(rates, projectType, areaSqft)
  if (!result) return null
  const words: FigureWords = { sqft: t.estimate.sqft, weeks: t.estimate.weeks, and: t.estimate.and }
  const currency: CurrencyWords = {
    ...rates.currency,
    lakh: t.estimate.lakh(rates.currency.lakh),
    crore: t.estimate.crore(rates.currency.crore),
  }
  const typeLabel = isEstimateProjectType(projectType) ? t.projectTypes[projectType] : projectType
  const what = `${typeLabel}, ${formatSqft(areaSqft, words)}`

  if (result.kind === "none") {
    return (
      <Panel aria-labelledby="estimate-title" data-testid="estimate-result">
        <h3 id="estimate-title">{t.estimate.title}</h3>
        <For>{what}</For>
        <Reason>{result.reason}</Reason>
      </Panel>
    )
  }

  const saving = formatSaving(result.saving, currency, words)
  const method = (key: EstimateMethod, figures: MethodFigures) => (
    <Method key={key} data-testid={`estimate-${key}`}>
      <h4>{rates.methods[key].label}</h4>
      <dl>
        <div>
          <dt>{t.estimate.cost}</dt>
          <dd>{formatRupeeRange(figures.cost, currency)}</dd>
        </div>
        <div>
          <dt>{t.estimate.duration}</dt>
          <dd>{t.estimate.about(formatWeeks(figures.weeks, words))}</dd>
        </div>
      </dl>
    </Method>
  )

  return (
    <Panel aria-labelledby="estimate-title" data-testid="estimate-result">
      <h3 id="estimate-title">{t.estimate.title}</h3>
      <For>{what}</For>
      <Methods>
        {method("gfrg", result.gfrg)}
        {method("conventional", result.conventional)}
      </Methods>
      <Small>
        {ESTIMATE_METHODS.map((key) => `${rates.methods[key].label}: ${rates.methods[key].description}.`).join(" ")}
      </Small>
      {saving ? (
        <Saving data-testid="estimate-saving">{t.estimate.saving(rates.methods.gfrg.label, saving)}</Saving>
      ) : null}
      <Small>
        {rates.disclaimer} {t.estimate.ratesOf(rates.version)}
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
