import type { LAYOUT } from "../i18n/ui/layout"

/**
 * The site's fixed navigation (docs/behaviour.md §2, Header and Footer): where each entry leads
 * (its English path; links lead to the page's language) and the key of its words in the layout's
 * dictionary (src/lib/i18n/ui/layout.ts).
 */
export interface NavLinkItem {
  label: keyof (typeof LAYOUT)["en"]["nav"]
  to: string
}

export const HOME_LINK: NavLinkItem = { label: "home", to: "/" }
export const SERVICES_LINK: NavLinkItem = { label: "services", to: "/services" }

export const MAIN_NAV: readonly NavLinkItem[] = [
  HOME_LINK,
  { label: "about", to: "/about" },
  SERVICES_LINK,
  { label: "projects", to: "/projects" },
  { label: "blog", to: "/blogs/category/all" },
  { label: "careers", to: "/careers" },
  { label: "contactUs", to: "/contact" },
]

export const COST_CALCULATOR_LINK: NavLinkItem = { label: "costCalculator", to: "/cost-calculator" }

export const QUICK_LINKS: readonly NavLinkItem[] = [
  { label: "home", to: "/" },
  { label: "aboutUs", to: "/about" },
  { label: "projects", to: "/projects" },
  { label: "blog", to: "/blogs/category/all" },
  { label: "careers", to: "/careers" },
  { label: "contact", to: "/contact" },
]

export const LEGAL_LINKS: readonly NavLinkItem[] = [
  { label: "privacyPolicy", to: "/privacy-policy" },
  { label: "termsAndConditions", to: "/terms-and-conditions" },
]

export const BROCHURE_PATH = "/brochure.pdf"
