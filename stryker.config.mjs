// Mutation testing of the business rules (docs/architecture.md §9, "Mutation testing"): StrykerJS changes
// the rules' code one small way at a time (a `<` for a `<=`, a string emptied, a branch dropped) and runs
// the unit tests that cover the change; a change no test notices survives, and shows a rule the tests do
// not pin down. `npm run test:mutation`; not part of `npm test` (it takes minutes, not seconds).
import { createRequire } from "module"

const require = createRequire(import.meta.url)
/** @type {{ projects: Record<string, unknown>[] }} */
const { projects } = require("./jest.config.js")
// Stryker's jest runner wraps one test environment, not jest's `projects`: it runs the jsdom
// project "site" of jest.config.js alone, on the unit tests of the mutated rules.
const site = projects.find((project) => project.displayName === "site")

/** The unit tests that import the mutated modules (`grep -l` on their paths in __tests__/lib). */
const TESTS = [
  "enquiry-validation",
  "enquiry-fields",
  "enquiry-messages-ml",
  "estimate",
  "not-found",
  "not-found-rules",
  "slug",
  "service-slug",
  "blog",
]

export default {
  mutate: [
    "src/lib/enquiry/validation.ts",
    "src/lib/estimate/estimate.ts",
    "src/lib/listing/not-found.ts",
    "src/lib/hosting/not-found-rules.ts",
    "src/lib/listing/slug.ts",
    "src/lib/listing/pagination.ts",
    "src/lib/listing/related-posts.ts",
  ],
  testRunner: "jest",
  jest: {
    projectType: "custom",
    // package.json has no "jest" key, so nothing more is read from a file: `config` is the whole
    // jest configuration, with <rootDir> the sandbox Stryker copies the repository to.
    configFile: "package.json",
    config: {
      ...site,
      roots: ["<rootDir>/__mocks__", "<rootDir>/__tests__/lib"],
      testMatch: TESTS.map((name) => `<rootDir>/__tests__/lib/${name}.test.ts`),
    },
  },
  coverageAnalysis: "perTest",
  // Two cores, shared: one test process at a time.
  concurrency: 1,
  reporters: ["clear-text", "html", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  thresholds: { high: 90, low: 85, break: 85 },
  // Build output, if any, is no business of the unit tests (node_modules, .git and reports/ are never copied).
  ignorePatterns: ["/public", "/.cache", "/data", "/test-results", "/playwright-report"],
}
