import { paginationItems } from "../../src/lib/listing/pagination"
import { relatedPosts } from "../../src/lib/listing/related-posts"
import { blogListTitle } from "../../src/lib/listing/blog-titles"
import { formatArea, formatCardDate, formatLongDate, formatMonthYear, formatThousands } from "../../src/lib/text/format"

const show = (current: number, total: number) =>
  paginationItems(current, total)
    .map((i) => (i.kind === "page" ? String(i.page) : "…"))
    .join(" ")

describe("blog pagination", () => {
  it("shows every number up to 7 pages", () => {
    expect(show(1, 1)).toBe("1")
    expect(show(4, 7)).toBe("1 2 3 4 5 6 7")
  })
  it("above 7 pages: first, neighbours of the current page, ellipses and last", () => {
    expect(show(1, 10)).toBe("1 2 … 10")
    expect(show(2, 10)).toBe("1 2 3 … 10")
    expect(show(3, 10)).toBe("1 2 3 4 … 10")
    expect(show(5, 10)).toBe("1 … 4 5 6 … 10")
    expect(show(9, 10)).toBe("1 … 8 9 10")
    expect(show(10, 10)).toBe("1 … 9 10")
  })
  it("gives the two ellipses different keys, so the list renders each once", () => {
    expect(paginationItems(5, 10).filter((item) => item.kind === "ellipsis")).toEqual([
      { kind: "ellipsis", key: "start" },
      { kind: "ellipsis", key: "end" },
    ])
  })
})

describe("related posts", () => {
  const post = (slug: string, tags: string[], datePublished: string) => ({ slug, tags, datePublished })
  const all = [
    post("a", ["GFRG", "construction cost"], "2024-08-01"),
    post("b", ["GFRG"], "2024-08-10"),
    post("c", ["GFRG", "construction cost"], "2024-07-01"),
    post("d", ["MEP"], "2024-08-12"),
    post("e", ["construction cost"], "2024-08-14"),
    post("f", ["GFRG"], "2024-06-01"),
  ]
  it("shares a tag, excludes itself, most shared first then newest, at most three", () => {
    expect(relatedPosts(all, all[0] as (typeof all)[number]).map((p) => p.slug)).toEqual(["c", "e", "b"])
  })
  it("is empty when no tag is shared", () => {
    expect(relatedPosts(all, all[3] as (typeof all)[number])).toEqual([])
  })
})

describe("blog listing title", () => {
  const company = "Tharavad Builders & Developers"
  it("is the spec's title for all posts and for a category", () => {
    expect(blogListTitle("all", company)).toBe("Explore all Blogs | Insights from Tharavad Builders & Developers")
    expect(blogListTitle("structural-design", company)).toBe(
      "Structural Design Blog Posts | Tharavad Builders & Developers",
    )
  })
})

describe("blog listing title in Malayalam", () => {
  const company = "Tharavad Builders & Developers"
  it("names the category in Malayalam; the slug stays English", () => {
    expect(blogListTitle("all", company, "ml")).toBe("ബ്ലോഗ്: നിർമ്മാണരംഗത്തെ അറിവുകൾ | Tharavad Builders & Developers")
    expect(blogListTitle("structural-design", company, "ml")).toBe(
      "സ്ട്രക്ചറൽ ഡിസൈൻ: ബ്ലോഗ് ലേഖനങ്ങൾ | Tharavad Builders & Developers",
    )
  })
})

describe("dates and areas by language", () => {
  it("keeps English as it was and writes Malayalam year first with Malayalam month names", () => {
    expect(formatLongDate("2025-01-05")).toBe("January 5, 2025")
    expect(formatCardDate("2025-01-05")).toBe("January 05, 2025")
    expect(formatLongDate("2025-01-05", "ml")).toBe("2025 ജനുവരി 5")
    expect(formatCardDate("2024-08-08", "ml")).toBe("2024 ഓഗസ്റ്റ് 8")
    expect(formatMonthYear("2026-11", "ml")).toBe("2026 നവംബർ")
  })
  it("groups an area's digits by threes in English and the Indian way in Malayalam", () => {
    expect(formatArea(125000)).toBe("125,000 sq. ft.")
    expect(formatArea(4200, "ml")).toBe("4,200 ച. അടി")
    expect(formatArea(125000, "ml")).toBe("1,25,000 ച. അടി")
    expect(formatThousands(12345678, "ml")).toBe("1,23,45,678")
  })
})
