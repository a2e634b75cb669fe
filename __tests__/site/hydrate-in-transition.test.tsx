import type * as React from "react"

/**
 * The first visit's hydration is a transition (docs/architecture.md §4, "gatsby-browser.tsx";
 * its measured gain: docs/performance.md, "Hydration in a transition"): React then yields to the
 * browser while it adopts the server's HTML instead of holding the main thread in one task.
 */
let mockInTransition = false
const mockHydrateRoot = jest.fn((_container: Element, _element: React.ReactElement) => ({
  inTransition: mockInTransition,
}))
const mockRender = jest.fn()
const mockCreateRoot = jest.fn(() => ({ render: mockRender }))

jest.mock("react", () => ({
  ...jest.requireActual<typeof React>("react"),
  startTransition: (work: () => void) => {
    mockInTransition = true
    try {
      work()
    } finally {
      mockInTransition = false
    }
  },
}))
jest.mock("react-dom/client", () => ({
  hydrateRoot: (container: Element, element: React.ReactElement) => mockHydrateRoot(container, element),
  createRoot: () => mockCreateRoot(),
}))

// Imported after the mocks, as jest hoists them.
import { replaceHydrateFunction } from "../../gatsby-browser"

type Hydrate = (element: React.ReactElement, container: Element) => void

function hydrateFunction(): Hydrate {
  const replaced = replaceHydrateFunction?.({ plugins: [] } as never, { plugins: [] })
  if (!replaced) throw new Error("gatsby-browser.tsx exports no replaceHydrateFunction")
  return replaced
}

describe("hydration in a transition", () => {
  const element = <p>page</p>

  beforeEach(() => {
    mockHydrateRoot.mockClear()
    mockCreateRoot.mockClear()
    mockRender.mockClear()
  })

  it("hydrates the server's HTML inside startTransition, never rendering it anew", () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>built</main></div></div>'
    const container = document.getElementById("___gatsby") as Element

    hydrateFunction()(element, container)

    expect(mockHydrateRoot).toHaveBeenCalledTimes(1)
    expect(mockHydrateRoot).toHaveBeenCalledWith(container, element)
    expect(mockHydrateRoot.mock.results[0]?.value).toEqual({ inTransition: true })
    expect(mockCreateRoot).not.toHaveBeenCalled()
  })

  it("renders a page that came without server HTML, as Gatsby would", () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>'
    const container = document.getElementById("___gatsby") as Element

    hydrateFunction()(element, container)

    expect(mockHydrateRoot).not.toHaveBeenCalled()
    expect(mockRender).toHaveBeenCalledWith(element)
  })
})
