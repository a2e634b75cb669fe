import { formatCardDate } from "../../lib/text/format"
import { BlogCard } from "../blog/BlogCard"
import { CardGrid } from "../ui/CardGrid"

/** The six most recent posts as cards; dates read 'August 08, 2024'. */
export function LatestBlogs({ posts }: { posts: readonly Queries.BlogCardFieldsFragment[] }) {
  return (
    <CardGrid>
      {posts.map((post) => (
        <li key={post.fields.slug}>
          <BlogCard post={post} headingLevel="h3" formatDate={formatCardDate} />
        </li>
      ))}
    </CardGrid>
  )
}
