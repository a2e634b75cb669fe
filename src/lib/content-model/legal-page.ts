/** A legal page: the frontmatter of content/legal/<slug>.md (privacy policy, terms). */
import { z } from "zod"
import { isoDate, text } from "./fields"

export const legalPageFrontmatter = z.object({
  title: text({ label: "Title", hint: "The page's heading, e.g. Privacy Policy." }),
  description: text(
    { label: "Description", hint: "The introduction under the heading; {companyName} becomes the company's name." },
    { multiline: true },
  ),
  lastUpdated: isoDate({ label: "Last updated", hint: "Written YYYY-MM-DD; shown above the text." }),
})
