import { styled } from "@linaria/react"
import { mq, theme } from "../../styles/theme"
import { whiteCard } from "./Card"
import { columnsFrom, GridList } from "./CardGrid"

interface TextCardsProps {
  items: readonly { title: string; description: string }[]
  /** The cards' heading level: h2 where they sit right under the page's h1, else h3. */
  heading: "h2" | "h3"
  /** White cards with a shadow (on a sand or white band), or sand cards on a white page. */
  tone: "white" | "sand"
}

/** Three columns of short cards, a heading and a sentence each: the careers perks and values, the projects' values. */
export function TextCards({ items, heading: Heading, tone }: TextCardsProps) {
  return (
    <Cards data-tone={tone}>
      {items.map((item) => (
        <li key={item.title}>
          <Heading>{item.title}</Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </Cards>
  )
}

const Cards = styled(GridList)`
  gap: 1.5rem;
  ${columnsFrom(mq.md, 3)}
  li {
    padding: 1.75rem;
    ${whiteCard}
  }
  &[data-tone="sand"] li {
    background: ${theme.colors.sand};
    box-shadow: none;
  }
  h2,
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`
