/** The home page's four GFRG cards: content/site/gfrg-cards.en.json. */
import { choice, records, text } from "./fields"
import { GFRG_CARD_ICONS } from "./vocabulary"

export const gfrgCard = {
  title: text({ label: "Title", hint: "The card's heading." }),
  description: text({ label: "Description", hint: "Two sentences at most." }, { multiline: true }),
  icon: choice(GFRG_CARD_ICONS, { label: "Icon", hint: "The drawn icon of the card." }),
}

export const gfrgCards = records(gfrgCard, {
  label: "GFRG cards",
  hint: "The cards of the home page's GFRG section.",
  graphqlType: "GfrgCardsJson",
})
