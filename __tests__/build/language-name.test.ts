import fs from "fs"
import { drawWord, languageNameModule, NAME_OUT } from "../../scripts/language-name"

describe("the drawn name of Malayalam (the language switch on English pages)", () => {
  it("is up to date with the font it is drawn from (npm run font)", () => {
    expect(fs.readFileSync(NAME_OUT, "utf8")).toBe(languageNameModule(drawWord()))
  })

  it("is the word as fontkit shapes it: a glyph after another, about four and a half ems wide", () => {
    const { d, viewBox } = drawWord()
    expect(d.match(/M/g)?.length).toBeGreaterThanOrEqual(6)
    const width = Number(viewBox.split(" ")[2])
    expect(width).toBeGreaterThan(4000)
    expect(width).toBeLessThan(5000)
  })
})
