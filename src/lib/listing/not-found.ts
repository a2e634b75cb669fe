/**
 * What an unknown path should become (docs/behaviour.md §2): a service in another casing goes to its
 * canonical page, any other unknown service to /services, an unknown project to /projects, an
 * unknown blog post shows "Blog post not found.", an unknown blog category the empty listing
 * ("No blog posts found in this category."), anything else is a plain 404.
 *
 * The one rule is used in four places (docs/architecture.md): the enquiry server answers with it and
 * the static-host files are generated from it (both through src/lib/hosting/not-found-rules.ts), the 404
 * page's inline head script applies it before first paint on hosts that have neither
 * (`notFoundHeadScript`), and the 404 page applies it after client-side navigation.
 */
import { BLOG_CATEGORIES } from "../content-model/vocabulary"
import { langOfPath, pathIn, withoutLang } from "../i18n/lang"
import { blogCategoryPath, categorySlug, matchServiceSlug, servicePath } from "./slug"

export type NotFoundAction =
  /** `permanent`: the address is another spelling of a page that exists (301), else 302. */
  | { kind: "redirect"; to: string; permanent: boolean }
  | { kind: "blog-post-not-found" }
  | { kind: "blog-category-empty"; categorySlug: string }
  | { kind: "not-found" }

/**
 * The page that holds the post-not-found state. Gatsby renders it for every /blogs/<x> that is
 * not a post (BLOG_POST_MATCH_PATH), so the message is in the HTML from the first paint; the
 * server sends its file with status 404. Outside /blogs so that no post's slug can take it.
 */
export const BLOG_POST_NOT_FOUND_PATH = "/blog-post-not-found"
export const BLOG_POST_MATCH_PATH = "/blogs/:slug"
/** Built files (relative to the public folder) the server sends with status 404. */
export const NOT_FOUND_FILE = "404.html"
export const BLOG_POST_NOT_FOUND_FILE = `${BLOG_POST_NOT_FOUND_PATH.slice(1)}/index.html`

/** The listing slugs that exist: "all" and one per category. */
const LISTING_SLUGS: readonly string[] = ["all", ...BLOG_CATEGORIES.map(categorySlug)]

/** decodeURIComponent that leaves a malformed escape (a stray "%") as it is instead of throwing. */
function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/**
 * What an unknown path becomes in its own language: /ml/projects/x goes to /ml/projects, as
 * /projects/x goes to /projects (docs/behaviour.md §10).
 */
export function resolveNotFound(pathname: string, serviceSlugs: readonly string[]): NotFoundAction {
  const action = resolveInEnglish(withoutLang(pathname), serviceSlugs)
  return action.kind === "redirect" ? { ...action, to: pathIn(langOfPath(pathname), action.to) } : action
}

function resolveInEnglish(pathname: string, serviceSlugs: readonly string[]): NotFoundAction {
  const parts = pathname.split("/").filter(Boolean)
  const [section, slug, ...rest] = parts
  if (section === "services" && slug !== undefined && rest.length === 0) {
    const match = matchServiceSlug(decode(slug), serviceSlugs)
    return match
      ? { kind: "redirect", to: servicePath(match), permanent: true }
      : { kind: "redirect", to: "/services", permanent: false }
  }
  if (section === "projects" && slug !== undefined) return { kind: "redirect", to: "/projects", permanent: false }
  if (section === "blogs" && slug !== undefined && slug !== "category" && rest.length === 0)
    return { kind: "blog-post-not-found" }
  if (section === "blogs" && slug === "category" && rest.length > 0) {
    // A known listing in another casing, or a page number it does not have, is that listing's
    // first page; a category without posts is its listing, empty.
    const [category = "", ...more] = rest.map(decode)
    const known = LISTING_SLUGS.find((candidate) => candidate === category.toLowerCase())
    // Another casing is the same page (permanent); a page past the last may exist one day (temporary).
    if (known) return { kind: "redirect", to: blogCategoryPath(known), permanent: more.length === 0 }
    if (more.length === 0) return { kind: "blog-category-empty", categorySlug: category }
  }
  return { kind: "not-found" }
}

/** Set on <html> by the head script while the 404 page waits for its real state (see NotFoundPage). */
export const NOT_FOUND_MARK = "data-not-found"

/**
 * The inline script of the 404 page's static HTML, for hosts without the server's redirects.
 * While the document is still being parsed (never when a client-side navigation re-inserts it),
 * it applies resolveNotFound to the address: a redirect hides the whole document and replaces
 * the history entry before anything paints; an unknown post or category marks <html> so the
 * generic 404 text stays hidden until the page shows that state. It is plain ES5 with its data
 * inlined (a static text, so the server's CSP hash covers it); a unit test runs it against
 * resolveNotFound.
 */
export function notFoundHeadScript(serviceSlugs: readonly string[]): string {
  const data = `var S=${JSON.stringify(serviceSlugs)},C=${JSON.stringify(LISTING_SLUGS)};`
  return [
    "(function(d,l){if(d.readyState!=='loading')return;",
    data,
    "function u(s){try{return decodeURIComponent(s)}catch(e){return s}}",
    "var p=(l.pathname.replace(/\\/+$/,'')||'/').split('/').filter(Boolean),m=p[0]==='ml'?'/'+p.shift():'',",
    "a=p[0],b=p[1],n=p.length-2,t=null,k=null,i,w;",
    "if(a==='services'&&b!==undefined&&n===0){t='/services';w=u(b).toLowerCase();",
    "for(i=0;i<S.length;i++)if(S[i].toLowerCase()===w){t='/services/'+S[i];break}}",
    "else if(a==='projects'&&b!==undefined)t='/projects';",
    "else if(a==='blogs'&&b!==undefined&&b!=='category'&&n===0)k='blog-post';",
    "else if(a==='blogs'&&b==='category'&&n>0){w=u(p[2]).toLowerCase();",
    "for(i=0;i<C.length;i++)if(C[i]===w){t='/blogs/category/'+C[i];break}",
    "if(!t&&n===1)k='blog-category'}",
    "if(t){d.documentElement.style.display='none';l.replace(m+t)}",
    `else if(k)d.documentElement.setAttribute('${NOT_FOUND_MARK}',k)`,
    "})(document,location);",
  ].join("")
}
