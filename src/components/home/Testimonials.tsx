import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
import { CardGrid } from "../ui/CardGrid"
import { theme } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { starRowBox, starRowPath } from "../../lib/text/star-row"
import { whiteCard } from "../ui/Card"

export interface Testimonial {
  id: number
  name: string
  role: string | null
  text: string
}

/** Every testimonial's rating: five stars, 18 px tall, drawn as one path (src/lib/text/star-row.ts). */
const STARS = 5
const STAR_HEIGHT = 18 // px
const STAR_ROW = { ...starRowBox(STARS, STAR_HEIGHT), path: starRowPath(STARS) }

/** Six testimonials, each with five stars and an avatar showing the initial letter. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const t = useStrings(PAGES).home
  return (
    <Grid>
      {items.map((item) => (
        <Card key={item.id}>
          <Stars
            role="img"
            aria-label={t.rated(STARS, STARS)}
            width={STAR_ROW.width}
            height={STAR_ROW.height}
            viewBox={STAR_ROW.viewBox}
            fill="currentColor"
            focusable="false"
          >
            <path d={STAR_ROW.path} />
          </Stars>
          <Quote>“{item.text}”</Quote>
          <Person>
            <Avatar aria-hidden="true">{item.name.trim().charAt(0).toUpperCase()}</Avatar>
            <span>
              <strong>{item.name}</strong>
              {item.role ? <small>{item.role}</small> : null}
            </span>
          </Person>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled(CardGrid)`
  gap: 1.5rem;
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem;
  ${whiteCard}
`

const Stars = styled.svg`
  display: block;
  align-self: flex-start;
  color: ${theme.colors.star};
`

const Quote = styled.blockquote`
  margin: 0 0 auto;
  color: ${theme.colors.text};
`

const Person = styled.p`
  display: flex;
  align-items: center;
  gap: 0.8rem;
  margin: 0;
  strong {
    display: block;
    color: ${theme.colors.ink};
  }
  small {
    display: block;
    color: ${theme.colors.muted};
  }
`

const Avatar = styled.span`
  ${iconBox("46px", "50%")}
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
`
