/** The home page's project video spotlight: content/site/videos.en.json. */
import { optionalText, positiveNumber, records, text, textList } from "./fields"
import { LOWERCASE_SLUG_PATTERN } from "./vocabulary"

export const projectVideo = {
  id: positiveNumber({ label: "Number", hint: "A whole number; videos are shown in this order." }, { integer: true }),
  embedUrl: text({ label: "Video", hint: "A site path such as /videos/name.mp4." }),
  title: text({ label: "Title", hint: "The video's title." }),
  projectTitle: text({ label: "Project", hint: "The project's name as the card shows it." }),
  location: text({ label: "Location", hint: "Town and district." }),
  briefDescription: optionalText(
    { label: "Description", hint: "One sentence about the project." },
    { multiline: true },
  ),
  projectSlug: text(
    { label: "Project slug", hint: "The slug of the project page the card links to." },
    { pattern: { regex: LOWERCASE_SLUG_PATTERN, rule: "must be lowercase words joined by hyphens", quoteValue: true } },
  ),
  tags: textList({ label: "Tags", hint: "Short labels shown on the card." }),
}

export const videos = records(projectVideo, {
  label: "Project videos",
  hint: "At most three are shown, in order.",
  graphqlType: "VideosJson",
})
