import { checkBudgets, median, summarise, type PageResult, type Sample } from "../../scripts/perf-budgets"

const good: Sample = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  totalKb: 400,
  jsKb: 120,
}
const page = (over: Partial<PageResult>): PageResult => ({ name: "home", path: "/", ...good, ...over })

describe("perf budgets (npm run perf)", () => {
  it("reads scores, timings and script bytes from a Lighthouse result", () => {
    const sample = summarise({
      categories: {
        performance: { score: 0.97 },
        accessibility: { score: 1 },
        "best-practices": { score: 1 },
        seo: { score: 0.92 },
      },
      audits: {
        "largest-contentful-paint": { numericValue: 1850 },
        "total-blocking-time": { numericValue: 42 },
        "cumulative-layout-shift": { numericValue: 0.004 },
        "total-byte-weight": { numericValue: 512000 },
        "resource-summary": {
          details: {
            items: [
              { resourceType: "total", transferSize: 512000 },
              { resourceType: "script", transferSize: 153600 },
            ],
          },
        },
      },
    })
    expect(sample).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpMs: 1850,
      tbtMs: 42,
      cls: 0.004,
      totalKb: 500,
      jsKb: 150,
    })
  })

  it("takes the run with the median performance score", () => {
    expect(
      median([
        { ...good, performance: 91 },
        { ...good, performance: 99 },
        { ...good, performance: 96 },
      ]).performance,
    ).toBe(96)
  })

  it("passes a page within every budget and names each missed one", () => {
    expect(checkBudgets([page({})])).toEqual([])
    expect(checkBudgets([page({ performance: 94, seo: 92, cls: 0.05, tbtMs: 300, jsKb: 200 })])).toEqual([
      "home (/): performance 94 < 95",
      "home (/): SEO 92 < 100",
      "home (/): CLS 0.050 > 0.01",
      "home (/): TBT 300 ms > 150 ms",
      "home (/): JavaScript 200 KB > 170 KB",
    ])
    expect(checkBudgets([page({ name: "about", path: "/about", jsKb: 400 })])).toEqual([])
  })
})
