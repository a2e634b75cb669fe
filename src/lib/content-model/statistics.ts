/** The home page's statistics band: content/site/statistics.en.json. */
import { positiveNumber, records, text } from "./fields"

export const statistic = {
  value: positiveNumber({ label: "Number", hint: "The figure the band counts up to." }, { integer: true }),
  suffix: text({ label: "Suffix", hint: "Shown after the number, e.g. +." }),
  label: text({ label: "Label", hint: "What is counted, e.g. Completed Projects." }),
}

export const statistics = records(statistic, {
  label: "Statistics",
  hint: "The figures of the home page's band.",
  graphqlType: "StatisticsJson",
})
