/** The site's fixed navigation (docs/behaviour.md §2, Header and Footer). */
export interface NavLinkItem {
  label: string
  to: string
}

export const HOME_LINK: NavLinkItem = { label: "Home", to: "/" }
export const SERVICES_LINK: NavLinkItem = { label: "Services", to: "/services" }

export const MAIN_NAV: readonly NavLinkItem[] = [
  HOME_LINK,
  { label: "About", to: "/about" },
  SERVICES_LINK,
  { label: "Projects", to: "/projects" },
  { label: "Blog", to: "/blogs/category/all" },
  { label: "Careers", to: "/careers" },
  { label: "Contact Us", to: "/contact" },
]

export const COST_CALCULATOR_LINK: NavLinkItem = { label: "Cost Calculator", to: "/cost-calculator" }

export const QUICK_LINKS: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Projects", to: "/projects" },
  { label: "Blog", to: "/blogs/category/all" },
  { label: "Careers", to: "/careers" },
  { label: "Contact", to: "/contact" },
]

export const LEGAL_LINKS: readonly NavLinkItem[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms and Conditions", to: "/terms-and-conditions" },
]

export const BROCHURE_PATH = "/brochure.pdf"
