import { flakyTests } from "../../scripts/flaky-tests"

describe("flaky browser tests are named", () => {
  it("lists every test that passed only on retry, with its suites and project", () => {
    const suites = [
      {
        title: "forms.spec.ts",
        suites: [
          {
            title: "contact form",
            specs: [
              { title: "sends", tests: [{ status: "flaky", projectName: "mobile" }] },
              { title: "validates", tests: [{ status: "expected", projectName: "mobile" }] },
            ],
          },
        ],
        specs: [{ title: "top level", tests: [{ status: "flaky", projectName: "desktop" }] }],
      },
    ]
    expect(flakyTests(suites)).toEqual([
      "forms.spec.ts > contact form > sends [mobile]",
      "forms.spec.ts > top level [desktop]",
    ])
  })

  it("lists nothing when every test passed at once or failed", () => {
    expect(
      flakyTests([{ title: "a", specs: [{ title: "b", tests: [{ status: "unexpected", projectName: "x" }] }] }]),
    ).toEqual([])
  })
})
