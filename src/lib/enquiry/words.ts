import {
  CONTACT_FIELDS,
  type ContactField,
  ESTIMATE_PROJECT_TYPES,
  type EstimateProjectType,
  ESTIMATOR_FIELDS,
  type EstimatorField,
  type FieldSpec,
} from "./fields"
import { CONTACT_MESSAGES, ESTIMATOR_MESSAGES, REFERENCE_LABEL, SERVER_MESSAGES } from "./messages"
import { formatMonthYear } from "../text/format"
import { dictionary } from "../i18n/strings"

/** A form's fields as the visitor reads them: the control's label, and the noun a "too long" reply uses. */
type FieldWords<F extends string> = Record<F, { label: string; noun: string }>

const fieldWords = <F extends string>(fields: Record<F, FieldSpec>): FieldWords<F> =>
  Object.fromEntries(
    Object.entries<FieldSpec>(fields).map(([name, spec]) => [name, { label: spec.label, noun: spec.noun }]),
  ) as FieldWords<F>

/**
 * The months as "of <month>" in Malayalam ("നവംബറിലെ"), for the rates' month: written out here, not
 * asked of Intl, as the server's and the browser's ICU may differ and hydration must match.
 */
const ML_MONTHS_OF = [
  "ജനുവരിയിലെ",
  "ഫെബ്രുവരിയിലെ",
  "മാർച്ചിലെ",
  "ഏപ്രിലിലെ",
  "മേയിലെ",
  "ജൂണിലെ",
  "ജൂലൈയിലെ",
  "ഓഗസ്റ്റിലെ",
  "സെപ്റ്റംബറിലെ",
  "ഒക്ടോബറിലെ",
  "നവംബറിലെ",
  "ഡിസംബറിലെ",
] as const

/** "2026 നവംബറിലെ" from "2026-11" (Malayalam writes the year first); the version itself if not YYYY-MM. */
function mlMonthOf(version: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(version)
  const month = match ? ML_MONTHS_OF[Number(match[2]) - 1] : undefined
  return match && month ? `${match[1]} ${month}` : version
}

const projectTypeLabels = Object.fromEntries(ESTIMATE_PROJECT_TYPES.map((type) => [type.value, type.label])) as Record<
  EstimateProjectType,
  string
>

/**
 * The two enquiry forms (contact and cost estimate), their pages and the enquiry server's replies,
 * in every language. The English is the catalogue of src/lib/enquiry/messages.ts and fields.ts,
 * whose wording docs/behaviour.md §4, §5 and §8 fix; this file only adds the other languages. The
 * server reads it too (server/enquiry-routes.ts): it answers in the language the form was sent in.
 * Option values (new_house_villa, ...) are what the server checks: only their labels are here.
 */
