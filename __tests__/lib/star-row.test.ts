import { STAR_GAP, STAR_SIZE, starRowPath, starRowWidth } from "../../src/lib/text/star-row"

describe("a row of stars as one path", () => {
  it("draws one closed outline of ten corners per star", () => {
    const path = starRowPath(5)
    const stars = path.split("z").filter(Boolean)
    expect(stars).toHaveLength(5)
    for (const star of stars) expect(star.replace(/^M/, "").split(" ")).toHaveLength(20)
  })

  it("places each star one star and one gap to the right of the one before, on the same line", () => {
    const firstCorners = starRowPath(3)
      .split("z")
      .filter(Boolean)
      .map((star) => star.replace(/^M/, "").split(" ").slice(0, 2).map(Number))
    expect(firstCorners).toEqual([
      [12, 17.3],
      [12 + STAR_SIZE + STAR_GAP, 17.3],
      [12 + 2 * (STAR_SIZE + STAR_GAP), 17.3],
    ])
  })

  it("keeps every star inside the row's width, without floating-point noise", () => {
    const xs = starRowPath(5)
      .split("z")
      .filter(Boolean)
      .flatMap((star) =>
        star
          .replace(/^M/, "")
          .split(" ")
          .filter((_, i) => i % 2 === 0)
          .map(Number),
      )
    expect(Math.max(...xs)).toBeLessThanOrEqual(starRowWidth(5))
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0)
    expect(starRowPath(5)).not.toMatch(/\d\.\d{2}/)
    expect(starRowWidth(5)).toBe(132.8)
    expect(starRowWidth(1)).toBe(STAR_SIZE)
    expect(starRowPath(0)).toBe("")
  })
})
