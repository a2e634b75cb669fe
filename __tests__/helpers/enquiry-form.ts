import { fireEvent, screen } from "@testing-library/react"

/** The network of a form test: every call of the page's fetch, answered as each test says. */
export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()

/** Fake timers, a fresh fetch, and no bot check until a test installs one (both form test files). */
export function setUpEnquiryFormTests(): void {
  beforeEach(() => {
    jest.useFakeTimers()
    fetchMock.mockReset()
    global.fetch = fetchMock as unknown as typeof fetch
    delete window.grecaptcha
    document.getElementById("bot-check-script")?.remove()
  })
  afterEach(() => jest.useRealTimers())
}

/** Types into the field labelled `label`, as a change event. */
export const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
