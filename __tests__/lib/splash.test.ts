import { afterSplash, SPLASH_DONE_EVENT, SPLASH_SHOWING_CLASS } from "../../src/lib/first-visit/splash"

const html = document.documentElement

afterEach(() => html.classList.remove(SPLASH_SHOWING_CLASS))

describe("afterSplash", () => {
  it("starts at once when no splash covers the page", () => {
    const start = jest.fn()
    afterSplash(window, start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("while the splash shows, starts when the head script says its time is up, and only once", () => {
    html.classList.add(SPLASH_SHOWING_CLASS)
    const start = jest.fn()
    afterSplash(window, start)
    expect(start).not.toHaveBeenCalled()
    html.classList.remove(SPLASH_SHOWING_CLASS)
    window.dispatchEvent(new Event(SPLASH_DONE_EVENT))
    window.dispatchEvent(new Event(SPLASH_DONE_EVENT))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("never starts when cancelled before the splash has gone", () => {
    html.classList.add(SPLASH_SHOWING_CLASS)
    const start = jest.fn()
    const cancel = afterSplash(window, start)
    cancel()
    window.dispatchEvent(new Event(SPLASH_DONE_EVENT))
    expect(start).not.toHaveBeenCalled()
  })
})
