import "@testing-library/jest-dom"

// A test that makes React complain (act() warnings, bad props, failed prop types) fails.
// The one deliberate exception: rendering a Head export that contains <html> or <body>.
const allowed = [/validateDOMNesting.*<(html|body|head)>/s, /cannot be a child of <div>/]
const original = { error: console.error, warn: console.warn }

beforeEach(() => {
  for (const level of ["error", "warn"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(" ")
      if (allowed.some((re) => re.test(text))) return
      original[level](...args)
      throw new Error(`Unexpected console.${level} in test: ${text.slice(0, 500)}`)
    })
  }
})

afterEach(() => {
  jest.restoreAllMocks()
})
