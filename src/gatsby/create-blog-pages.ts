import { BLOG_PAGE_SIZE } from "../lib/constants"
import { BLOG_CATEGORIES } from "../lib/content-model/vocabulary"
import { relatedPosts } from "../lib/listing/related-posts"
import { blogPills, type BlogPill } from "../lib/listing/blog-pills"
import { BLOG_POST_MATCH_PATH, BLOG_POST_NOT_FOUND_PATH } from "../lib/listing/not-found"
import { blogCategoryPath, blogPostPath, categorySlug } from "../lib/listing/slug"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface BlogListContext {
  categorySlug: string
  /** null on the "all" listing */
  category: string | null
  /** "*" on the "all" listing, else the category: the page query's filter */
  categoryGlob: string
  currentPage: number
  totalPages: number
  skip: number
  limit: number
  pills: BlogPill[]
}

/** The listing without a category: the "all" listing (kept out of the sitemap). */
export const BLOG_LISTING_DEFAULT_PATH = "/blogs/category"

export interface BlogPostContext {
  slug: string
  related: string[]
}

/**
 * Blog pages: one per post (with its related posts worked out here), the post-not-found page, and
 * the listings /blogs/category/<slug>[/<n>] for "all" and each category, 6 posts a page, newest first.
 */
export async function createBlogPages(args: PageCreatorArgs): Promise<void> {
  const { graphql, actions } = args
  const data = await loadOrPanic(
    args,
    graphql<Queries.CreateBlogPagesQuery>(`
      query CreateBlogPages {
        allBlogPost(sort: { frontmatter: { datePublished: DESC } }) {
          nodes {
            fields {
              slug
            }
            frontmatter {
              category
              tags
              datePublished(formatString: "YYYY-MM-DD")
            }
          }
        }
      }
    `),
    "the blog posts for their pages",
  )
  if (!data) return
  const posts = data.allBlogPost.nodes.map((n) => ({
    slug: n.fields.slug,
    category: n.frontmatter.category,
    tags: n.frontmatter.tags,
    datePublished: n.frontmatter.datePublished,
  }))

  const postTemplate = template("blog-post")
  for (const post of posts) {
    const context: BlogPostContext = { slug: post.slug, related: relatedPosts(posts, post).map((p) => p.slug) }
    actions.createPage({ path: blogPostPath(post.slug), component: postTemplate, context })
  }
  // Any other /blogs/<x> is this page in the browser (the posts, being exact pages, come first),
  // so an unknown post says so from the first paint (docs/behaviour.md §4).
  actions.createPage({
    path: BLOG_POST_NOT_FOUND_PATH,
    matchPath: BLOG_POST_MATCH_PATH,
    component: template("blog-post-not-found"),
    context: {},
  })

  // Every category has a listing, even while it has no post (it then says so).
  const categories = [...new Set([...BLOG_CATEGORIES, ...posts.map((p) => p.category)])]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b))
  const pills = blogPills(categories)
  const listTemplate = template("blog-list")
  const listings: { slug: string; category: string | null; count: number }[] = [
    { slug: "all", category: null, count: posts.length },
    ...categories.map((c) => ({
      slug: categorySlug(c),
      category: c,
      count: posts.filter((p) => p.category === c).length,
    })),
  ]
  for (const listing of listings) {
    const totalPages = Math.max(1, Math.ceil(listing.count / BLOG_PAGE_SIZE))
    for (let page = 1; page <= totalPages; page += 1) {
      const context: BlogListContext = {
        categorySlug: listing.slug,
        category: listing.category,
        categoryGlob: listing.category ?? "*",
        currentPage: page,
        totalPages,
        skip: (page - 1) * BLOG_PAGE_SIZE,
        limit: BLOG_PAGE_SIZE,
        pills,
      }
      actions.createPage({ path: blogCategoryPath(listing.slug, page), component: listTemplate, context })
      // The listing's slug defaults to all (docs/behaviour.md §2): /blogs/category is the "all" listing too,
      // with its canonical link to /blogs/category/all.
      if (listing.slug === "all" && page === 1)
        actions.createPage({ path: BLOG_LISTING_DEFAULT_PATH, component: listTemplate, context })
    }
  }
}
