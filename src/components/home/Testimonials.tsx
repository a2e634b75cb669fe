import { styled } from "@linaria/react"
import { CardGrid } from "../ui/CardGrid"
import { theme } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { Icon } from "../ui/Icon"
import { whiteCard } from "../ui/Card"

export interface Testimonial {
  id: number
  name: string
  role: string | null
  text: string
}

/** Six testimonials, each with five stars and an avatar showing the initial letter. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <Card key={item.id}>
          <Stars role="img" aria-label="Rated 5 out of 5">
            {[1, 2, 3, 4, 5].map((n) => (
              <Icon key={n} name="star" size={18} />
            ))}
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

const Stars = styled.span`
  display: inline-flex;
  gap: 0.15rem;
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
  font-size: 1.35rem;
`
