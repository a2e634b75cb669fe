/** The performance budgets of `npm run perf` (stated in the README) and the arithmetic on results. */

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.01,
  maxTbtMs: 150,
  /** Compressed JavaScript of the home page, in KB. */
  homeJsKb: 170,
} as const

export interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalKb: number
  jsKb: number
}

export interface PageResult extends Sample {
  name: string
  path: string
}

/** The parts of a Lighthouse result this script reads. */
export interface LighthouseLike {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined
  >
}

const score = (lhr: LighthouseLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const numeric = (lhr: LighthouseLike, id: string) => lhr.audits[id]?.numericValue ?? 0

export function summarise(lhr: LighthouseLike): Sample {
  const resources = lhr.audits["resource-summary"]?.details?.items ?? []
  const scriptBytes = resources.find((item) => item.resourceType === "script")?.transferSize ?? 0
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalKb: numeric(lhr, "total-byte-weight") / 1024,
    jsKb: scriptBytes / 1024,
  }
}

/** The run with the median performance score stands for the page, as Lighthouse's docs advise. */
export function median(samples: readonly Sample[]): Sample {
  if (samples.length === 0) throw new Error("no samples")
  const sorted = [...samples].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)] as Sample
}

/** Every missed budget, as a sentence naming the page, the measure, the value and the budget. */
export function checkBudgets(rows: readonly PageResult[]): string[] {
  const failures: string[] = []
  for (const r of rows) {
    const page = `${r.name} (${r.path})`
    if (r.performance < BUDGETS.performance)
      failures.push(`${page}: performance ${r.performance} < ${BUDGETS.performance}`)
    if (r.accessibility < BUDGETS.accessibility)
      failures.push(`${page}: accessibility ${r.accessibility} < ${BUDGETS.accessibility}`)
    if (r.bestPractices < BUDGETS.bestPractices)
      failures.push(`${page}: best practices ${r.bestPractices} < ${BUDGETS.bestPractices}`)
    if (r.seo < BUDGETS.seo) failures.push(`${page}: SEO ${r.seo} < ${BUDGETS.seo}`)
    if (r.cls > BUDGETS.maxCls) failures.push(`${page}: CLS ${r.cls.toFixed(3)} > ${BUDGETS.maxCls}`)
    if (r.tbtMs > BUDGETS.maxTbtMs) failures.push(`${page}: TBT ${Math.round(r.tbtMs)} ms > ${BUDGETS.maxTbtMs} ms`)
    if (r.path === "/" && r.jsKb > BUDGETS.homeJsKb)
      failures.push(`${page}: JavaScript ${Math.round(r.jsKb)} KB > ${BUDGETS.homeJsKb} KB`)
  }
  return failures
}
