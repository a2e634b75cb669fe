import fs from "fs"
import path from "path"
import { brochureContent } from "../../src/gatsby/brochure"

const contentDir = path.join(__dirname, "..", "..", "content")

describe("the brochure (/brochure.pdf)", () => {
  it("is in English: each service once, from its English file, never a translation beside it", () => {
    const { services, projects, company } = brochureContent(contentDir)
    const englishFiles = fs.readdirSync(path.join(contentDir, "services")).filter((f) => /^[^.]+\.en\.json$/.test(f))
    expect(englishFiles.length).toBe(7)
    expect(services.map((s) => s.slug).sort()).toEqual(englishFiles.map((f) => f.replace(/\.en\.json$/, "")).sort())
    for (const text of [company.name, ...services.map((s) => s.title), ...projects.map((p) => p.name)])
      expect({ text, malayalam: /[\u0D00-\u0D7F]/.test(text) }).toEqual({ text, malayalam: false })
    expect(projects).toHaveLength(6)
  })
})
