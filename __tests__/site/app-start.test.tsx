import type { WrapPageElementBrowserArgs } from "gatsby"
import { onClientEntry, wrapPageElement } from "../../gatsby-browser"

/**
 * The layout's modules are evaluated in a task of their own (docs/architecture.md §4, first paint):
 * onClientEntry yields to the browser (a timer) before it loads them, and the layout is there for
 * Gatsby's first render because Gatsby asks for the page only after onClientEntry has finished.
 */
describe("the app's start", () => {
  const args = {
    element: <p>page</p>,
    props: { location: { pathname: "/" } },
  } as unknown as WrapPageElementBrowserArgs

  it("loads the layout one task after the app's scripts ran, before the first render", async () => {
    jest.useFakeTimers()
    expect(() => wrapPageElement?.(args, { plugins: [] })).toThrow(/before onClientEntry/)

    let loaded = false
    const entry = onClientEntry().then(() => {
      loaded = true
    })
    await Promise.resolve()
    expect(loaded).toBe(false) // still waiting for the timer: nothing of the layout evaluated yet
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
    await entry
    expect(loaded).toBe(true)
    expect(wrapPageElement?.(args, { plugins: [] })).toBeTruthy()
  })
})
