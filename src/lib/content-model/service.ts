/** A service: content/services/<Slug>.json and its hero image in content/services/images. */
import { z } from "zod"
import { choice, flag, image, positiveNumber, text, textList } from "./fields"
import { SERVICE_ICONS, SERVICE_SLUG_PATTERN } from "./vocabulary"

export const service = z.object({
  order: positiveNumber(
    { label: "Order", hint: "A whole number; services are listed in this order." },
    { integer: true },
  ),
  slug: text(
    {
      label: "Slug",
      hint: "The address of the service page: /services/<Slug>; the all-lowercase address leads to it too.",
    },
    { pattern: { regex: SERVICE_SLUG_PATTERN, rule: "must be words joined by hyphens", quoteValue: true } },
  ),
  title: text({ label: "Title", hint: "The service's name on cards, menus and its page." }),
  description: text(
    { label: "Description", hint: "One or two sentences for the service's card." },
    { multiline: true },
  ),
  icon: choice(SERVICE_ICONS, { label: "Icon", hint: "The drawn icon of the card and page." }),
  showOnHome: flag({ label: "On the home page", hint: "One of the six service cards on the home page." }),
  heroImage: image({ label: "Hero image", hint: "A picture in content/services/images." }),
  heroImageAlt: text({
    label: "Hero image description",
    hint: "What the picture shows, for visitors who cannot see it.",
  }),
  metaDescription: text(
    { label: "Meta description", hint: "The description search engines show, at most 155 characters." },
    { multiline: true },
  ),
  detailedDescription: text({ label: "About", hint: "Paragraphs about the service." }, { multiline: true }),
  keyFeatures: textList({ label: "Key features", hint: "Exactly six short points." }, { exactly: 6 }),
  process: text({ label: "Our approach", hint: "How the work is done, step by step." }, { multiline: true }),
  whyChoose: text(
    { label: "Why choose us", hint: "Why a client should choose the company for it." },
    { multiline: true },
  ),
})
