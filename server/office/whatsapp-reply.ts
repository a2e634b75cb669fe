import { FORMS } from "../../src/lib/enquiry/words"
import { formatRupeeRange, groupIndian, type CurrencyWords } from "../../src/lib/estimate/estimate"
import { dictionary } from "../../src/lib/i18n/strings"
import type { Lang } from "../../src/lib/i18n/lang"
import type { Kind } from "./api-types"

/**
 * The prefilled WhatsApp reply (docs/office.md, The inbox), in the language of the page the enquiry
 * was sent from: a greeting, the reference and, for a cost request, the ranges the site showed.
 * It is a draft the office edits before sending, so it says only what the enquiry itself says.
 */

/** What a reply needs of the company in each language: its name and its words for lakh and crore. */
export interface ReplyFacts {
  company: string
  currency: CurrencyWords
}

/** The enquiry as a reply speaks of it. */
export interface ReplyEnquiry {
  kind: Kind
  reference: string
  name: string
  lang: Lang
  /** The value the form sent (new_house_villa, ...), or null. */
  projectType: string | null
  areaSqft: number | null
  location: string | null
  gfrg: { min: number; max: number } | null
  conventional: { min: number; max: number } | null
}

const REPLY = dictionary({
  hello: (first: string, company: string) => `Hello ${first}, this is ${company}.`,
  estimateThanks: (reference: string, project: string, area: string, location: string) =>
    `Thank you for your cost estimate request (reference ${reference}) for a ${project}${area ? ` of ${area} sq. ft.` : ""}${location ? ` in ${location}` : ""}.`,
  aProject: "project",
  shown: (gfrg: string, conventional: string) =>
    `The indicative cost our website showed you: ${gfrg} with GFRG, ${conventional} with conventional construction.`,
  estimateClose: "We would like to understand your plans and give you a detailed estimate. When may we call you?",
  contactThanks: (reference: string) =>
    `Thank you for your message (reference ${reference}). We would be glad to help. When may we call you?`,
})({
  ml: {
    hello: (first, company) => `നമസ്കാരം ${first}, ഇത് ${company} ആണ്.`,
    // Malayalam joins its case endings to the word; the names (the company's, the place the enquirer
    // wrote) are kept as written, in places that need no case ending.
    estimateThanks: (reference, project, area, location) =>
      `ചെലവ് എസ്റ്റിമേറ്റിനായുള്ള നിങ്ങളുടെ അപേക്ഷയ്ക്ക് നന്ദി (റഫറൻസ് ${reference}): ${[project, area && `${area} ച. അടി`, location].filter(Boolean).join(", ")}.`,
    aProject: "പ്രോജക്റ്റ്",
    shown: (gfrg, conventional) =>
      `ഞങ്ങളുടെ വെബ്സൈറ്റ് കാണിച്ച ഏകദേശ ചെലവ്: GFRG രീതിയിൽ ${gfrg}, സാധാരണ നിർമ്മാണ രീതിയിൽ ${conventional}.`,
    estimateClose:
      "നിങ്ങളുടെ ആവശ്യങ്ങൾ വിശദമായി മനസ്സിലാക്കി കൃത്യമായ എസ്റ്റിമേറ്റ് നൽകാൻ ഞങ്ങൾ ആഗ്രഹിക്കുന്നു. ഏത് സമയത്ത് വിളിക്കുന്നതാണ് സൗകര്യം?",
    contactThanks: (reference) =>
      `നിങ്ങളുടെ സന്ദേശത്തിന് നന്ദി (റഫറൻസ് ${reference}). സഹായിക്കാൻ ഞങ്ങൾക്ക് സന്തോഷമേയുള്ളൂ. ഏത് സമയത്ത് വിളിക്കുന്നതാണ് സൗകര്യം?`,
  },
})

/** The reply's text, paragraphs apart. */
export function whatsappText(enquiry: ReplyEnquiry, facts: Readonly<Record<Lang, ReplyFacts>>): string {
  const t = REPLY[enquiry.lang]
  const { company, currency } = facts[enquiry.lang]
  const first = enquiry.name.split(/\s+/)[0] ?? enquiry.name
  const lines = [t.hello(first, company)]
  if (enquiry.kind === "estimate") {
    const types: Readonly<Record<string, string>> = FORMS[enquiry.lang].projectTypes
    const project = (enquiry.projectType && types[enquiry.projectType]) ?? t.aProject
    const area = enquiry.areaSqft ? groupIndian(enquiry.areaSqft) : ""
    lines.push(t.estimateThanks(enquiry.reference, project, area, enquiry.location ?? ""))
    if (enquiry.gfrg && enquiry.conventional)
      lines.push(t.shown(formatRupeeRange(enquiry.gfrg, currency), formatRupeeRange(enquiry.conventional, currency)))
    lines.push(t.estimateClose)
  } else {
    lines.push(t.contactThanks(enquiry.reference))
  }
  return lines.join("\n\n")
}
