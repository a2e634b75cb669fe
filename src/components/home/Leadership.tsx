import type { IGatsbyImageData } from "gatsby-plugin-image"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { GridList, columnsFrom } from "../ui/CardGrid"
import { ON_HOME } from "../../lib/constants"
import { mq, theme } from "../../styles/theme"
import { NewTabLink } from "../ui/NewTabLink"
import { Picture } from "../ui/Picture"

export interface Leader {
  id: number
  name: string
  role: string
  image: IGatsbyImageData | null
  imageAlt: string
  profileLink: string
}

/** At most three leaders with picture, name, role and a profile link. */
export function Leadership({ leaders }: { leaders: readonly Leader[] }) {
  const t = useStrings(PAGES).home
  return (
    <Grid>
      {leaders.slice(0, ON_HOME.leaders).map((leader) => (
        <Card key={leader.id}>
          <Portrait>{leader.image ? <Picture image={leader.image} alt={leader.imageAlt} /> : null}</Portrait>
          <h3>{leader.name}</h3>
          <Role>{leader.role}</Role>
          <NewTabLink href={leader.profileLink}>
            {t.viewProfile}
            <span className="visually-hidden">{t.profileOf(leader.name)}</span>
          </NewTabLink>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled(GridList)`
  gap: 2rem;
  ${columnsFrom(mq.md, 3)}
`

const Card = styled.li`
  text-align: center;
  h3 {
    margin: 1.1rem 0 0.2rem;
    font-size: ${theme.fontSizes.xl};
  }
  a {
    font-weight: ${theme.fontWeights.strong};
    color: ${theme.colors.accentDark};
  }
`

const Portrait = styled.div`
  width: min(220px, 70%);
  aspect-ratio: 1;
  margin: 0 auto;
  overflow: hidden;
  border-radius: 50%;
  box-shadow: ${theme.shadows.md};
  background: ${theme.colors.sand};
`

const Role = styled.p`
  margin: 0 0 0.6rem;
  color: ${theme.colors.muted};
`
