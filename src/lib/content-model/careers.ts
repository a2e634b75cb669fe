/** The careers page: its banner, perks, values and openings, content/site/careers.en.json. */
import { z } from "zod"
import { records, text } from "./fields"
import { careersPageTexts } from "./page-texts"

const careersItem = () => ({
  title: text({ label: "Title", hint: "The card's heading." }),
  description: text({ label: "Description", hint: "One or two sentences." }, { multiline: true }),
})

export const careers = z.object({
  hero: careersPageTexts.hero,
  seo: careersPageTexts.seo,
  perksTitle: careersPageTexts.perksTitle,
  perks: records(
    careersItem(),
    { label: "Why work with us", hint: "What the company offers its people.", graphqlType: "CareersItem" },
    { min: 1 },
  ),
  valuesTitle: careersPageTexts.valuesTitle,
  values: records(
    careersItem(),
    { label: "Our values", hint: "How the team works.", graphqlType: "CareersItem" },
    { min: 1 },
  ),
  openings: careersPageTexts.openings,
})
