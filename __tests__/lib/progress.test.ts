import { BUILD_STAGES, todayInKerala } from "../../src/lib/content-model/vocabulary"
import { daysAgoText, defineDaysAgo } from "../../src/lib/browser/days-ago-element"
import {
  daysSince,
  lastUpdateDate,
  newestFirst,
  projectFeedPath,
  stageSteps,
  updateLink,
} from "../../src/lib/listing/progress"
import { atomFeed } from "../../src/gatsby/progress-feeds"

const updates = [
  { date: "2026-03-02", stage: "Foundation" },
  { date: "2026-11-20", stage: "MEP" },
  { date: "2026-07-15", stage: "Structure" },
]

describe("progress updates (docs/behaviour.md §2, Progress updates)", () => {
  it("orders updates newest first and takes the newest date as the last update", () => {
    expect(newestFirst(updates).map((u) => u.date)).toEqual(["2026-11-20", "2026-07-15", "2026-03-02"])
    expect(lastUpdateDate(updates)).toBe("2026-11-20")
    expect(lastUpdateDate([])).toBeNull()
    expect(lastUpdateDate(null)).toBeNull()
  })

  it("links an update by its date and a project's feed beside its page", () => {
    expect(updateLink("kollam-community-health-centre", "2026-11-20")).toBe(
      "/projects/kollam-community-health-centre#update-2026-11-20",
    )
    expect(projectFeedPath("kollam-community-health-centre")).toBe(
      "/projects/kollam-community-health-centre/updates.xml",
    )
  })

  it("steps: the newest update's stage is now, those before done, the rest to come; a completed build is all done", () => {
    const steps = stageSteps("MEP", false)
    expect(steps.map((s) => s.stage)).toEqual([...BUILD_STAGES])
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "done", "done", "done", "now", "to come", "to come"])
    expect(stageSteps("Handover", true).every((s) => s.state === "done")).toBe(true)
    expect(stageSteps(null, false).every((s) => s.state === "to come")).toBe(true)
  })

  it("counts days in Kerala: just after midnight there it is already the next day", () => {
    // 19:00 UTC on 27 November is 00:30 on 28 November in Kerala.
    const now = new Date("2026-11-27T19:00:00Z")
    expect(todayInKerala(now)).toBe("2026-11-28")
    expect(daysSince("2026-11-20", now)).toBe(8)
    expect(daysSince("2026-11-28", now)).toBe(0)
    expect(daysSince("2026-11-27", now)).toBe(1)
    expect(daysSince("2025-11-28", now)).toBe(365)
  })

  it("says the days in the page's language", () => {
    const now = new Date("2026-11-28T06:00:00Z")
    expect(daysAgoText("2026-11-20", "en", now)).toBe("(8 days ago)")
    expect(daysAgoText("2026-11-27", "en", now)).toBe("(yesterday)")
    expect(daysAgoText("2026-11-28", "en", now)).toBe("(today)")
    expect(daysAgoText("2026-11-20", "ml", now)).toBe("(8 ദിവസം മുമ്പ്)")
  })

  it("<days-ago> writes the days into its shadow root, leaving the element's own HTML as the server wrote it", () => {
    jest.useFakeTimers({ now: new Date("2026-11-28T06:00:00Z") })
    try {
      defineDaysAgo()
      document.documentElement.lang = "en"
      document.body.innerHTML = `<p><time datetime="2026-11-20">November 20, 2026</time> <days-ago date="2026-11-20"></days-ago></p>`
      const element = document.querySelector("days-ago")
      expect(element?.shadowRoot?.textContent).toBe("(8 days ago)")
      expect(element?.innerHTML).toBe("")
      element?.setAttribute("date", "2026-11-27")
      expect(element?.shadowRoot?.textContent).toBe("(yesterday)")
      document.body.innerHTML = `<div lang="ml"><days-ago date="2026-11-18"></days-ago></div>`
      expect(document.querySelector("days-ago")?.shadowRoot?.textContent).toBe("(10 ദിവസം മുമ്പ്)")
    } finally {
      jest.useRealTimers()
    }
  })

  it("writes an Atom feed newest first, with absolute links to each update and its text escaped", () => {
    const xml = atomFeed(
      {
        self: "https://example.in/projects/p/updates.xml",
        page: "https://example.in/projects/p",
        title: "P: progress updates",
        author: "Tharavad Builders & Developers",
        lang: "en",
        updates: updates.map((u) => ({
          ...u,
          slug: "p",
          project: "P",
          title: `At ${u.stage}`,
          text: "Walls <&> roof",
        })),
        entryTitle: (u) => u.title,
      },
      "https://example.in",
    )
    const doc = new DOMParser().parseFromString(xml, "application/xml")
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0)
    const entries = [...doc.getElementsByTagName("entry")]
    expect(entries.map((e) => e.getElementsByTagName("link")[0]?.getAttribute("href"))).toEqual([
      "https://example.in/projects/p#update-2026-11-20",
      "https://example.in/projects/p#update-2026-07-15",
      "https://example.in/projects/p#update-2026-03-02",
    ])
    expect(entries[0]?.getElementsByTagName("summary")[0]?.textContent).toBe("Walls <&> roof")
    expect(doc.getElementsByTagName("updated")[0]?.textContent).toBe("2026-11-20T00:00:00+05:30")
    expect(doc.getElementsByTagName("name")[0]?.textContent).toBe("Tharavad Builders & Developers")
  })
})
