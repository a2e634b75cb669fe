/** @jest-environment jsdom */
import { whenSeen } from "../../src/lib/browser/seen-once"

/** An IntersectionObserver whose callback the test calls with the ratios it chooses. */
class FakeObserver {
  static last: FakeObserver | null = null
  observed = new Set<Element>()
  disconnected = false
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.disconnected = true
  }
  show(element: Element, ratio: number) {
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio }
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

const globals = window as unknown as { IntersectionObserver?: unknown }
afterEach(() => delete globals.IntersectionObserver)

describe("whenSeen", () => {
  it("calls back once per element, from the threshold on, and stops watching when asked", () => {
    globals.IntersectionObserver = FakeObserver
    const [a, b] = [document.createElement("li"), document.createElement("li")]
    const seen: Element[] = []
    const stop = whenSeen([a, b], 0.3, (element) => seen.push(element))
    const observer = FakeObserver.last as FakeObserver
    observer.show(a, 0.2)
    expect(seen).toEqual([])
    observer.show(a, 0.3)
    expect(seen).toEqual([a])
    expect([...observer.observed]).toEqual([b])
    stop()
    expect(observer.disconnected).toBe(true)
  })

  it("counts every element as seen at once without IntersectionObserver", () => {
    const elements = [document.createElement("li"), document.createElement("li")]
    const seen: Element[] = []
    whenSeen(elements, 0.3, (element) => seen.push(element))
    expect(seen).toEqual(elements)
  })
})
