import {
  describe as describeText,
  filterProjects,
  pageOf,
  parseFilters,
  serializeFilters,
  similarProjects,
  totalPages,
  withFilter,
} from "../../src/lib/listing/projects"
import { PROJECTS } from "../../src/lib/i18n/ui/projects"
import { PROJECT_STATUSES, PROJECT_TYPES } from "../../src/lib/content-model/vocabulary"

const projects = Array.from({ length: 12 }, (_, i) => ({
  slug: `p${i + 1}`,
  type: ["Residential", "Commercial", "Institutional", "Hospitality"][i % 4] as string,
  status: ["Completed", "Ongoing", "Upcoming"][i % 3] as string,
}))

describe("projects showcase logic", () => {
  it("filters by status and by sector, and by both", () => {
    expect(filterProjects(projects, { status: "all", sector: "all" })).toHaveLength(12)
    expect(
      filterProjects(projects, { status: "Completed", sector: "all" }).every((p) => p.status === "Completed"),
    ).toBe(true)
    expect(filterProjects(projects, { status: "all", sector: "Hospitality" }).map((p) => p.slug)).toEqual([
      "p4",
      "p8",
      "p12",
    ])
    expect(filterProjects(projects, { status: "Completed", sector: "Hospitality" }).map((p) => p.slug)).toEqual(["p4"])
  })
  it("pages nine at a time", () => {
    expect(totalPages(12)).toBe(2)
    expect(totalPages(9)).toBe(1)
    expect(totalPages(0)).toBe(1)
    expect(pageOf(projects, 1)).toHaveLength(9)
    expect(pageOf(projects, 2).map((p) => p.slug)).toEqual(["p10", "p11", "p12"])
  })
  it("reads and writes the URL query, falling back to defaults", () => {
    expect(parseFilters("?status=Ongoing&sector=Commercial&page=2")).toEqual({
      status: "Ongoing",
      sector: "Commercial",
      page: 2,
    })
    expect(parseFilters("?status=Bogus&page=-3")).toEqual({ status: "all", sector: "all", page: 1 })
    expect(serializeFilters({ status: "all", sector: "all", page: 1 })).toBe("")
    expect(serializeFilters({ status: "Completed", sector: "all", page: 2 })).toBe("?status=Completed&page=2")
  })
  it("goes back to page 1 whenever a filter changes", () => {
    expect(withFilter({ status: "all", sector: "all", page: 2 }, { sector: "Residential" })).toEqual({
      status: "all",
      sector: "Residential",
      page: 1,
    })
  })
  it("similar projects: same type, never itself, at most three", () => {
    const all = [
      ...projects,
      { slug: "p13", type: "Residential", status: "Completed" },
      { slug: "p14", type: "Residential", status: "Completed" },
    ]
    const similar = similarProjects(all, all[0] as (typeof all)[number])
    expect(similar.map((p) => p.slug)).toEqual(["p5", "p9", "p13"])
  })
  it("renders descriptions as HTML, as paragraphs, or not at all", () => {
    expect(describeText("<p>One</p><p>Two</p>")).toEqual({ kind: "html", html: "<p>One</p><p>Two</p>" })
    expect(describeText("First line.\n\nSecond line.\nThird.")).toEqual({
      kind: "paragraphs",
      paragraphs: ["First line.", "Second line.", "Third."],
    })
    expect(describeText("  ")).toEqual({ kind: "none" })
    expect(describeText(null)).toEqual({ kind: "none" })
  })
})

describe("status and sector labels", () => {
  it("show the value itself in English and a Malayalam label for every value in Malayalam", () => {
    for (const status of PROJECT_STATUSES) {
      expect(PROJECTS.en.status(status)).toBe(status)
      expect(PROJECTS.ml.status(status)).not.toBe(status)
    }
    for (const type of PROJECT_TYPES) {
      expect(PROJECTS.en.type(type)).toBe(type)
      expect(PROJECTS.ml.type(type)).not.toBe(type)
    }
    expect(PROJECTS.ml.status("Completed")).toBe("പൂർത്തിയായി")
    expect(PROJECTS.ml.type("Something new")).toBe("Something new")
  })
})
