/**
 * What an unknown path should become (DESIGN.md §3): a service in another casing goes to its
 * canonical page, any other unknown service to /services, an unknown project to /projects, an
 * unknown blog post shows "Blog post not found.", anything else is a plain 404.
 */
export type NotFoundAction =
  | { kind: "redirect"; to: string }
  | { kind: "blog-post-not-found" }
  | { kind: "not-found" }

export function resolveNotFound(pathname: string, serviceSlugs: readonly string[]): NotFoundAction {
  const path = pathname.replace(/\/+$/, "") || "/"
  const parts = path.split("/").filter(Boolean)
  const [section, slug, ...rest] = parts
  if (section === "services" && slug !== undefined && rest.length === 0) {
    const wanted = decodeURIComponent(slug).toLowerCase()
    const match = serviceSlugs.find((candidate) => candidate.toLowerCase() === wanted)
    return { kind: "redirect", to: match ? `/services/${match}` : "/services" }
  }
  if (section === "projects" && slug !== undefined) return { kind: "redirect", to: "/projects" }
  if (section === "blogs" && slug !== undefined && slug !== "category") return { kind: "blog-post-not-found" }
  return { kind: "not-found" }
}
