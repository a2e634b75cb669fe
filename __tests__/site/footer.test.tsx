import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/Footer"
import company from "../../content/site/company.en.json"
import { FOOTER_LINKS } from "../helpers/footer-links"

describe("Footer", () => {
  it("links every service, the quick links and the legal pages", () => {
    render(<Footer />)
    const hrefs = Array.from(document.querySelectorAll("footer a")).map((a) => a.getAttribute("href"))
    for (const href of ["/", ...FOOTER_LINKS]) {
      expect(hrefs).toContain(href)
    }
  })

  it("shows the address on two lines, phone, e-mail, the founding year and the current year", () => {
    render(<Footer />)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByText(company.address.line1, { exact: false })).toBeInTheDocument()
    expect(within(footer).getByText(company.address.line2, { exact: false })).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: company.phone })).toHaveAttribute("href", "tel:+919876543210")
    expect(within(footer).getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
    expect(within(footer).getByText(`Building across Kerala since ${company.foundedYear}.`)).toBeInTheDocument()
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} ${company.name}. All rights reserved.`),
    ).toBeInTheDocument()
    const credit = within(footer).getByRole("link", { name: company.developerCredit.name })
    expect(credit).toHaveAttribute("target", "_blank")
    expect(credit).toHaveAttribute("rel", expect.stringContaining("noopener"))
  })
})
