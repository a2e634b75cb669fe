import { BLOG_PAGE_SIZE } from "../lib/constants"
import type { ShortPage } from "../lib/first-visit/deferred-render"
import { BLOG_CATEGORIES } from "../lib/content-model/vocabulary"
import { relatedPosts } from "../lib/listing/related-posts"
import { blogPills, type BlogPill } from "../lib/listing/blog-pills"
import { BLOG_POST_MATCH_PATH, BLOG_POST_NOT_FOUND_PATH } from "../lib/listing/not-found"
import { blogCategoryPath, blogPostPath, categorySlug } from "../lib/listing/slug"
import { isLang, langsByKey, LANGS, pathIn, type Lang, type PageLangs } from "../lib/i18n/lang"
import { loadOrPanic, template, type PageCreatorArgs } from "./node-api"

export interface BlogListContext extends PageLangs, ShortPage {
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

interface BlogPostEntry {
  slug: string
  category: string
  tags: readonly string[]
  datePublished: string
}

export interface BlogPostContext extends PageLangs {
  slug: string
  related: string[]
}

/**
 * Blog pages: one per post (with its related posts worked out here), the post-not-found page, and
 * the listings /blogs/category/<slug>[/<n>] for "all" and each category, 6 posts a page, newest first;
 * all of it again under /ml/ for the posts written in Malayalam (an English-only post is not listed
 * there, docs/behaviour.md §10).
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
              lang
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
  const all = data.allBlogPost.nodes.map((n) => ({
    slug: n.fields.slug,
    lang: n.fields.lang,
    category: n.frontmatter.category,
    tags: n.frontmatter.tags,
    datePublished: n.frontmatter.datePublished,
  }))

  const langsOf = langsByKey(
    all,
    (p) => p.slug,
    (p) => p.lang,
  )
  const postsIn = (lang: Lang) => all.filter((p) => isLang(p.lang) && p.lang === lang)
  // A listing's page n exists in the languages that have enough posts for it (the Malayalam blog
  // is shorter): only those are its twins.
  const listingLangs = (category: string | null, page: number): Lang[] =>
    LANGS.filter((lang) => page <= pageCount(postsIn(lang).filter((p) => !category || p.category === category).length))
  for (const lang of LANGS) createBlogPagesIn(lang, postsIn(lang), langsOf, listingLangs, actions)
}

const pageCount = (posts: number): number => Math.max(1, Math.ceil(posts / BLOG_PAGE_SIZE))

function createBlogPagesIn(
  lang: Lang,
  posts: readonly BlogPostEntry[],
  langsOf: (slug: string) => Lang[],
  listingLangs: (category: string | null, page: number) => Lang[],
  actions: PageCreatorArgs["actions"],
): void {
  const postTemplate = template("blog-post")
  for (const post of posts) {
    const context: BlogPostContext = {
      slug: post.slug,
      lang,
      langs: langsOf(post.slug),
      related: relatedPosts(posts, post).map((p) => p.slug),
    }
    actions.createPage({ path: pathIn(lang, blogPostPath(post.slug)), component: postTemplate, context })
  }
  // Any other /blogs/<x> is this page in the browser (the posts, being exact pages, come first),
  // so an unknown post says so from the first paint (docs/behaviour.md §4).
  actions.createPage({
    path: pathIn(lang, BLOG_POST_NOT_FOUND_PATH),
    matchPath: pathIn(lang, BLOG_POST_MATCH_PATH),
    component: template("blog-post-not-found"),
    // A few words only: the footer is on the first screen.
    context: { lang, langs: [...LANGS], shortPage: true } satisfies PageLangs & ShortPage,
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
    const totalPages = pageCount(listing.count)
    for (let page = 1; page <= totalPages; page += 1) {
      const context: BlogListContext = {
        lang,
        langs: listingLangs(listing.category, page),
        categorySlug: listing.slug,
        category: listing.category,
        categoryGlob: listing.category ?? "*",
        currentPage: page,
        totalPages,
        skip: (page - 1) * BLOG_PAGE_SIZE,
        limit: BLOG_PAGE_SIZE,
        pills,
        // A listing without a post says so in a line: its footer is on the first screen.
        shortPage: listing.count === 0,
      }
      actions.createPage({ path: pathIn(lang, blogCategoryPath(listing.slug, page)), component: listTemplate, context })
      // The listing's slug defaults to all (docs/behaviour.md §2): /blogs/category is the "all" listing too,
      // with its canonical link to /blogs/category/all.
      if (listing.slug === "all" && page === 1)
        actions.createPage({ path: pathIn(lang, BLOG_LISTING_DEFAULT_PATH), component: listTemplate, context })
    }
  }
}
