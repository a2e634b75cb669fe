import { CmsConfigError, cmsBackend, cmsLocalBackend, DEFAULT_LOCAL_BACKEND_URL } from "../../src/cms/backend"

describe("the editor's backend, chosen at build time", () => {
  it("uses git-gateway (Netlify Identity sign-in) when nothing is set", () => {
    expect(cmsBackend({})).toEqual({ name: "git-gateway", branch: "main" })
  })

  it("uses GitHub with the repository, branch and sign-in proxy given", () => {
    expect(
      cmsBackend({
        GATSBY_CMS_BACKEND: "github",
        GATSBY_CMS_REPO: "tharavad/website",
        GATSBY_CMS_BRANCH: "production",
        GATSBY_CMS_AUTH_URL: "https://auth.example.com",
      }),
    ).toEqual({ name: "github", repo: "tharavad/website", branch: "production", base_url: "https://auth.example.com" })
  })

  it("refuses a GitHub backend without an owner/name repository, and an unknown backend", () => {
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "github" })).toThrow(CmsConfigError)
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "github", GATSBY_CMS_REPO: "website" })).toThrow(
      'GATSBY_CMS_REPO must be "owner/name" for the github backend (got "website")',
    )
    expect(() => cmsBackend({ GATSBY_CMS_BACKEND: "dropbox" })).toThrow(
      'GATSBY_CMS_BACKEND must be "github" or "git-gateway" (got "dropbox")',
    )
  })

  it("talks to the local proxy only from pages on this machine", () => {
    expect(cmsLocalBackend({})).toEqual({ url: DEFAULT_LOCAL_BACKEND_URL, allowed_hosts: ["localhost", "127.0.0.1"] })
    expect(cmsLocalBackend({ GATSBY_CMS_LOCAL_BACKEND_URL: "http://127.0.0.1:9081/api/v1" }).url).toBe(
      "http://127.0.0.1:9081/api/v1",
    )
  })
})
