/**
 * The fixed pages' own words: heroes, section headings and intros, the About story, calls to action
 * and short paragraphs, one file per page under content/site/ (docs/behaviour.md §3). Button labels,
 * navigation and form messages stay in the code. A text may name the company's facts with
 * {placeholders}; any other name in braces is refused, so a typing mistake never reaches a page.
 */
import type { z } from "zod"
import { PAGE_TEXT_PLACEHOLDERS } from "../content/placeholders"
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
const pageHero = (page: string) =>
  group(
    {
      eyebrow: eyebrow(),
      title: line({ label: "Heading", hint: "The page's main heading." }),
      intro: paragraphs({ label: "Intro", hint: "One or two sentences under the heading." }),
    },
    { label: "Banner", hint: `The top of ${page}.`, graphqlType: "PageHeroText" },
  )

/** A section's heading: eyebrow, heading and, if wanted, an intro; `above` names what follows it. */
const section = (label: string, above: string) =>
  group(
    {
      eyebrow: eyebrow(),
      title: title(),
      intro: optionalText(
        { label: "Intro", hint: "One sentence under the heading; leave empty for none." },
        { multiline: true, pattern: KNOWN_PLACEHOLDERS },
      ),
    },
    { label, hint: `Above ${above}.`, graphqlType: "SectionText" },
  )

/** The closing band: a heading and a sentence; its button is part of the page. */
const callToAction = (page: string) =>
  group(
    {
      title: line({ label: "Heading", hint: "The band's heading." }),
      text: paragraphs({ label: "Text", hint: "One or two sentences under the heading." }),
    },
    { label: "Closing call to action", hint: `The band at the foot of ${page}.`, graphqlType: "CallToActionText" },
  )

/** What search engines show for a page: its meta description. */
const seo = (page: string) =>
  group(
    {
      description: paragraphs({
        label: "Description",
        hint: `One or two sentences about ${page} for search results and shared links.`,
      }),
    },
    { label: "Search engines", hint: `How ${page} is described outside the site.`, graphqlType: "PageSeoText" },
  )

/** The words every page of one kind shares (each service's page, each project's page). */
const everyPage = <S extends z.ZodRawShape>(kind: string, graphqlType: string, shape: S) =>
  group(shape, { label: `Each ${kind}'s page`, hint: `The words every ${kind} page shares.`, graphqlType })

export const homePage = fileFields({
  coreServices: section("Core services", "the service cards"),
  gfrg: section("GFRG showcase", "the four GFRG cards"),
  stages: section("Project stages", "the design, rendering, realization carousel"),
  featuredProjects: section("Featured projects", "the first six projects"),
  showcase: section("Gallery strip", "the scrolling strip of projects"),
  videos: section("Project videos", "the video spotlight"),
  testimonials: section("Testimonials", "the clients' words"),
  leadership: section("Leadership", "the leaders"),
  blogs: section("Blog", "the latest posts"),
})

const story = (d: Describe) =>
  group(
    {
      title: line({ label: "Heading", hint: "The part's heading." }),
      text: paragraphs({ label: "Text", hint: "Paragraphs, separated by a blank line." }),
    },
    { ...d, graphqlType: "StoryText" },
  )

export const aboutPage = fileFields({
  hero: group(
    {
      eyebrow: eyebrow(),
      title: line({ label: "Heading", hint: "The page's main heading." }),
    },
    {
      label: "Banner",
      hint: "The top of the page; the company's description is its intro.",
      graphqlType: "HeadingText",
    },
  ),
  seo: seo("the about page"),
  whoWeAre: story({ label: "Who we are", hint: "The first part of the company's story." }),
  ourStory: story({ label: "Our story", hint: "How the company began and how it works." }),
  capabilities: section("Core capabilities", "the service cards"),
  callToAction: callToAction("the page"),
})

export const servicesPage = fileFields({
  hero: pageHero("the services page"),
  seo: seo("the services page"),
  callToAction: callToAction("the services page"),
  servicePages: everyPage("service", "ServicePagesText", {
    consultation: paragraphs({
      label: "Consultation card",
      hint: "The sentence in the sidebar card that asks for a consultation.",
    }),
    callToAction: callToAction("each service page"),
  }),
})

export const projectsPage = fileFields({
  hero: pageHero("the projects page"),
  seo: seo("the projects page"),
  callToAction: callToAction("the projects page"),
  projectPages: everyPage("project", "ProjectPagesText", {
    startYourProject: paragraphs({
      label: "Start-your-project card",
      hint: "The sentence in the sidebar card that links to the contact page.",
    }),
  }),
})

export const contactPage = fileFields({
  hero: pageHero("the contact page"),
  connectIntro: paragraphs({ label: "Contact details intro", hint: "The sentence above the phone, e-mail and chat." }),
})

export const costCalculatorPage = fileFields({
  hero: pageHero("the cost calculator"),
  seo: seo("the cost calculator"),
  howItWorks: group(
    {
      title: line({ label: "Heading", hint: "The heading beside the form." }),
      steps: paragraphs({ label: "Steps", hint: "One step per paragraph, separated by a blank line; shown numbered." }),
    },
    { label: "How it works", hint: "The numbered steps beside the form.", graphqlType: "StepsText" },
  ),
})

/** The careers page's own words; its perks and values are in the same file (careers.ts). */
export const careersPageTexts = {
  hero: pageHero("the careers page"),
  seo: seo("the careers page"),
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
    { label: "Current openings", hint: "Above the résumé button.", graphqlType: "CareersOpeningsText" },
  ),
}
