/** Slugs and names derived from content, by the rules of docs/behaviour.md §2 and §5. */

/** Blog category -> listing slug: lowercased, whitespace runs turned into '-'. "STRUCTURAL DESIGN" -> "structural-design". */
export function categorySlug(category: string): string {
  return category.toLowerCase().trim().replace(/\s+/g, "-")
}

/** The pill row's rule: lowercase, punctuation stripped, spaces to '-'. */
export function pillSlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
}

/** Listing heading from a slug: split on '-', each word capitalised ("all" -> "All"). */
export function categoryNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/**
 * Service slugs keep their capitals (/services/GFRG is canonical) but name the same service in any
 * casing (docs/behaviour.md §2). This is the one place that rule is written; the page builder, the
 * sitemap, the 404 page, the server's redirects and the content checks call it.
 */
export const serviceSlugKey = (slug: string): string => slug.toLowerCase()

/** Canonical service path (/services/GFRG) and the all-lowercase alias the home page links to. */
export const servicePath = (slug: string): string => `/services/${slug}`
export const serviceAliasPath = (slug: string): string => servicePath(serviceSlugKey(slug))

/** Whether a service has an all-lowercase alias page beside its canonical one (GFRG: yes, gfrg: no). */
export const hasServiceAlias = (slug: string): boolean => serviceAliasPath(slug) !== servicePath(slug)

/**
 * The slug among `candidates` that `wanted` names in any casing. When both a canonical slug and its
 * lowercase alias are candidates (the built folders GFRG and gfrg), the canonical one wins.
 */
export function matchServiceSlug(wanted: string, candidates: readonly string[]): string | undefined {
  const same = candidates.filter((candidate) => serviceSlugKey(candidate) === serviceSlugKey(wanted))
  return same.find(hasServiceAlias) ?? same[0]
}

export const projectPath = (slug: string): string => `/projects/${slug}`
export const blogPostPath = (slug: string): string => `/blogs/${slug}`
export const blogCategoryPath = (slug: string, page = 1): string =>
  page <= 1 ? `/blogs/category/${slug}` : `/blogs/category/${slug}/${page}`

/** A post's folder name from its title: lowercase ASCII words joined by single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
