import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { useCountUp } from "../../hooks/use-count-up"
import { useInViewOnce } from "../../hooks/use-in-view-once"
import { COUNT_UP } from "../../lib/constants"
import { deferRender } from "../../lib/first-visit/deferred-render"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"

export interface Statistic {
  value: number
  suffix: string
  label: string
}

/**
 * 50+ projects, 10+ years…: the final numbers in the static HTML; with the script, each counts up
 * from 0 once, when the band is first 10% visible (docs/behaviour.md §2).
 */
export function StatisticsBand({ stats }: { stats: readonly Statistic[] }) {
  const [ref, seen] = useInViewOnce<HTMLElement>(COUNT_UP.threshold)
  const t = useStrings(PAGES).home
  return (
    <Band ref={ref} aria-label={t.stats} {...deferRender}>
      <Grid as="ul">
        {stats.map((stat) => (
          <Counter key={stat.label} stat={stat} start={seen} />
        ))}
      </Grid>
    </Band>
  )
}

function Counter({ stat, start }: { stat: Statistic; start: boolean }) {
  const value = useCountUp(stat.value, COUNT_UP.durationMs, start)
  const { number } = useStrings(PAGES).home
  return (
    <Item>
      <Number data-testid="stat-value" data-final={`${number(stat.value)}${stat.suffix}`}>
        {number(value)}
        {stat.suffix}
      </Number>
      <Label>{stat.label}</Label>
    </Item>
  )
}

const Band = styled.section`
  padding: 3.5rem 0;
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
`

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 2rem 1rem;
  margin: 0 auto;
  list-style: none;
  text-align: center;
  ${mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`

const Item = styled.li`
  display: grid;
  gap: 0.3rem;
`

/**
 * As wide as the final text from the start (an invisible copy of it below the live number), so
 * nothing moves while the digits count up.
 */
const Number = styled.span`
  display: inline-grid;
  justify-self: center;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes["4xl"]};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  text-align: center;
  &::after {
    content: attr(data-final);
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }
`

const Label = styled.span`
  color: ${theme.colors.onDarkMuted};
  font-weight: ${theme.fontWeights.strong};
  letter-spacing: 0.04em;
`
