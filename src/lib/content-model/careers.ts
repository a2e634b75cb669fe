/** The careers page's perks and values: content/site/careers.json. */
import { z } from "zod"
import { records, text } from "./fields"

const careersItem = () => ({
  title: text({ label: "Title", hint: "The card's heading." }),
  description: text({ label: "Description", hint: "One or two sentences." }, { multiline: true }),
})

export const careers = z.object({
  perks: records(careersItem(), { label: "Why work with us", hint: "What the company offers its people." }, { min: 1 }),
  values: records(careersItem(), { label: "Our values", hint: "How the team works." }, { min: 1 }),
})
