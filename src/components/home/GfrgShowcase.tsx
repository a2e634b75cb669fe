import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { GridList, columnsFrom } from "../ui/CardGrid"
import { mq, theme, veil } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { ButtonLink } from "../ui/Button"
import { ServiceIcon } from "../services/ServiceIcon"

export interface GfrgCard {
  title: string
  description: string
  icon: string
}

const ICON_FOR: Record<string, string> = {
  plan: "architecture",
  speed: "construction",
  strength: "structure",
  leaf: "gfrg",
}

/** Four themed GFRG cards; every button leads to /services/gfrg. */
export function GfrgShowcase({ cards }: { cards: readonly GfrgCard[] }) {
  const t = useStrings(PAGES).home
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.title}>
          <IconWrap>
            <ServiceIcon icon={ICON_FOR[card.icon] ?? "gfrg"} size={30} />
          </IconWrap>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          <ButtonLink to="/services/gfrg" variant="outline" size="sm">
            {t.learnMore}
            <span className="visually-hidden">{t.aboutGfrg(card.title)}</span>
          </ButtonLink>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled(GridList)`
  gap: 1.5rem;
  ${columnsFrom(mq.md, 2)}
  ${columnsFrom(mq.xl, 4)}
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 2rem 1.5rem;
  border-radius: ${theme.radii.lg};
  background: ${veil(0.06)};
  border: 1px solid ${veil(0.14)};
  h3 {
    margin: 0;
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0 0 auto;
    color: ${theme.colors.onDarkMuted};
  }
  a {
    color: ${theme.colors.white};
    border-color: ${veil(0.7)};
    margin-top: 0.75rem;
  }
  a:hover {
    color: ${theme.colors.primaryDark};
  }
`

const IconWrap = styled.span`
  ${iconBox("56px", "16px")}
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
`
