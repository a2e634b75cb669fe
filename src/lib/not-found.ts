/**
 * What an unknown path should become (docs/behaviour.md §2): a service in another casing goes to its
 * canonical page, any other unknown service to /services, an unknown project to /projects, an
 * unknown blog post shows "Blog post not found.", an unknown blog category the empty listing
 * ("No blog posts found in this category."), anything else is a plain 404.
 */
import { BLOG_CATEGORIES } from "./content-model/vocabulary"
import { blogCategoryPath, categorySlug, matchServiceSlug, servicePath } from "./slug"

export type NotFoundAction =
  | { kind: "redirect"; to: string }
  | { kind: "blog-post-not-found" }
  | { kind: "blog-category-empty"; categorySlug: string }
  | { kind: "not-found" }

export function resolveNotFound(pathname: string, serviceSlugs: readonly string[]): NotFoundAction {
  const path = pathname.replace(/\/+$/, "") || "/"
  const parts = path.split("/").filter(Boolean)
  const [section, slug, ...rest] = parts
  if (section === "services" && slug !== undefined && rest.length === 0) {
    const match = matchServiceSlug(decodeURIComponent(slug), serviceSlugs)
    return { kind: "redirect", to: match ? servicePath(match) : "/services" }
  }
  if (section === "projects" && slug !== undefined) return { kind: "redirect", to: "/projects" }
  if (section === "blogs" && slug !== undefined && slug !== "category") return { kind: "blog-post-not-found" }
  if (section === "blogs" && slug === "category" && rest.length > 0) {
    // A known listing in another casing, or a page number it does not have, is that listing's
    // first page; a category without posts is its listing, empty.
    const [category = "", ...more] = rest.map((part) => decodeURIComponent(part))
    const known = ["all", ...BLOG_CATEGORIES.map(categorySlug)].find(
      (candidate) => candidate === category.toLowerCase(),
    )
    if (known) return { kind: "redirect", to: blogCategoryPath(known) }
    if (more.length === 0) return { kind: "blog-category-empty", categorySlug: category }
  }
  return { kind: "not-found" }
}
