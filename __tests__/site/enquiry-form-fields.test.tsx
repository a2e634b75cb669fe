import { act, fireEvent, render, screen } from "@testing-library/react"
import { ContactForm } from "../../src/components/forms/ContactForm"
import { EstimatorForm } from "../../src/components/forms/EstimatorForm"
import { CONTACT_FIELDS, ESTIMATOR_FIELDS } from "../../src/lib/enquiry/fields"
import { fixtureEstimateRates } from "../helpers/fixtures"

beforeEach(() => {
  jest.useFakeTimers()
  delete window.grecaptcha
  document.getElementById("bot-check-script")?.remove()
  global.fetch = jest.fn()
})
afterEach(() => jest.useRealTimers())

async function becomeReady() {
  window.grecaptcha = { ready: (cb: () => void) => cb(), execute: jest.fn(() => Promise.resolve("token")) }
  await act(() => {
    jest.advanceTimersByTime(100)
    return Promise.resolve()
  })
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("the controls take their labels and length limits from the shared field list", () => {
  it("contact form", () => {
    render(<ContactForm />)
    for (const spec of Object.values(CONTACT_FIELDS)) {
      const control = screen.getByLabelText(new RegExp(`^${spec.label}`))
      expect(control).toHaveAttribute("maxlength", String(spec.max))
    }
  })
  it("estimator (text controls; the select has no length)", () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    for (const spec of Object.values(ESTIMATOR_FIELDS)) {
      const control = screen.getByLabelText(new RegExp(`^${spec.label.replace(/[().]/g, "\\$&")}`))
      if (control.tagName === "SELECT") expect(control).not.toHaveAttribute("maxlength")
      else expect(control).toHaveAttribute("maxlength", String(spec.max))
    }
  })
})

describe("focus goes to the field the check names, and only that field is marked invalid", () => {
  it("estimator: WhatsApp, then e-mail, then area", async () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    await becomeReady()
    const submit = screen.getByRole("button", { name: "Get My Estimate" })
    fireEvent.click(submit)
    expect(screen.getByLabelText(/Project Type/)).toHaveFocus()
    fireEvent.change(screen.getByLabelText(/Project Type/), { target: { value: "renovation" } })
    type(/Project Location/, "Kottayam")
    type(/Built-up Area/, "0")
    type(/Your Name/, "Joseph")
    type(/WhatsApp Number/, "98765")
    fireEvent.click(submit)
    expect(screen.getByLabelText(/WhatsApp Number/)).toHaveFocus()
    expect(screen.getByLabelText(/WhatsApp Number/)).toHaveAttribute("aria-invalid", "true")
    type(/WhatsApp Number/, "9876543210")
    type(/Email Address/, "joseph@")
    fireEvent.click(submit)
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus()
    type(/Email Address/, "")
    fireEvent.click(submit)
    expect(screen.getByLabelText(/Built-up Area/)).toHaveFocus()
    expect(screen.getByLabelText(/Built-up Area/)).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText(/WhatsApp Number/)).not.toHaveAttribute("aria-invalid")
  })

  it("contact: the empty field, then the phone; editing clears the marker", async () => {
    render(<ContactForm />)
    await becomeReady()
    type(/Full Name/, "Anil")
    type(/Email Address/, "anil@example.com")
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus()
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute("aria-invalid", "true")
    type(/Phone Number/, "12345")
    expect(screen.getByLabelText(/Phone Number/)).not.toHaveAttribute("aria-invalid")
    type(/Message/, "Hello")
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid phone number (min. 10 digits).")
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus()
  })
})
