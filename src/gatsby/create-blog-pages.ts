import type { CreatePagesArgs } from "gatsby"

/** Makes the blog pages. */
export async function createBlogPages(_args: CreatePagesArgs): Promise<void> {
  // Filled in by the blog pages work.
}
