import type * as ReactModule from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { ContactForm } from "../../src/components/forms/ContactForm"
import { EstimatorForm } from "../../src/components/forms/EstimatorForm"
import { fetchMock, type, setUpEnquiryFormTests } from "../helpers/enquiry-form"
import { fixtureEstimateRates } from "../helpers/fixtures"

/** jsdom has no fetch Response: a minimal one with what sendEnquiry reads. */
function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) as unknown } as Response
}
function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(fakeResponse(status, body))
}
const sentBody = (call = 0) => new URLSearchParams(fetchMock.mock.calls[call]?.[1].body as string)

function installBotCheck() {
  window.grecaptcha = {
    ready: (cb: () => void) => cb(),
    execute: jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`),
  }
}

async function becomeReady() {
  installBotCheck()
  await act(async () => {
    jest.advanceTimersByTime(100)
  })
}

setUpEnquiryFormTests()

describe("ContactForm", () => {
  const submit = () => screen.getByRole("button", { name: /Send Message|Sending|Preparing/ })

  it("is 'Preparing Form...' and disabled until the bot check is ready, adding its script once", async () => {
    render(<ContactForm />)
    expect(submit()).toHaveTextContent("Preparing Form...")
    expect(submit()).toBeDisabled()
    expect(document.querySelectorAll("#bot-check-script")).toHaveLength(1)
    await becomeReady()
    expect(submit()).toHaveTextContent("Send Message")
    expect(submit()).toBeEnabled()
  })

  it("renders the bot check's readiness as a transition, in slices that yield to the visitor's input", async () => {
    // The module object the components call through (a namespace import would be a copy).
    const transition = jest.spyOn(jest.requireActual<typeof ReactModule>("react"), "startTransition")
    try {
      render(<ContactForm />)
      expect(transition).not.toHaveBeenCalled()
      await becomeReady()
      expect(transition).toHaveBeenCalledTimes(1)
      expect(submit()).toBeEnabled()
    } finally {
      transition.mockRestore()
    }
  })

  it("keeps the required attribute on every field and a 4-row message box", () => {
    render(<ContactForm />)
    for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Message/])
      expect(screen.getByLabelText(label)).toBeRequired()
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("rows", "4")
  })

  it("checks in the spec's order and focuses the field at fault", async () => {
    render(<ContactForm />)
    await becomeReady()
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Submission Failed")
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields marked with *.")
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus()

    type(/Full Name/, "Anil K")
    expect(screen.queryByRole("alert")).toBeNull()
    type(/Email Address/, "anil@example")
    type(/Phone Number/, "12345")
    type(/Message/, "A GFRG house in Thrissur")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.")
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus()

    type(/Email Address/, "anil@example.com")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid phone number (min. 10 digits).")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends the fields with a contact_submit token, shows 'Sending...', then the green notice", async () => {
    render(<ContactForm />)
    await becomeReady()
    type(/Full Name/, "Anil K")
    type(/Email Address/, "anil@example.com")
    type(/Phone Number/, "+91 98765 43210")
    type(/Message/, "A GFRG house in Thrissur")
    let resolve: (r: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)))
    fireEvent.click(submit())
    await waitFor(() => expect(submit()).toHaveTextContent("Sending..."))
    expect(submit()).toBeDisabled()
    await act(async () => resolve(fakeResponse(200, { status: "success", message: "ok" })))
    expect(await screen.findByText("Message Sent Successfully!")).toBeInTheDocument()
    expect(
      screen.getByText(
        "Thank you for reaching out. We'll review your message and get back to you as soon as possible.",
      ),
    ).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/send_contact_mail.php")
    expect(Object.fromEntries(sentBody())).toEqual({
      fullName: "Anil K",
      email: "anil@example.com",
      phone: "+91 98765 43210",
      message: "A GFRG house in Thrissur",
      recaptcha_token: "token-for-contact_submit",
      company_website: "",
    })
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }))
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("")
  })

  it.each([
    [
      "the server's message",
      () => reply(400, { status: "error", message: "Please enter a valid email address." }),
      "Please enter a valid email address.",
    ],
    [
      "the HTTP status when the server says nothing",
      () => reply(502, "<html>Bad gateway</html>"),
      "Form submission failed. Status: 502",
    ],
    [
      "a failure even with HTTP 200 when status is not success",
      () => reply(200, { status: "error" }),
      "Form submission failed. Status: 200",
    ],
    [
      "a network failure",
      () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")),
      "An error occurred sending your message. Please try again later.",
    ],
  ])("shows %s under 'Submission Failed'", async (_name, arrange, text) => {
    render(<ContactForm />)
    await becomeReady()
    type(/Full Name/, "Anil K")
    type(/Email Address/, "anil@example.com")
    type(/Phone Number/, "9876543210")
    type(/Message/, "Hello")
    arrange()
    fireEvent.click(submit())
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Submission Failed")
    expect(alert).toHaveTextContent(text)
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Anil K")
  })
})

describe("EstimatorForm", () => {
  const submit = () => screen.getByRole("button", { name: /Get My Estimate|Processing|Loading Security/ })
  const fill = () => {
    fireEvent.change(screen.getByLabelText(/Project Type/), { target: { value: "new_house_villa" } })
    type(/Project Location/, "Kakkanad, Ernakulam")
    type(/Built-up Area/, "1800")
    type(/Your Name/, "Deepa")
    type(/WhatsApp Number/, "+91 98765 43210")
  }

  it("waits for the security check: 'Loading Security...', disabled, and says so", async () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    expect(submit()).toHaveTextContent("Loading Security...")
    expect(submit()).toBeDisabled()
    expect(screen.getByText("Waiting for security check...")).toBeInTheDocument()
    await becomeReady()
    expect(submit()).toHaveTextContent("Get My Estimate")
    expect(screen.queryByText("Waiting for security check...")).toBeNull()
  })

  it("lets area and WhatsApp take only an optional leading + and digits and spaces", () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    type(/Built-up Area/, "18a0")
    expect(screen.getByLabelText(/Built-up Area/)).toHaveValue("")
    type(/Built-up Area/, "1800")
    expect(screen.getByLabelText(/Built-up Area/)).toHaveValue("1800")
    type(/WhatsApp Number/, "+91 98765")
    expect(screen.getByLabelText(/WhatsApp Number/)).toHaveValue("+91 98765")
    type(/WhatsApp Number/, "+91 98765-")
    expect(screen.getByLabelText(/WhatsApp Number/)).toHaveValue("+91 98765")
    // A numeric keypad, the declared minimum (a hint a text field never enforces) and a visible hint.
    const area = screen.getByLabelText(/Built-up Area/)
    expect(area).toHaveAttribute("inputmode", "numeric")
    expect(area).toHaveAttribute("min", "100")
    expect(area).toHaveAccessibleDescription(/100 sq\. ft\. or more/)
  })

  it("checks in the spec's order", async () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    await becomeReady()
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please complete all required fields marked with *")
    fill()
    type(/WhatsApp Number/, "98765")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid WhatsApp/Phone number (min. 10 digits).")
    type(/WhatsApp Number/, "9876543210")
    type(/Email Address/, "deepa@")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address or leave it blank.")
    type(/Email Address/, "")
    type(/Built-up Area/, "0")
    fireEvent.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid area size.")
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends an estimator_submit token without an empty e-mail and thanks the visitor by name for good", async () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    await becomeReady()
    fill()
    reply(200, { status: "success", message: "received" })
    fireEvent.click(submit())
    const panel = await screen.findByTestId("estimator-success")
    expect(panel).toHaveTextContent("Deepa")
    expect(panel).toHaveTextContent(
      "Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.",
    )
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/send_estimator_mail.php")
    const body = sentBody()
    expect(body.get("recaptcha_token")).toBe("token-for-estimator_submit")
    expect(body.get("projectType")).toBe("new_house_villa")
    expect(body.has("email")).toBe(false)
    expect(screen.queryByRole("form")).toBeNull()
  })

  it.each([
    [
      "the server's message (shown as is)",
      () =>
        reply(403, {
          status: "error",
          message: "reCAPTCHA verification failed. Please refresh the page and try again.",
        }),
      "reCAPTCHA verification failed. Please refresh the page and try again.",
    ],
    ["'HTTP error!' when the server gives no message", () => reply(500, "oops"), "HTTP error!"],
    [
      "a generic text for a network failure",
      () => fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")),
      "An error occurred submitting your request.",
    ],
  ])("shows %s, logs it, and keeps the form editable", async (_name, arrange, text) => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    await becomeReady()
    fill()
    arrange()
    fireEvent.click(submit())
    expect(await screen.findByRole("alert")).toHaveTextContent(text)
    expect(logged).toHaveBeenCalled()
    expect(screen.getByLabelText(/Your Name/)).toHaveValue("Deepa")
    expect(submit()).toBeEnabled()
  })

  it("does nothing at all when submitted before the security check is ready", () => {
    render(<EstimatorForm rates={fixtureEstimateRates} />)
    fill()
    fireEvent.submit(screen.getByRole("form", { name: "Cost estimate request" }))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
