/**
 * How every server answers a path that is no file of the build (docs/behaviour.md §2): the Node
 * server maps `resolveNotFound` to a reply with `notFoundReply`; static hosts and nginx get the
 * same answers as rules (`notFoundRules`), written by the build from the same function.
 */
import { BLOG_CATEGORIES } from "../content-model/vocabulary"
import { BLOG_POST_NOT_FOUND_FILE, NOT_FOUND_FILE, resolveNotFound, type NotFoundAction } from "../listing/not-found"
import { categorySlug } from "../listing/slug"
import { LANGS, langOfPath, pathIn, type Lang } from "../i18n/lang"

export type NotFoundReply =
  { kind: "redirect"; status: 301 | 302; location: string } | { kind: "page"; status: 404; file: string }

/** The built page each answer other than a redirect shows (with status 404), in each language. */
export const NOT_FOUND_PAGES: Record<Lang, Record<Exclude<NotFoundAction["kind"], "redirect">, string>> = {
  en: {
    "blog-post-not-found": `/${BLOG_POST_NOT_FOUND_FILE}`,
    "blog-category-empty": `/${NOT_FOUND_FILE}`,
    "not-found": `/${NOT_FOUND_FILE}`,
  },
  // Built by src/gatsby/on-create-page.ts and create-blog-pages.ts.
  ml: {
    "blog-post-not-found": `/ml/${BLOG_POST_NOT_FOUND_FILE}`,
    "blog-category-empty": "/ml/404/index.html",
    "not-found": "/ml/404/index.html",
  },
}

/**
 * The reply to an action: a redirect that only fixes the letter case is permanent (301); one from
 * an unknown address to a listing is temporary (302), so the address may exist one day. A page is
 * in the language of the path asked for (`lang`).
 */
export function notFoundReply(action: NotFoundAction, lang: Lang = "en"): NotFoundReply {
  if (action.kind === "redirect") return { kind: "redirect", status: action.permanent ? 301 : 302, location: action.to }
  return { kind: "page", status: 404, file: NOT_FOUND_PAGES[lang][action.kind] }
}

/** `resolveNotFound` made safe for any request path (a malformed escape is an unknown page). */
export function resolveNotFoundSafely(pathname: string, serviceSlugs: readonly string[]): NotFoundAction {
  try {
    return resolveNotFound(pathname, serviceSlugs)
  } catch {
    return { kind: "not-found" }
  }
}

export interface NotFoundRule {
  /**
   * Segments of a request path: literal text, ":name" for exactly one segment, or a last "*" for
   * one or more further characters ("/projects/*").
   */
  pattern: string
  /**
   * Index (in `pattern.split("/")`) of the one segment whose letters match in any case, as
   * `resolveNotFound` reads a service or category slug; null when the whole pattern is exact.
   */
  anyCaseSegment: number | null
  reply: NotFoundReply
}

/** An example path the pattern matches, to ask `resolveNotFound` what such a path becomes. */
const probeFor = (pattern: string): string =>
  pattern.replace(/:[a-z]+/g, "no-such-page-x").replace(/\*$/, "no-such-page-x/2")

/**
 * The rules, most specific first (the first that matches wins). A path that matches none and is
 * no file gets the plain 404 page. Each rule's reply is what `resolveNotFound` says for it.
 */
export function notFoundRules(serviceSlugs: readonly string[]): NotFoundRule[] {
  const listings = ["all", ...BLOG_CATEGORIES.map(categorySlug)]
  // The same rules under each language's prefix (one segment further along), then, for a language
  // with a prefix, its own plain 404 page for anything else under it.
  const patterns: { pattern: string; anyCaseSegment: number | null }[] = LANGS.flatMap((lang) => {
    const at = (pattern: string) => pathIn(lang, pattern)
    const shift = lang === "en" ? 0 : 1
    return [
      ...serviceSlugs.map((slug) => ({ pattern: at(`/services/${slug}`), anyCaseSegment: 2 + shift })),
      { pattern: at("/services/:slug"), anyCaseSegment: null },
      { pattern: at("/projects/*"), anyCaseSegment: null },
      ...listings.flatMap((slug) => [
        { pattern: at(`/blogs/category/${slug}`), anyCaseSegment: 3 + shift },
        { pattern: at(`/blogs/category/${slug}/*`), anyCaseSegment: 3 + shift },
      ]),
      { pattern: at("/blogs/category/:slug"), anyCaseSegment: null },
      { pattern: at("/blogs/category/:slug/*"), anyCaseSegment: null },
      { pattern: at("/blogs/category"), anyCaseSegment: null },
      { pattern: at("/blogs/:slug"), anyCaseSegment: null },
      { pattern: at("/blogs/:slug/*"), anyCaseSegment: null },
      ...(lang === "en" ? [] : [{ pattern: `/${lang}/*`, anyCaseSegment: null }]),
    ]
  })
  return patterns.map(({ pattern, anyCaseSegment }) => {
    const probe = probeFor(pattern)
    return {
      pattern,
      anyCaseSegment,
      reply: notFoundReply(resolveNotFoundSafely(probe, serviceSlugs), langOfPath(probe)),
    }
  })
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const anyCase = (segment: string): string =>
  [...segment]
    .map((char) =>
      char.toLowerCase() !== char.toUpperCase() ? `[${char.toUpperCase()}${char.toLowerCase()}]` : escapeRegExp(char),
    )
    .join("")

/** The rule as an anchored regular expression, the same in PCRE (nginx) and JavaScript. */
export function ruleRegExpSource(rule: Pick<NotFoundRule, "pattern" | "anyCaseSegment">): string {
  const body = rule.pattern
    .split("/")
    .map((segment, index, all) => {
      if (segment.startsWith(":")) return "[^/]+"
      if (segment === "*" && index === all.length - 1) return ".+"
      return index === rule.anyCaseSegment ? anyCase(segment) : escapeRegExp(segment)
    })
    .join("/")
  return `^${body}$`
}

/** The first rule that matches a (decoded) request path, as nginx applies them. */
export function matchNotFoundRule(rules: readonly NotFoundRule[], pathname: string): NotFoundRule | undefined {
  return rules.find((rule) => new RegExp(ruleRegExpSource(rule)).test(pathname))
}

/**
 * The service slugs of a build from the folder names under public/services: each service is built
 * at its canonical path and at an all-lowercase alias; the canonical one ("GFRG", not "gfrg") wins.
 */
export function canonicalServiceSlugs(folderNames: readonly string[]): string[] {
  const byLower = new Map<string, string[]>()
  for (const name of folderNames) byLower.set(name.toLowerCase(), [...(byLower.get(name.toLowerCase()) ?? []), name])
  return [...byLower.values()].map((names) => names.find((n) => n !== n.toLowerCase()) ?? (names[0] as string))
}
