/**
 * The site's languages and how a page's address names its language (docs/behaviour.md §10,
 * docs/architecture.md "Languages"). English is the default and keeps its paths; every other
 * language lives under its own prefix (/ml/...). A content file's language is in its name:
 * `index.en.md` is English, `index.ml.md` its Malayalam twin, as the editor (Decap's i18n, multiple
 * files) reads and writes them. Browser-safe: no Node, no zod.
 */
export const LANGS = ["en", "ml"] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = "en"

/** Each language's own name, as the language switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", ml: "മലയാളം" }
/** Each language's name in English, as the build's messages and the office name it. */
export const LANG_NAMES_IN_ENGLISH: Record<Lang, string> = { en: "English", ml: "Malayalam" }
/** Open Graph's locale of each language. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_IN", ml: "ml_IN" }

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang)

const PREFIXED = /^\/(ml)(?=\/|$|\?|#)/

/** The language of a page from its path: /ml and /ml/... are Malayalam, everything else English. */
export function langOfPath(pathname: string): Lang {
  const match = PREFIXED.exec(pathname)
  return match && isLang(match[1]) ? match[1] : DEFAULT_LANG
}

/** A path without its language prefix: /ml/about → /about, /ml → /. */
export function withoutLang(pathname: string): string {
  if (!PREFIXED.test(pathname)) return pathname
  const rest = pathname.replace(PREFIXED, "")
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest
}

/**
 * Paths that exist in English only: files (the brochure, the feed), the editor, the office's inbox
 * and the theme's demo page (docs/behaviour.md §10).
 */
const ENGLISH_ONLY = /^\/(?:admin|office|project\/|icons\/|static\/|blogs\/images\/)|\.[a-z0-9]+$/i

/** Whether a site path has a twin in every language. */
export const isTranslatedPath = (path: string): boolean =>
  path.startsWith("/") && !ENGLISH_ONLY.test(path.split(/[?#]/)[0] ?? path)

/**
 * An English path of the site as it is in `lang`: /about → /ml/about, / → /ml, /projects?page=2 →
 * /ml/projects?page=2. Paths without twins (files, /admin) and addresses elsewhere stay as they are.
 */
export function pathIn(lang: Lang, path: string): string {
  const english = withoutLang(path)
  if (lang === DEFAULT_LANG || !isTranslatedPath(english)) return english === path ? path : english
  return english === "/" || /^\/[?#]/.test(english) ? `/${lang}${english.slice(1)}` : `/${lang}${english}`
}

/**
 * A content file's language and its name without it, from its name without the extension:
 * "index.ml" → ml, "index"; "company.en" → en, "company". A name that says no language is null
 * (the build refuses such a content file, naming the name it should have).
 */
export function langOfFileName(name: string): { lang: Lang; base: string } | null {
  const match = /^(.*)\.([a-z]{2})$/.exec(name)
  return match?.[1] && isLang(match[2]) ? { lang: match[2], base: match[1] } : null
}

/**
 * Where the language switch leads when a page has no twin in the other language: the listing it
 * belongs to there (a post's blog, a project's projects), else that language's home.
 */
export function nearestListing(lang: Lang, pathname: string): string {
  const english = withoutLang(pathname)
  const section = /^\/(blogs|projects|services)(?:\/|$)/.exec(english)?.[1]
  const listing = section === "blogs" ? "/blogs/category/all" : section ? `/${section}` : "/"
  return pathIn(lang, listing)
}

/**
 * A content file's name (or path) in `lang`: index.en.md → index.ml.md, company.en.json → company.ml.json.
 * The content model names files without a language (`index.md`); the files on disk carry one.
 */
export function fileNameIn(lang: Lang, name: string): string {
  const dot = name.lastIndexOf(".")
  const slash = name.lastIndexOf("/")
  const [stem, extension] = dot > slash ? [name.slice(0, dot), name.slice(dot)] : [name, ""]
  const said = langOfFileName(stem.slice(slash + 1))
  const base = said ? stem.slice(0, stem.length - said.lang.length - 1) : stem
  return `${base}.${lang}${extension}`
}

/**
 * What every page's context says of its language (src/gatsby/create-*-pages.ts): the language it
 * is in, which its queries filter on, and the languages it exists in, for the language switch and
 * the hreflang links.
 */
export interface PageLangs {
  lang: Lang
  langs: Lang[]
}

/** Of entries in several languages, the languages each key (a slug) exists in, in LANGS order. */
export function langsByKey<T>(entries: readonly T[], key: (entry: T) => string, lang: (entry: T) => string) {
  const found = new Map<string, Lang[]>()
  for (const entry of entries) {
    const l = lang(entry)
    if (!isLang(l)) continue
    found.set(key(entry), [...(found.get(key(entry)) ?? []), l])
  }
  return (k: string): Lang[] => LANGS.filter((l) => found.get(k)?.includes(l))
}
