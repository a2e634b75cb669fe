import { fillPageText, PAGE_TEXT_PLACEHOLDERS } from "../../src/lib/content/placeholders"

const company = { name: "Tharavad Builders", shortName: "Tharavad", foundedYear: 2017, address: { locality: "Kochi" } }

describe("page text placeholders", () => {
  it("fills the company's name, short name, town and founding year", () => {
    expect(fillPageText("{companyName} ({shortName}) has built in {locality} since {foundedYear}.", company)).toBe(
      "Tharavad Builders (Tharavad) has built in Kochi since 2017.",
    )
  })

  it("fills every placeholder the content model accepts, and leaves any other as written", () => {
    for (const name of PAGE_TEXT_PLACEHOLDERS) expect(fillPageText(`{${name}}`, company)).not.toContain("{")
    expect(fillPageText("About {shortname}", company)).toBe("About {shortname}")
  })
})
