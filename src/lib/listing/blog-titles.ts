import { DEFAULT_LANG, type Lang } from "../i18n/lang"
import { BLOG } from "./blog-words"

/**
 * 'Explore all Blogs | Insights from {company}' or '{Category} Blog Posts | {company}', the same on
 * every page of a category: the spec's title rule for the listing (docs/behaviour.md §2, Blog
 * listing) knows no page numbers, so page n keeps it word for word. Other languages' titles are in
 * src/lib/listing/blog-words.ts.
 */
export function blogListTitle(categorySlug: string, company: string, lang: Lang = DEFAULT_LANG): string {
  return BLOG[lang].listTitle(categorySlug, company)
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
