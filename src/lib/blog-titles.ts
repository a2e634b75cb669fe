import { categoryNameFromSlug } from "./slug"

/** 'Explore all Blogs | Insights from {company}' or '{Category} Blog Posts | {company}' (page n adds its number). */
export function blogListTitle(categorySlug: string, page: number, company: string): string {
  const base =
    categorySlug === "all"
      ? `Explore all Blogs | Insights from ${company}`
      : `${categoryNameFromSlug(categorySlug)} Blog Posts | ${company}`
  return page > 1 ? `${base} – Page ${page}` : base
}

/** Outbound share links for an article (docs/behaviour.md §2, Blog article). */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url)
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "Pinterest", href: `https://pinterest.com/pin/create/button/?url=${u}` },
  ]
}
