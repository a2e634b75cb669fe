/** A project of the portfolio: content/projects/<slug>/project.en.json with its images beside it. */
import { z } from "zod"
import {
  choice,
  image,
  isoDate,
  optionalRecords,
  optionalPositiveNumber,
  optionalText,
  positiveNumber,
  records,
  sampleNote,
  text,
  textList,
} from "./fields"
import { BUILD_STAGES, LOWERCASE_SLUG_PATTERN, PROJECT_STATUSES, PROJECT_TYPES, UPDATE_PHOTOS } from "./vocabulary"

export const projectImage = {
  src: image({ label: "Image", hint: "A picture in the project's folder." }),
  alt: text(
    { label: "Description", hint: "What the picture shows, for visitors who cannot see it." },
    { required: "is required (describe the image)" },
  ),
}

/** One dated progress update of a build (docs/behaviour.md §2, "Progress updates"). */
export const projectUpdate = {
  date: isoDate(
    { label: "Date", hint: "Written YYYY-MM-DD; not in the future. Its link is /projects/<slug>#update-<date>." },
    { past: true },
  ),
  stage: choice(BUILD_STAGES, { label: "Stage", hint: "Where the build stood on that date." }),
  title: text({ label: "Title", hint: "A few words: what happened, e.g. First-floor slab cast." }),
  text: text({ label: "Text", hint: "Two to four sentences of plain text for the owner." }, { multiline: true }),
  photos: records(
    projectImage,
    {
      label: "Photos",
      hint: "One to six pictures of this moment of the build, in the project's folder.",
      graphqlType: "ProjectImage",
    },
    { ...UPDATE_PHOTOS, required: "is required (one to six photos, each { src, alt })" },
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
  completionDate: optionalText({
    label: "Completion date",
    hint: "As it should read, e.g. March 2023, or Expected December 2026 while the build goes on.",
  }),
  updates: optionalRecords(
    projectUpdate,
    {
      label: "Progress updates",
      hint: "Dated updates of the build, with photos; the newest one's stage is where the build stands.",
      graphqlType: "ProjectUpdate",
    },
    {
      check: (updates, ctx) => {
        // Each update's link is its date (#update-YYYY-MM-DD), so a day has one update at most.
        const seen = new Set<string>()
        updates.forEach((update, i) => {
          if (seen.has(update.date))
            ctx.addIssue({
              code: "custom",
              path: [i, "date"],
              message: `duplicates "${update.date}": a project has one update a day (its link is its date)`,
            })
          seen.add(update.date)
        })
      },
    },
  ),
})
