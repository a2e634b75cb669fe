/** A project of the portfolio: content/projects/<slug>/project.en.json with its images beside it. */
import { z } from "zod"
import {
  choice,
  image,
  optionalPositiveNumber,
  optionalText,
  positiveNumber,
  records,
  sampleNote,
  text,
  textList,
} from "./fields"
import { LOWERCASE_SLUG_PATTERN, PROJECT_STATUSES, PROJECT_TYPES } from "./vocabulary"

export const projectImage = {
  src: image({ label: "Image", hint: "A picture in the project's folder." }),
  alt: text(
    { label: "Description", hint: "What the picture shows, for visitors who cannot see it." },
    { required: "is required (describe the image)" },
  ),
}

export const project = z.object({
  sampleContent: sampleNote(),
  id: positiveNumber(
    { label: "Number", hint: "A unique whole number; projects are shown in this order." },
    { integer: true },
  ),
  slug: text(
    { label: "Slug", hint: "The address of the project page: /projects/<slug>." },
    { pattern: { regex: LOWERCASE_SLUG_PATTERN, rule: "must be lowercase words joined by hyphens", quoteValue: true } },
  ),
  name: text({ label: "Name", hint: "The project's name on its card and page." }),
  location: text({ label: "Location", hint: "Town and district, e.g. Kakkanad, Ernakulam." }),
  type: choice(PROJECT_TYPES, { label: "Sector", hint: "The sector filter of the projects page." }),
  status: choice(PROJECT_STATUSES, { label: "Status", hint: "The status filter and badge." }),
  summary: text({ label: "Summary", hint: "One or two sentences for cards and search results." }, { multiline: true }),
  images: records(
    projectImage,
    {
      label: "Images",
      hint: "The first picture is the card image; the rest form the gallery.",
      graphqlType: "ProjectImage",
    },
    { min: 1, required: "is required (a list of { src, alt })" },
  ),
  videoUrl: optionalText(
    { label: "Video", hint: "A site path such as /videos/name.mp4 or an https address." },
    {
      pattern: {
        regex: /^(\/[^\s]*|https:\/\/[^\s]+)$/,
        rule: "must be a site path or an https URL",
        quoteValue: true,
      },
    },
  ),
  detailedDescription: optionalText(
    { label: "Description", hint: "Paragraphs of plain text, or simple HTML (p, ul, li)." },
    { multiline: true },
  ),
  keyFeatures: textList({ label: "Key features", hint: "Short points, one per item." }),
  areaSqft: optionalPositiveNumber(
    { label: "Area (sq. ft.)", hint: "Built-up area in square feet." },
    { integer: true },
  ),
  client: optionalText({ label: "Client", hint: "Who the project was built for." }),
  completionDate: optionalText({ label: "Completion date", hint: "As it should read, e.g. March 2023." }),
})
