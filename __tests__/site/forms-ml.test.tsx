/**
 * Both enquiry forms on a Malayalam page (/ml/contact, /ml/cost-calculator): their words in Malayalam
 * (src/lib/enquiry/words.ts), the option values the server checks unchanged, and the page's language
 * sent with the form as `lang`.
 */
import type { ReactElement } from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { ContactForm } from "../../src/components/forms/ContactForm"
import { EstimatorForm } from "../../src/components/forms/EstimatorForm"
import { LangContext } from "../../src/hooks/use-lang"
import { FORMS } from "../../src/lib/enquiry/words"
import { fetchMock, type, setUpEnquiryFormTests } from "../helpers/enquiry-form"
import { fixtureEstimateRates } from "../helpers/fixtures"

const ML = FORMS.ml

function renderInMalayalam(ui: ReactElement) {
  return render(<LangContext.Provider value="ml">{ui}</LangContext.Provider>)
}

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response)
}

const sentBody = () => new URLSearchParams(fetchMock.mock.calls[0]?.[1].body as string)

async function becomeReady() {
  window.grecaptcha = {
    ready: (cb: () => void) => cb(),
    execute: jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`),
  }
  await act(async () => {
    jest.advanceTimersByTime(100)
  })
}

const label = (text: string) => new RegExp(text.replace(/[()]/g, "\\$&"))

setUpEnquiryFormTests()

describe("the contact form in Malayalam", () => {
  const submit = () => screen.getByRole("button")

  it("is labelled, checked and answered in Malayalam, and sends lang=ml", async () => {
    renderInMalayalam(<ContactForm />)
    expect(screen.getByRole("form", { name: ML.contactForm.name })).toBeInTheDocument()
    expect(submit()).toHaveTextContent(ML.contactForm.preparing)
    await becomeReady()
    expect(submit()).toHaveTextContent(ML.contactForm.send)

    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent(ML.contact.failedHeading)
    expect(screen.getByRole("alert")).toHaveTextContent(ML.contact.required)
    expect(screen.getByLabelText(label(ML.contactFields.fullName.label))).toHaveFocus()

    type(label(ML.contactFields.fullName.label), "അനിൽ കുമാർ")
    type(label(ML.contactFields.email.label), "anil@example")
    type(label(ML.contactFields.phone.label), "+91 98765 43210")
    type(label(ML.contactFields.message.label), "തൃശ്ശൂരിൽ ഒരു GFRG വീട്")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent(ML.contact.email)

    type(label(ML.contactFields.email.label), "anil@example.com")
    reply(200, { status: "success", message: ML.contact.success, reference: "E-2611-0042" })
    fireEvent.click(submit())
    const notice = await screen.findByTestId("contact-success")
    expect(notice).toHaveTextContent(ML.contact.sentHeading)
    expect(notice).toHaveTextContent(ML.contact.sentText)
    expect(within(notice).getByTestId("enquiry-reference")).toHaveTextContent(`${ML.referenceLabel} E-2611-0042`)
    expect(within(notice).getByRole("button")).toHaveTextContent(ML.contactForm.another)
    expect(Object.fromEntries(sentBody())).toEqual({
      fullName: "അനിൽ കുമാർ",
      email: "anil@example.com",
      phone: "+91 98765 43210",
      message: "തൃശ്ശൂരിൽ ഒരു GFRG വീട്",
      lang: "ml",
      recaptcha_token: "token-for-contact_submit",
      company_website: "",
    })
  })

  it("words a failure without a server message in Malayalam, and shows the server's as it is", async () => {
    renderInMalayalam(<ContactForm />)
    await becomeReady()
    type(label(ML.contactFields.fullName.label), "അനിൽ")
    type(label(ML.contactFields.email.label), "anil@example.com")
    type(label(ML.contactFields.phone.label), "9876543210")
    type(label(ML.contactFields.message.label), "നമസ്കാരം")
    reply(502, null)
    fireEvent.click(submit())
    expect(await screen.findByRole("alert")).toHaveTextContent(ML.contact.httpStatus(502))

    type(label(ML.contactFields.message.label), "നമസ്കാരം!")
    reply(429, { status: "error", message: ML.server.tooMany })
    fireEvent.click(submit())
    expect(await screen.findByRole("alert")).toHaveTextContent(ML.server.tooMany)
  })
})

describe("the cost estimator in Malayalam", () => {
  const submit = () => screen.getByRole("button")

  it("shows Malayalam labels, options, hint and states; the option values stay the server's", async () => {
    renderInMalayalam(<EstimatorForm rates={fixtureEstimateRates} />)
    expect(screen.getByRole("form", { name: ML.estimatorForm.name })).toBeInTheDocument()
    expect(submit()).toHaveTextContent(ML.estimatorForm.loading)
    expect(screen.getByText(ML.estimatorForm.waiting)).toBeInTheDocument()
    expect(screen.getByRole("group", { name: ML.estimatorForm.projectInfo })).toBeInTheDocument()
    expect(screen.getByRole("group", { name: ML.estimatorForm.contactDetails })).toBeInTheDocument()
    const options = within(screen.getByLabelText(label(ML.estimatorFields.projectType.label))).getAllByRole("option")
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", ML.estimatorForm.chooseType],
      ["new_house_villa", ML.projectTypes.new_house_villa],
      ["commercial_building", ML.projectTypes.commercial_building],
      ["renovation", ML.projectTypes.renovation],
      ["other", ML.projectTypes.other],
    ])
    expect(screen.getByLabelText(label(ML.estimatorFields.location.label))).toHaveAttribute(
      "placeholder",
      ML.estimatorForm.locationExample,
    )
    expect(screen.getByLabelText(label(ML.estimatorFields.area.label))).toHaveAccessibleDescription(
      ML.estimatorForm.areaHint(100),
    )
    expect(screen.getByText(ML.optional.trim())).toBeInTheDocument()
    expect(screen.getByRole("link", { name: ML.estimatorForm.privacyPolicy })).toBeInTheDocument()
    await becomeReady()
    expect(submit()).toHaveTextContent(ML.estimatorForm.submit)
  })

  it("checks in Malayalam, sends lang=ml, and thanks with the estimate in ലക്ഷം and ആഴ്ച", async () => {
    renderInMalayalam(<EstimatorForm rates={fixtureEstimateRates} />)
    await becomeReady()
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent(ML.estimator.required)

    fireEvent.change(screen.getByLabelText(label(ML.estimatorFields.projectType.label)), {
      target: { value: "new_house_villa" },
    })
    type(label(ML.estimatorFields.location.label), "കാക്കനാട്")
    type(label(ML.estimatorFields.area.label), "1200")
    type(label(ML.estimatorFields.name.label), "ദീപ മേനോൻ")
    type(label(ML.estimatorFields.whatsappNumber.label), "12345")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent(ML.estimator.phone)

    type(label(ML.estimatorFields.whatsappNumber.label), "+91 98765 43210")
    reply(200, { status: "success", message: ML.estimator.success, reference: "E-2611-0043" })
    fireEvent.click(submit())
    const panel = await screen.findByTestId("estimator-success")
    expect(panel).toHaveAccessibleName(ML.estimatorForm.thanks("ദീപ മേനോൻ"))
    expect(panel).toHaveTextContent(ML.estimator.success)
    expect(within(panel).getByTestId("enquiry-reference")).toHaveTextContent(`${ML.referenceLabel} E-2611-0043`)
    expect(sentBody().get("lang")).toBe("ml")
    expect(sentBody().get("projectType")).toBe("new_house_villa")

    const result = within(panel).getByRole("region", { name: ML.estimate.title })
    expect(result).toHaveTextContent(`${ML.projectTypes.new_house_villa}, 1,200 ച. അടി`)
    const gfrg = within(result).getByTestId("estimate-gfrg")
    expect(gfrg).toHaveTextContent(ML.estimate.cost)
    expect(gfrg).toHaveTextContent(ML.estimate.duration)
    expect(gfrg.textContent).toMatch(/₹\d+(\.\d+)? – \d+(\.\d+)? ലക്ഷം/)
    expect(gfrg.textContent).toMatch(/ഏകദേശം \d+ ആഴ്ച/)
    // The figures' own words; the rates' texts (method names, disclaimer) are content (estimate-rates.json).
    for (const box of [gfrg, within(result).getByTestId("estimate-conventional")])
      expect(
        within(box)
          .getAllByRole("definition")
          .map((dd) => dd.textContent),
      ).not.toContainEqual(expect.stringMatching(/lakh|crore|week/))
    expect(within(result).getByTestId("estimate-saving")).toHaveTextContent(/^GFRG ഉപയോഗിച്ച് പണിതാൽ ഏകദേശ ലാഭം: ₹/)
    expect(result).toHaveTextContent("2026 നവംബറിലെ നിരക്കുകൾ.")
  })
})
