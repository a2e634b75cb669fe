import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { EstimatorForm } from "../../src/components/forms/EstimatorForm"
import { estimate, formatRupeeRange, formatSaving, formatWeeks } from "../../src/lib/estimate/estimate"
import { estimateRatesSchema } from "../../src/lib/estimate/rates"
import { fixtureEstimateRates } from "../helpers/fixtures"
import { fetchMock, type, setUpEnquiryFormTests } from "../helpers/enquiry-form"

/** The rates the page is built with (its page query hands them to the form), checked by the model. */
const rates = estimateRatesSchema.parse(fixtureEstimateRates)

setUpEnquiryFormTests()

async function submitEstimate(projectType: string, area: string) {
  render(<EstimatorForm rates={fixtureEstimateRates} />)
  window.grecaptcha = { ready: (cb: () => void) => cb(), execute: jest.fn(() => Promise.resolve("token")) }
  await act(() => {
    jest.advanceTimersByTime(100)
    return Promise.resolve()
  })
  fireEvent.change(screen.getByLabelText(/Project Type/), { target: { value: projectType } })
  type(/Project Location/, "Thrissur")
  type(/Built-up Area/, area)
  type(/Your Name/, "Deepa Menon")
  type(/WhatsApp Number/, "+91 98765 43210")
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: () => Promise.resolve({ status: "success", message: "received" }),
  } as Response)
  fireEvent.click(screen.getByRole("button", { name: "Get My Estimate" }))
  return screen.findByTestId("estimator-success")
}

describe("the thank-you panel answers at once with the indicative estimate", () => {
  it("keeps the spec's text, then shows both methods side by side, the saving and the disclaimer", async () => {
    const panel = await submitEstimate("new_house_villa", "1200")
    expect(panel).toHaveTextContent("Thank you, Deepa Menon!")
    expect(panel).toHaveTextContent(
      "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
    )
    const expected = estimate(rates, "new_house_villa", 1200)
    if (expected?.kind !== "range") throw new Error("the sample rates price a 1,200 sq ft house")

    const result = within(panel).getByRole("region", { name: "Your indicative estimate" })
    expect(result).toHaveTextContent("New House / Villa, 1,200 sq. ft.")
    const gfrg = within(result).getByTestId("estimate-gfrg")
    const conventional = within(result).getByTestId("estimate-conventional")
    expect(within(gfrg).getByRole("heading", { name: rates.methods.gfrg.label })).toBeInTheDocument()
    expect(gfrg).toHaveTextContent(`Indicative cost${formatRupeeRange(expected.gfrg.cost, rates.currency)}`)
    expect(gfrg).toHaveTextContent(`Typical durationabout ${formatWeeks(expected.gfrg.weeks)}`)
    expect(conventional).toHaveTextContent(formatRupeeRange(expected.conventional.cost, rates.currency))
    expect(conventional).toHaveTextContent(`about ${formatWeeks(expected.conventional.weeks)}`)
    expect(within(result).getByTestId("estimate-saving")).toHaveTextContent(
      `Building with GFRG could save you about ${formatSaving(expected.saving, rates.currency)}.`,
    )
    expect(result).toHaveTextContent(rates.disclaimer)
    expect(result).toHaveTextContent("Rates of November 2026.")
    // The figures are real lakh amounts, not blanks.
    expect(gfrg.textContent).toMatch(/₹\d+(\.\d+)? – \d+(\.\d+)? lakh/)
  })

  it("moves the focus to the panel so a screen reader reads it, and labels it by its heading", async () => {
    const panel = await submitEstimate("commercial_building", "2400")
    expect(panel).toHaveFocus()
    expect(panel).toHaveAttribute("role", "status")
    expect(panel).toHaveAccessibleName("Thank you, Deepa Menon!")
  })

  it("for 'Other' shows no range and says why", async () => {
    const panel = await submitEstimate("other", "1200")
    const result = within(panel).getByRole("region", { name: "Your indicative estimate" })
    expect(result).toHaveTextContent(rates.ratesPerSqft.other.noRateReason ?? "(missing)")
    expect(result).not.toHaveTextContent("₹")
    expect(within(result).queryByTestId("estimate-gfrg")).toBeNull()
  })

  it("for an area the rates do not cover shows no range and says why", async () => {
    const panel = await submitEstimate("new_house_villa", "60 000")
    const result = within(panel).getByRole("region", { name: "Your indicative estimate" })
    expect(result).toHaveTextContent("New House / Villa, 60,000 sq. ft.")
    expect(result).toHaveTextContent("no range is shown for 60,000 sq. ft.")
    expect(result).not.toHaveTextContent("₹")
  })
})
