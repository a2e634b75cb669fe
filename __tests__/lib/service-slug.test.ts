import {
  hasServiceAlias,
  matchServiceSlug,
  serviceAliasPath,
  servicePath,
  serviceSlugKey,
} from "../../src/lib/listing/slug"

describe("service slugs: canonical casing, any casing matches", () => {
  it("keys a slug by its lowercase form", () => {
    expect(serviceSlugKey("MEP-Services")).toBe("mep-services")
    expect(serviceSlugKey("GFRG")).toBe(serviceSlugKey("gfrg"))
  })

  it("gives a slug with capitals an all-lowercase alias page, and a lowercase slug none", () => {
    expect(hasServiceAlias("Construction-Services")).toBe(true)
    expect(serviceAliasPath("Construction-Services")).toBe("/services/construction-services")
    expect(hasServiceAlias("documentation")).toBe(false)
    expect(serviceAliasPath("documentation")).toBe(servicePath("documentation"))
  })

  it("finds the canonical slug in any casing, preferring it over its alias", () => {
    const slugs = ["GFRG", "Construction-Services", "Documentation"]
    expect(matchServiceSlug("gFrG", slugs)).toBe("GFRG")
    expect(matchServiceSlug("CONSTRUCTION-SERVICES", slugs)).toBe("Construction-Services")
    expect(matchServiceSlug("plumbing", slugs)).toBeUndefined()
    // The built folders hold both the canonical page and its alias.
    expect(matchServiceSlug("Gfrg", ["gfrg", "GFRG", "mep-services", "MEP-Services"])).toBe("GFRG")
    expect(matchServiceSlug("mep-SERVICES", ["mep-services", "MEP-Services"])).toBe("MEP-Services")
  })
})
