/** The projects page's three value cards: content/site/project-values.en.json. */
import { records, text } from "./fields"

export const projectValue = {
  title: text({ label: "Title", hint: "The card's heading." }),
  description: text({ label: "Description", hint: "One or two sentences." }, { multiline: true }),
}

export const projectValues = records(projectValue, {
  label: "Project values",
  hint: "The cards, in order.",
  graphqlType: "ProjectValuesJson",
})
