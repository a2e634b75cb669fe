import { leastPickableWidth, NARROWEST_SCREEN, pickableDensities } from "../../src/lib/first-visit/picture-sizes"

describe("the sizes a picture is made in", () => {
  it("keeps only copies a screen can pick: none narrower than the narrowest phone", () => {
    // A service card (560 px): 140 and 280 px copies were never chosen.
    expect(pickableDensities(560)).toEqual([0.75, 1, 1.5, 2])
    // A project card (640 px): 320 px is what the narrowest phone picks.
    expect(pickableDensities(640)).toEqual([0.5, 0.75, 1, 1.5, 2])
    // A blog card (420 px): 315 px is narrower than any screen; 420 px is its 1x.
    expect(pickableDensities(420)).toEqual([1, 1.5, 2])
  })

  it("keeps every copy of a picture narrower than the narrowest phone down to its own width", () => {
    expect(pickableDensities(240, [0.25, 0.5, 1, 2])).toEqual([1, 2])
    expect(pickableDensities(200)).toEqual([1, 1.5, 2])
  })

  it("reads the smallest width a screen picks from a constrained picture's sizes", () => {
    expect(leastPickableWidth("(min-width: 560px) 560px, 100vw")).toBe(NARROWEST_SCREEN)
    expect(leastPickableWidth("(min-width: 220px) 220px, 100vw")).toBe(220)
    expect(leastPickableWidth("100vw")).toBeNull()
    expect(leastPickableWidth("(min-width: 560px) 420px, 100vw")).toBeNull()
  })
})
