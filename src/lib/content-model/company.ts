/** The company's facts: content/site/company.en.json, read by every page, title and the brochure. */
import { z } from "zod"
import { group, httpsUrl, positiveNumber, sampleNote, text } from "./fields"

export const company = z.object({
  sampleContent: sampleNote(),
  name: text({ label: "Name", hint: "The company's name as every page and title shows it." }),
  shortName: text({ label: "Short name", hint: "For the installed app's icon, e.g. Tharavad." }),
  legalName: text({ label: "Legal name", hint: "The registered name, for structured data." }),
  description: text(
    { label: "Description", hint: "One sentence about the company for search results." },
    { multiline: true },
  ),
  foundedYear: positiveNumber({ label: "Founded", hint: "The year the company started building." }, { integer: true }),
  phone: text({ label: "Phone", hint: "As it should read, with the country code, e.g. +91 98765 43210." }),
  email: text({ label: "E-mail", hint: "The office's address for enquiries." }),
  careersEmail: text({ label: "Careers e-mail", hint: "Where job applications go." }),
  legalEmail: text({ label: "Legal e-mail", hint: "Named in the privacy policy and terms." }),
  whatsappNumber: text(
    { label: "WhatsApp number", hint: "Digits only, with the country code, e.g. 919876543210." },
    {
      pattern: {
        regex: /^\d{10,15}$/,
        rule: "must be digits only with the country code, e.g. 919876543210",
        quoteValue: false,
      },
    },
  ),
  address: group(
    {
      line1: text({ label: "Line 1", hint: "First line of the address as the footer shows it." }),
      line2: text({ label: "Line 2", hint: "Second line of the address as the footer shows it." }),
      street: text({ label: "Street", hint: "Street address for structured data." }),
      locality: text({ label: "Town or city", hint: "For structured data, e.g. Kochi." }),
      region: text({ label: "State", hint: "For structured data, e.g. Kerala." }),
      postalCode: text({ label: "PIN code", hint: "For structured data." }),
      country: text({ label: "Country", hint: "Two-letter country code, e.g. IN." }),
    },
    { label: "Address", hint: "The postal address.", graphqlType: "CompanyAddress" },
  ),
  workingHours: text({ label: "Working hours", hint: "As it should read, e.g. Mon - Sat: 9:00 AM - 6:00 PM." }),
  social: group(
    {
      facebook: httpsUrl({ label: "Facebook", hint: "The https address of the company's page." }),
      instagram: httpsUrl({ label: "Instagram", hint: "The https address of the company's profile." }),
      youtube: httpsUrl({ label: "YouTube", hint: "The https address of the company's channel." }),
      linkedin: httpsUrl({ label: "LinkedIn", hint: "The https address of the company's page." }),
    },
    {
      label: "Social profiles",
      hint: "Linked from the top bar, footer and mobile menu.",
      graphqlType: "CompanySocial",
    },
  ),
  developerCredit: group(
    {
      name: text({ label: "Text", hint: "The credit line in the footer." }),
      url: httpsUrl({ label: "Link", hint: "The https address the credit links to." }),
    },
    { label: "Developer credit", hint: "The website's makers, credited in the footer.", graphqlType: "CompanyCredit" },
  ),
})

export type Company = z.infer<typeof company>