export const FORMS = dictionary({
  /** The contact form's messages (docs/behaviour.md §4, §8). */
  contact: CONTACT_MESSAGES,
  /** The estimator's messages (docs/behaviour.md §4, §8). */
  estimator: ESTIMATOR_MESSAGES,
  /** The enquiry server's own replies (docs/behaviour.md §8, "Server messages"). */
  server: SERVER_MESSAGES,
  /** Beside either form's success text: "Your reference: E-2611-0042". */
  referenceLabel: REFERENCE_LABEL,
  contactFields: fieldWords<ContactField>(CONTACT_FIELDS),
  estimatorFields: fieldWords<EstimatorField>(ESTIMATOR_FIELDS),
  /** The project type options' labels, by the value the form sends. */
  projectTypes: projectTypeLabels,
  /** After the label of a field that may be left empty. */
  optional: " (optional)",
  /** The hidden field only bots fill (src/components/forms/Field.tsx). */
  honeypot: "Leave this field empty",
  contactForm: {
    name: "Contact form",
    preparing: "Preparing Form...",
    sending: "Sending...",
    send: "Send Message",
    another: "Send another message",
  },
  estimatorForm: {
    name: "Cost estimate request",
    projectInfo: "Project Info",
    contactDetails: "Contact Details",
    chooseType: "Select a project type",
    locationExample: "e.g. Kakkanad, Ernakulam",
    areaHint: (min: number) => `Approximate total floor area, usually ${min} sq. ft. or more; for example 1800.`,
    waiting: "Waiting for security check...",
    loading: "Loading Security...",
    processing: "Processing...",
    submit: "Get My Estimate",
    /** The note under the button: before the privacy policy's link, the link, after it. */
    noteBefore:
      "This is a preliminary estimate; a detailed discussion of your plans is needed for a final quote. We use your details only to prepare it — see our ",
    privacyPolicy: "Privacy Policy",
    noteAfter: ".",
    thanks: (name: string) => `Thank you, ${name}!`,
  },
  /** The indicative estimate in the thank-you panel (docs/behaviour.md §2, "Cost estimator"). */
  estimate: {
    title: "Your indicative estimate",
    cost: "Indicative cost",
    duration: "Typical duration",
    about: (duration: string) => `about ${duration}`,
    sqft: "sq. ft.",
    /** The word after a number of weeks. */
    weeks: (weeks: number) => (weeks === 1 ? "week" : "weeks"),
    /** Between the money and the time saved. */
    and: " and ",
    saving: (method: string, what: string) => `Building with ${method} could save you about ${what}.`,
    /** The rates' month, after the disclaimer; `version` is YYYY-MM. */
    ratesOf: (version: string) => `Rates of ${formatMonthYear(version)}.`,
    /** The words for lakh and crore: English keeps the rates file's (content/site/estimate-rates.en.json). */
    lakh: (fromRates: string) => fromRates,
    crore: (fromRates: string) => fromRates,
  },
  /** The contact page's 'Let's Connect' column (src/components/contact/ConnectDetails.tsx). */
  connect: {
    title: "Let's Connect",
    phone: "Phone",
    email: "E-mail",
    whatsApp: "WhatsApp",
    chat: "Chat with us on WhatsApp",
    office: "Office",
    hours: "Working hours",
    follow: "Follow us",
  },
  contactPage: {
    title: (company: string) => `Contact Us | ${company}`,
    description: (company: string, locality: string, hours: string) =>
      `Call, e-mail or message ${company} in ${locality}, Kerala: GFRG homes, architecture, structural design, MEP and building permits. ${hours}.`,
    formTitle: "Send Us a Message",
  },
  costCalculatorPage: {
    title: (company: string) => `Construction Cost Estimator for Kerala | ${company}`,
  },
})({
  ml: {
    contact: {
      securityNotReady: "സുരക്ഷാ പരിശോധന തയ്യാറായിട്ടില്ല. അൽപ്പം കാത്തിരിക്കുക, അല്ലെങ്കിൽ പേജ് റീഫ്രഷ് ചെയ്യുക.",
      required: "* അടയാളമുള്ള എല്ലാ ഫീൽഡുകളും പൂരിപ്പിക്കുക.",
      email: "ശരിയായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക.",
      phone: "ശരിയായ ഒരു ഫോൺ നമ്പർ നൽകുക (കുറഞ്ഞത് 10 അക്കം).",
      network: "സന്ദേശം അയയ്ക്കുന്നതിനിടെ ഒരു പിശക് സംഭവിച്ചു. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
      httpStatus: (status) => `ഫോം അയയ്ക്കാനായില്ല. സ്റ്റാറ്റസ്: ${status}`,
      failedHeading: "അയയ്ക്കാനായില്ല",
      sentHeading: "സന്ദേശം വിജയകരമായി അയച്ചു!",
      sentText: "ഞങ്ങളെ ബന്ധപ്പെട്ടതിന് നന്ദി. നിങ്ങളുടെ സന്ദേശം പരിശോധിച്ച് എത്രയും വേഗം ഞങ്ങൾ മറുപടി നൽകും.",
      success: "നന്ദി! നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു.",
    },
    estimator: {
      required: "* അടയാളമുള്ള എല്ലാ ഫീൽഡുകളും പൂരിപ്പിക്കുക",
      phone: "ശരിയായ ഒരു വാട്സ്ആപ്പ്/ഫോൺ നമ്പർ നൽകുക (കുറഞ്ഞത് 10 അക്കം).",
      email: "ശരിയായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക, അല്ലെങ്കിൽ ഒഴിച്ചിടുക.",
      area: "ശരിയായ വിസ്തീർണ്ണം നൽകുക.",
      httpError: "HTTP പിശക്!",
      caught: "അപേക്ഷ അയയ്ക്കുന്നതിനിടെ ഒരു പിശക് സംഭവിച്ചു.",
      success: "നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു. ഞങ്ങളുടെ ടീം അത് പരിശോധിച്ച്, എസ്റ്റിമേറ്റുമായി ഉടൻ വാട്സ്ആപ്പിൽ ബന്ധപ്പെടും.",
    },
    server: {
      honeypot: "നിങ്ങളുടെ അപേക്ഷ സ്വീകരിക്കാനായില്ല.",
      singleLine: "ഓരോ ഫീൽഡും ഒറ്റ വരിയിൽ നൽകുക.",
      repeated: "ഓരോ ഫീൽഡും ഒരു തവണ മാത്രമേ അയയ്ക്കാവൂ.",
      tooLong: (noun) => `${noun} വളരെ നീളം കൂടിയതാണ്. ദയവായി ചുരുക്കുക.`,
      storage: "നിങ്ങളുടെ അപേക്ഷ സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ ഫോണിൽ വിളിക്കുക.",
      tooMany: "ഒരുപാട് അപേക്ഷകൾ ഒരുമിച്ചു വന്നു. കുറച്ച് മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
      tooLarge: "നിങ്ങളുടെ അപേക്ഷ വളരെ വലുതാണ്.",
      contentType: "ഫോം application/x-www-form-urlencoded ആയി അയയ്ക്കുക.",
      unreadable: "അപേക്ഷ വായിക്കാനായില്ല.",
      unexpected: "ഞങ്ങളുടെ ഭാഗത്ത് എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.",
      methodNotAllowed: "ഈ രീതിയിലുള്ള അപേക്ഷ ഇവിടെ സ്വീകരിക്കില്ല.",
      botCheckFailed: "reCAPTCHA പരിശോധന പരാജയപ്പെട്ടു. പേജ് റീഫ്രഷ് ചെയ്ത് വീണ്ടും ശ്രമിക്കുക.",
      botCheckUnavailable: "reCAPTCHA പരിശോധന ഇപ്പോൾ ലഭ്യമല്ല. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
    },
    referenceLabel: "നിങ്ങളുടെ റഫറൻസ് നമ്പർ:",
    contactFields: {
      fullName: { label: "പേര്", noun: "പേര്" },
      email: { label: "ഇ-മെയിൽ വിലാസം", noun: "ഇ-മെയിൽ വിലാസം" },
      phone: { label: "ഫോൺ നമ്പർ", noun: "ഫോൺ നമ്പർ" },
      message: { label: "സന്ദേശം", noun: "സന്ദേശം" },
    },
    estimatorFields: {
      projectType: { label: "പ്രോജക്റ്റ് തരം", noun: "പ്രോജക്റ്റ് തരം" },
      location: { label: "പ്രോജക്റ്റ് സ്ഥലം", noun: "സ്ഥലം" },
      area: { label: "ബിൽറ്റ്-അപ്പ് ഏരിയ (ച. അടി)", noun: "ഏരിയ" },
      name: { label: "നിങ്ങളുടെ പേര്", noun: "പേര്" },
      whatsappNumber: { label: "വാട്സ്ആപ്പ് നമ്പർ", noun: "വാട്സ്ആപ്പ് നമ്പർ" },
      email: { label: "ഇ-മെയിൽ വിലാസം", noun: "ഇ-മെയിൽ വിലാസം" },
    },
    projectTypes: {
      new_house_villa: "പുതിയ വീട് / വില്ല",
      commercial_building: "വാണിജ്യ കെട്ടിടം",
      renovation: "പുതുക്കിപ്പണിയൽ",
      other: "മറ്റുള്ളവ",
    },
    optional: " (നിർബന്ധമില്ല)",
    honeypot: "ഈ ഫീൽഡ് ഒഴിച്ചിടുക",
    contactForm: {
      name: "ബന്ധപ്പെടാനുള്ള ഫോം",
      preparing: "ഫോം തയ്യാറാകുന്നു...",
      sending: "അയയ്ക്കുന്നു...",
      send: "സന്ദേശം അയയ്ക്കുക",
      another: "മറ്റൊരു സന്ദേശം അയയ്ക്കുക",
    },
    estimatorForm: {
      name: "നിർമ്മാണച്ചെലവ് എസ്റ്റിമേറ്റ് അപേക്ഷ",
      projectInfo: "പ്രോജക്റ്റ് വിവരങ്ങൾ",
      contactDetails: "ബന്ധപ്പെടാനുള്ള വിവരങ്ങൾ",
      chooseType: "പ്രോജക്റ്റ് തരം തിരഞ്ഞെടുക്കുക",
      locationExample: "ഉദാ: കാക്കനാട്, എറണാകുളം",
      areaHint: (min) => `ഏകദേശ ആകെ തറ വിസ്തീർണ്ണം; സാധാരണ ${min} ച. അടിയോ അതിൽ കൂടുതലോ ആയിരിക്കും. ഉദാഹരണം: 1800.`,
      waiting: "സുരക്ഷാ പരിശോധനയ്ക്കായി കാത്തിരിക്കുന്നു...",
      loading: "സുരക്ഷാ പരിശോധന തയ്യാറാകുന്നു...",
      processing: "അയയ്ക്കുന്നു...",
      submit: "എസ്റ്റിമേറ്റ് നേടുക",
      noteBefore:
        "ഇതൊരു പ്രാഥമിക എസ്റ്റിമേറ്റ് മാത്രമാണ്; അന്തിമ ക്വട്ടേഷന് നിങ്ങളുടെ പ്ലാനുകളെക്കുറിച്ച് വിശദമായ ചർച്ച ആവശ്യമാണ്. നിങ്ങളുടെ വിവരങ്ങൾ ഇത് തയ്യാറാക്കാൻ മാത്രമേ ഞങ്ങൾ ഉപയോഗിക്കൂ — ഞങ്ങളുടെ ",
      privacyPolicy: "സ്വകാര്യതാ നയം",
      noteAfter: " കാണുക.",
      thanks: (name) => `നന്ദി, ${name}!`,
    },
    estimate: {
      title: "നിങ്ങളുടെ ഏകദേശ എസ്റ്റിമേറ്റ്",
      cost: "ഏകദേശ ചെലവ്",
      duration: "സാധാരണ നിർമ്മാണ സമയം",
      about: (duration) => `ഏകദേശം ${duration}`,
      sqft: "ച. അടി",
      weeks: () => "ആഴ്ച",
      and: ", ",
      saving: (method, what) => `${method} ഉപയോഗിച്ച് പണിതാൽ ഏകദേശ ലാഭം: ${what}.`,
      ratesOf: (version) => `${mlMonthOf(version)} നിരക്കുകൾ.`,
      lakh: () => "ലക്ഷം",
      crore: () => "കോടി",
    },
    connect: {
      title: "നമുക്ക് സംസാരിക്കാം",
      phone: "ഫോൺ",
      email: "ഇ-മെയിൽ",
      whatsApp: "വാട്സ്ആപ്പ്",
      chat: "വാട്സ്ആപ്പിൽ ഞങ്ങളോട് ചാറ്റ് ചെയ്യുക",
      office: "ഓഫീസ്",
      hours: "പ്രവൃത്തി സമയം",
      follow: "ഞങ്ങളെ പിന്തുടരുക",
    },
    contactPage: {
      title: (company) => `ബന്ധപ്പെടുക | ${company}`,
      description: (company, locality, hours) =>
        `${company}, ${locality}, കേരളം: ഫോണിലോ ഇ-മെയിലിലോ വാട്സ്ആപ്പിലോ ബന്ധപ്പെടുക. GFRG വീടുകൾ, ആർക്കിടെക്ചർ, സ്ട്രക്ചറൽ ഡിസൈൻ, MEP, കെട്ടിട പെർമിറ്റുകൾ. ${hours}.`,
      formTitle: "ഞങ്ങൾക്ക് ഒരു സന്ദേശം അയയ്ക്കൂ",
    },
    costCalculatorPage: {
      title: (company) => `കേരളത്തിലെ നിർമ്മാണച്ചെലവ് എസ്റ്റിമേറ്റർ | ${company}`,
    },
  },
})
