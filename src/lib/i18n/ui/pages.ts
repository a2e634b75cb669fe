import { formatLongDate, formatThousands } from "../../text/format"
import { dictionary } from "../strings"

/**
 * The words the code writes on the home, about, services, service, careers, legal and 404 pages,
 * and in the shared UI pieces (src/components/ui/) they use. The navigation's own words (About,
 * Services, Contact Us) are in ./layout.ts, which these pages reuse for breadcrumbs and links.
 * Dates and numbers come from src/lib/text/format.ts in the language asked for (its month names
 * are written out, not taken from Intl, so the static HTML and hydration agree).
 */
export const PAGES = dictionary({
  home: {
    title: (company: string) => `${company} | GFRG Construction, Architecture & Engineering in Kerala`,
    headline: "Building Dreams, Crafting Realities.",
    exploreServices: "Explore Services",
    getInTouch: "Get In Touch",
    viewAllServices: "View All Services",
    exploreAllProjects: "Explore All Projects",
    videoChannel: "Visit Our Video Channel",
    viewAllPosts: "View All",
    /** A GFRG card's button, then what it leads to, for screen readers only. */
    learnMore: "Learn More",
    aboutGfrg: (card: string) => ` about GFRG: ${card}`,
    stats: "Our record in numbers",
    /** A statistic's number: '125,000' in English, in Indian grouping ('1,25,000') in Malayalam. */
    number: (value: number) => formatThousands(value),
    carousel: "From design to realization",
    /** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
    carouselRole: "carousel",
    slideRole: "slide",
    slide: (n: number, total: number, label: string) => `${n} of ${total}: ${label}`,
    showSlide: (label: string) => `Show ${label}`,
    rated: (stars: number, of: number) => `Rated ${stars} out of ${of}`,
    viewProject: "View project",
    /** A leader's link, then whose profile it is, for screen readers only. */
    viewProfile: "View Profile",
    profileOf: (name: string) => ` of ${name} (opens in a new tab)`,
  },
  about: {
    title: (company: string) => `About Us | ${company}`,
    keywords: [
      "construction company Kerala",
      "GFRG builders",
      "architects Kochi",
      "structural engineers Kerala",
      "turnkey construction",
    ],
    ourServices: "Our Services",
    exploreAllServices: "Explore All Services",
    requestConsultation: "Request Consultation",
  },
  services: {
    title: (company: string) => `Our Services | ${company}`,
    startConversation: "Start the Conversation",
    learnMore: "Learn More",
  },
  service: {
    title: (service: string, company: string) => `${service} | ${company}`,
    back: "Back to Services",
    about: "About",
    keyFeatures: "Key Features",
    approach: "Our Approach",
    whyUs: "Why Choose Us",
    consultation: "Request a Consultation",
    otherServices: "Other Services",
    contactExperts: "Contact Our Experts",
  },
  careers: {
    title: (company: string) => `Careers | ${company}`,
    /** After the invitation: ' Meanwhile, learn about [what we do] or [contact us].' */
    meanwhile: " Meanwhile, learn about ",
    whatWeDo: "what we do",
    or: " or ",
    contactUs: "contact us",
    end: ".",
    submitResume: "Submit Your Resume",
    /** The subject of the e-mail the résumé button opens. */
    mailSubject: "General Application",
  },
  legal: {
    eyebrow: "Legal",
    lastUpdated: (date: string) => `Last updated: ${formatLongDate(date)}`,
  },
  notFound: {
    title: (company: string) => `Page not found | ${company}`,
    description: "The page you were looking for could not be found.",
    eyebrow: "Error 404",
    heading: "We couldn't find that page",
    text: "The address may be mistyped, or the page may have moved. These will get you back on track:",
    home: "Home",
    services: "Our services",
    projects: "Our projects",
    contact: "Contact us",
  },
  /** The shared pieces of src/components/ui/. */
  ui: {
    previous: "Previous",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    playVideo: (label: string) => `Play video: ${label}`,
  },
})({
  ml: {
    home: {
      title: (company) => `${company} | കേരളത്തിൽ GFRG നിർമ്മാണം, ആർക്കിടെക്ചർ, എഞ്ചിനീയറിങ്`,
      headline: "സ്വപ്നങ്ങൾ പടുത്തുയർത്തുന്നു, യാഥാർത്ഥ്യമാക്കുന്നു.",
      exploreServices: "സേവനങ്ങൾ കാണുക",
      getInTouch: "ബന്ധപ്പെടുക",
      viewAllServices: "എല്ലാ സേവനങ്ങളും കാണുക",
      exploreAllProjects: "എല്ലാ പ്രോജക്റ്റുകളും കാണുക",
      videoChannel: "ഞങ്ങളുടെ വീഡിയോ ചാനൽ കാണുക",
      viewAllPosts: "എല്ലാ ലേഖനങ്ങളും കാണുക",
      learnMore: "കൂടുതൽ അറിയുക",
      aboutGfrg: (card) => ` (GFRG: ${card})`,
      stats: "ഞങ്ങളുടെ നേട്ടങ്ങൾ അക്കങ്ങളിൽ",
      number: (value) => formatThousands(value, "ml"),
      carousel: "ഡിസൈൻ മുതൽ സാക്ഷാത്കാരം വരെ",
      carouselRole: "സ്ലൈഡ്ഷോ",
      slideRole: "സ്ലൈഡ്",
      slide: (n, total, label) => `${n} / ${total}: ${label}`,
      showSlide: (label) => `${label} കാണിക്കുക`,
      rated: (stars, of) => `${of}-ൽ ${stars} റേറ്റിങ്`,
      viewProject: "പ്രോജക്റ്റ് കാണുക",
      viewProfile: "പ്രൊഫൈൽ കാണുക",
      profileOf: (name) => `: ${name} (പുതിയ ടാബിൽ തുറക്കും)`,
    },
    about: {
      title: (company) => `ഞങ്ങളെക്കുറിച്ച് | ${company}`,
      keywords: [
        "കേരളത്തിലെ നിർമ്മാണ കമ്പനി",
        "GFRG ബിൽഡർമാർ",
        "കൊച്ചിയിലെ ആർക്കിടെക്റ്റുകൾ",
        "കേരളത്തിലെ സ്ട്രക്ചറൽ എഞ്ചിനീയർമാർ",
        "ടേൺകീ നിർമ്മാണം",
      ],
      ourServices: "ഞങ്ങളുടെ സേവനങ്ങൾ",
      exploreAllServices: "എല്ലാ സേവനങ്ങളും കാണുക",
      requestConsultation: "കൺസൾട്ടേഷൻ ആവശ്യപ്പെടുക",
    },
    services: {
      title: (company) => `ഞങ്ങളുടെ സേവനങ്ങൾ | ${company}`,
      startConversation: "സംസാരിച്ചു തുടങ്ങാം",
      learnMore: "കൂടുതൽ അറിയുക",
    },
    service: {
      title: (service, company) => `${service} | ${company}`,
      back: "സേവനങ്ങളിലേക്ക് മടങ്ങുക",
      about: "ഈ സേവനത്തെക്കുറിച്ച്",
      keyFeatures: "പ്രധാന സവിശേഷതകൾ",
      approach: "ഞങ്ങളുടെ രീതി",
      whyUs: "എന്തുകൊണ്ട് ഞങ്ങൾ",
      consultation: "കൺസൾട്ടേഷൻ ആവശ്യപ്പെടുക",
      otherServices: "മറ്റ് സേവനങ്ങൾ",
      contactExperts: "ഞങ്ങളുടെ വിദഗ്ധരെ ബന്ധപ്പെടുക",
    },
    careers: {
      title: (company) => `കരിയർ | ${company}`,
      meanwhile: " അതുവരെ, ",
      whatWeDo: "ഞങ്ങളുടെ സേവനങ്ങളെക്കുറിച്ച് അറിയാം",
      or: ", അല്ലെങ്കിൽ ",
      contactUs: "ഞങ്ങളെ ബന്ധപ്പെടാം",
      end: ".",
      submitResume: "ബയോഡാറ്റ അയയ്ക്കുക",
      mailSubject: "ജോലിക്കുള്ള അപേക്ഷ",
    },
    legal: {
      eyebrow: "നിയമപരമായ വിവരങ്ങൾ",
      lastUpdated: (date) => `അവസാനം പുതുക്കിയത്: ${formatLongDate(date, "ml")}`,
    },
    notFound: {
      title: (company) => `പേജ് കണ്ടെത്താനായില്ല | ${company}`,
      description: "നിങ്ങൾ തിരഞ്ഞ പേജ് കണ്ടെത്താനായില്ല.",
      eyebrow: "പിശക് 404",
      heading: "ഈ പേജ് കണ്ടെത്താനായില്ല",
      text: "വിലാസം തെറ്റായി ടൈപ്പ് ചെയ്തതാകാം, അല്ലെങ്കിൽ പേജ് മാറ്റിയിരിക്കാം. ഇവിടെനിന്ന് തുടരാം:",
      home: "ഹോം",
      services: "ഞങ്ങളുടെ സേവനങ്ങൾ",
      projects: "ഞങ്ങളുടെ പ്രോജക്റ്റുകൾ",
      contact: "ബന്ധപ്പെടുക",
    },
    ui: {
      previous: "മുമ്പത്തേത്",
      next: "അടുത്തത്",
      page: (n) => `പേജ് ${n}`,
      playVideo: (label) => `വീഡിയോ പ്ലേ ചെയ്യുക: ${label}`,
    },
  },
})
