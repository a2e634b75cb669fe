import {
  DEFER_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  idleScheduler,
  renderDeferred,
  renderDeferredAfterLoad,
} from "../../src/lib/deferred-render"

function page(): HTMLElement {
  const root = document.createElement("div")
  root.innerHTML = `
    <section id="a" data-defer-render></section>
    <section id="b"></section>
    <section id="c" data-defer-render data-rendered></section>
    <section id="d" data-defer-render></section>
    <footer id="e" data-defer-render></footer>`
  return root
}

const rendered = (root: HTMLElement) => Array.from(root.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)).map((el) => el.id)

describe("renderDeferred", () => {
  it("renders one waiting block per idle step, in document order", () => {
    const root = page()
    const steps: (() => void)[] = []
    const waiting = renderDeferred(root, (step) => steps.push(step))
    expect(waiting).toBe(3)
    expect(rendered(root)).toEqual(["c"])

    steps.shift()!()
    expect(rendered(root)).toEqual(["a", "c"])
    steps.shift()!()
    expect(rendered(root)).toEqual(["a", "c", "d"])
    steps.shift()!()
    expect(rendered(root)).toEqual(["a", "c", "d", "e"])
    expect(steps).toHaveLength(0)
  })

  it("leaves blocks that are not deferred alone and schedules nothing when all are rendered", () => {
    const root = page()
    const schedule = jest.fn((step: () => void) => step())
    renderDeferred(root, schedule)
    expect(root.querySelector("#b")!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false)
    expect(root.querySelectorAll(`[${DEFER_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`)).toHaveLength(0)
    schedule.mockClear()
    expect(renderDeferred(root, schedule)).toBe(0)
    expect(schedule).not.toHaveBeenCalled()
  })
})

describe("idleScheduler", () => {
  afterEach(() => jest.useRealTimers())

  it("uses requestIdleCallback with a deadline when the browser has it", () => {
    const requestIdleCallback = jest.fn<void, [() => void, { timeout: number }]>()
    const win = { requestIdleCallback, setTimeout: jest.fn() } as unknown as Window & typeof globalThis
    const step = jest.fn()
    idleScheduler(win, 300)(step)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 300 })
    requestIdleCallback.mock.calls[0]?.[0]()
    expect(step).toHaveBeenCalledTimes(1)
  })

  it("falls back to a timer without requestIdleCallback", () => {
    jest.useFakeTimers()
    const win = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window &
      typeof globalThis
    const step = jest.fn()
    idleScheduler(win)(step)
    expect(step).not.toHaveBeenCalled()
    jest.advanceTimersByTime(50)
    expect(step).toHaveBeenCalledTimes(1)
  })
})

describe("renderDeferredAfterLoad", () => {
  it("waits for the load event while the page is still loading", () => {
    jest.useFakeTimers()
    document.body.innerHTML = `<section data-defer-render></section>`
    const listeners: Record<string, () => void> = {}
    const win = {
      document: { readyState: "interactive", querySelectorAll: (s: string) => document.querySelectorAll(s) },
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn
      },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window & typeof globalThis
    renderDeferredAfterLoad(win)
    jest.advanceTimersByTime(1000)
    expect(document.querySelector(`[${RENDERED_ATTRIBUTE}]`)).toBeNull()
    listeners.load?.()
    jest.advanceTimersByTime(50)
    expect(document.querySelector(`[${RENDERED_ATTRIBUTE}]`)).not.toBeNull()
    jest.useRealTimers()
  })
})
