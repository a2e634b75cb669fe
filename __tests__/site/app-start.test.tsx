import type { WrapPageElementBrowserArgs } from "gatsby"
import { onClientEntry, wrapPageElement } from "../../gatsby-browser"

/**
 * The layout's modules are evaluated in a task of their own (docs/architecture.md §4, first paint):
 * onClientEntry yields to the browser (a timer) before it loads them and again after, and the
 * layout is there for Gatsby's first render because Gatsby asks for the page only after
 * onClientEntry has finished.
 */
describe("the app's start", () => {
  const args = {
    element: <p>page</p>,
    props: { location: { pathname: "/" } },
  } as unknown as WrapPageElementBrowserArgs

  it("loads the layout one task after the app's scripts ran, and lets Gatsby go on one task later", async () => {
    jest.useFakeTimers()
    expect(() => wrapPageElement?.(args, { plugins: [] })).toThrow(/before onClientEntry/)

    let finished = false
    const entry = onClientEntry().then(() => {
      finished = true
    })
    const settle = async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve()
    }
    await settle()
    // Still waiting for the first timer: nothing of the layout evaluated yet.
    expect(() => wrapPageElement?.(args, { plugins: [] })).toThrow(/before onClientEntry/)

    jest.runOnlyPendingTimers()
    await settle()
    // The layout is evaluated, and Gatsby's next step waits for a second timer (a task of its own).
    expect(wrapPageElement?.(args, { plugins: [] })).toBeTruthy()
    expect(finished).toBe(false)

    jest.runOnlyPendingTimers()
    jest.useRealTimers()
    await entry
    expect(finished).toBe(true)
  })
})
