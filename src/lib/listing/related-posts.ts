import { RELATED_POSTS } from "../constants"

/** Related posts: share at least one tag, not the post itself; most shared tags first, then newest. */
export function relatedPosts<T extends { slug: string; tags: readonly string[]; datePublished: string }>(
  all: readonly T[],
  current: T,
  limit = RELATED_POSTS,
): T[] {
  const tags = new Set(current.tags)
  return all
    .filter((p) => p.slug !== current.slug)
    .map((p) => ({ post: p, shared: p.tags.filter((t) => tags.has(t)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.post.datePublished.localeCompare(a.post.datePublished))
    .slice(0, limit)
    .map(({ post }) => post)
}
