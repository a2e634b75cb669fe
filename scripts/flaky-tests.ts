/**
 * Lists the browser tests that failed and then passed on retry (Playwright's "flaky"): the test
 * runner counts them as failures, and this names them so they get fixed, not retried away.
 * Usage: tsx scripts/flaky-tests.ts reports/e2e.json
 */
import fs from "fs"

interface ReportSuite {
  title: string
  suites?: ReportSuite[]
  specs?: { title: string; tests?: { status: string; projectName: string }[] }[]
}

export function flakyTests(suites: readonly ReportSuite[]): string[] {
  const found: string[] = []
  const walk = (suite: ReportSuite, titles: string[]) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") {
          found.push(`${[...titles, spec.title].filter(Boolean).join(" > ")} [${test.projectName}]`)
        }
      }
    }
  }
  for (const suite of suites) walk(suite, [suite.title])
  return found
}

if (require.main === module) {
  const report = JSON.parse(fs.readFileSync(process.argv[2] ?? "reports/e2e.json", "utf8")) as {
    suites?: ReportSuite[]
  }
  const flaky = flakyTests(report.suites ?? [])
  if (flaky.length > 0) {
    console.log("\nFLAKY (failed, then passed on retry; counted as failed):")
    for (const title of flaky) console.log(`  - ${title}`)
  }
}
