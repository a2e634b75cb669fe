/**
 * The fixed pages' own words: heroes, section headings and intros, the About story, calls to action
 * and short paragraphs, one file per page under content/site/ (docs/behaviour.md §3). Button labels,
 * navigation and form messages stay in the code. A text may name the company's facts with
 * {placeholders}; any other name in braces is refused, so a typing mistake never reaches a page.
 */
import { PAGE_TEXT_PLACEHOLDERS } from "../placeholders"
import { fileFields, group, optionalText, text, type Describe, type TextPattern } from "./fields"

const KNOWN_PLACEHOLDERS: TextPattern = {
  regex: new RegExp(`^(?:[^{}]|\\{(?:${PAGE_TEXT_PLACEHOLDERS.join("|")})\\})*$`),
  rule: `may use only the placeholders ${PAGE_TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}`,
  quoteValue: false,
}

/** One line: an eyebrow, a heading. */
const line = (d: Describe) => text(d, { pattern: KNOWN_PLACEHOLDERS })
/** A sentence or several paragraphs, separated by a blank line. */
const paragraphs = (d: Describe) => text(d, { multiline: true, pattern: KNOWN_PLACEHOLDERS })

const eyebrow = () => line({ label: "Eyebrow", hint: "The short line above the heading." })
const title = () => line({ label: "Heading", hint: "The section's heading." })

/** A page's banner: eyebrow, heading (the page's h1) and intro. */
const pageHero = (d: Describe) =>
  group(
    {
      eyebrow: eyebrow(),
      title: line({ label: "Heading", hint: "The page's main heading." }),
      intro: paragraphs({ label: "Intro", hint: "One or two sentences under the heading." }),
    },
    d,
  )

/** A section's heading: eyebrow, heading and, if wanted, an intro. */
const section = (d: Describe) =>
  group(
    {
      eyebrow: eyebrow(),
      title: title(),
      intro: optionalText(
        { label: "Intro", hint: "One sentence under the heading; leave empty for none." },
        { multiline: true, pattern: KNOWN_PLACEHOLDERS },
      ),
    },
    d,
  )

/** The closing band: a heading and a sentence; its button is part of the page. */
const callToAction = (d: Describe) =>
  group(
    {
      title: line({ label: "Heading", hint: "The band's heading." }),
      text: paragraphs({ label: "Text", hint: "One or two sentences under the heading." }),
    },
    d,
  )

export const homePage = fileFields({
  coreServices: section({ label: "Core services", hint: "Above the service cards." }),
  gfrg: section({ label: "GFRG showcase", hint: "Above the four GFRG cards." }),
  stages: section({ label: "Project stages", hint: "Above the design, rendering, realization carousel." }),
  featuredProjects: section({ label: "Featured projects", hint: "Above the first six projects." }),
  showcase: section({ label: "Gallery strip", hint: "Above the scrolling strip of projects." }),
  videos: section({ label: "Project videos", hint: "Above the video spotlight." }),
  testimonials: section({ label: "Testimonials", hint: "Above the clients' words." }),
  leadership: section({ label: "Leadership", hint: "Above the leaders." }),
  blogs: section({ label: "Blog", hint: "Above the latest posts." }),
})

const story = (d: Describe) =>
  group(
    {
      title: line({ label: "Heading", hint: "The part's heading." }),
      text: paragraphs({ label: "Text", hint: "Paragraphs, separated by a blank line." }),
    },
    d,
  )

export const aboutPage = fileFields({
  hero: group(
    {
      eyebrow: eyebrow(),
      title: line({ label: "Heading", hint: "The page's main heading." }),
    },
    { label: "Banner", hint: "The top of the page; the company's description is its intro." },
  ),
  whoWeAre: story({ label: "Who we are", hint: "The first part of the company's story." }),
  ourStory: story({ label: "Our story", hint: "How the company began and how it works." }),
  capabilities: section({ label: "Core capabilities", hint: "Above the service cards." }),
  callToAction: callToAction({ label: "Closing call to action", hint: "The band at the foot of the page." }),
})

export const servicesPage = fileFields({
  hero: pageHero({ label: "Banner", hint: "The top of the services page." }),
  callToAction: callToAction({ label: "Closing call to action", hint: "The band at the foot of the services page." }),
  servicePages: group(
    {
      consultation: paragraphs({
        label: "Consultation card",
        hint: "The sentence in the sidebar card that asks for a consultation.",
      }),
      callToAction: callToAction({
        label: "Closing call to action",
        hint: "The band at the foot of each service page.",
      }),
    },
    { label: "Each service's page", hint: "The words every service page shares." },
  ),
})

export const projectsPage = fileFields({
  hero: pageHero({ label: "Banner", hint: "The top of the projects page." }),
  callToAction: callToAction({ label: "Closing call to action", hint: "The band at the foot of the projects page." }),
  projectPages: group(
    {
      startYourProject: paragraphs({
        label: "Start-your-project card",
        hint: "The sentence in the sidebar card that links to the contact page.",
      }),
    },
    { label: "Each project's page", hint: "The words every project page shares." },
  ),
})

export const contactPage = fileFields({
  hero: pageHero({ label: "Banner", hint: "The top of the contact page." }),
  connectIntro: paragraphs({ label: "Contact details intro", hint: "The sentence above the phone, e-mail and chat." }),
})

export const costCalculatorPage = fileFields({
  hero: pageHero({ label: "Banner", hint: "The top of the cost calculator." }),
  howItWorks: group(
    {
      title: line({ label: "Heading", hint: "The heading beside the form." }),
      steps: paragraphs({ label: "Steps", hint: "One step per paragraph, separated by a blank line; shown numbered." }),
    },
    { label: "How it works", hint: "The numbered steps beside the form." },
  ),
})

/** The careers page's own words; its perks and values are in the same file (careers.ts). */
export const careersPageTexts = {
  hero: pageHero({ label: "Banner", hint: "The top of the careers page." }),
  perksTitle: line({ label: "Perks heading", hint: "The heading above the perks." }),
  valuesTitle: line({ label: "Values heading", hint: "The heading above the values." }),
  openings: group(
    {
      title: line({ label: "Heading", hint: "The heading of the openings." }),
      status: paragraphs({ label: "Openings", hint: "What is open now, e.g. There are currently no open positions." }),
      invitation: paragraphs({
        label: "Invitation",
        hint: "The sentences inviting a résumé; links to the services and contact pages follow them.",
      }),
    },
    { label: "Current openings", hint: "Above the résumé button." },
  ),
}
