import sanitizeHtml from "sanitize-html"
import { HEADING_ID_MAX } from "../constants"

/**
 * Article HTML is made safe and navigable once, at build time: sanitized (the library's
 * defaults plus images and heading ids), every h2-h6 given an id by the spec's rule, and the
 * table of contents read from those headings.
 */

export interface TocEntry {
  id: string
  text: string
  level: number
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...sanitizeHtml.defaults,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "width", "height", "loading", "decoding", "title"],
    table: ["tabindex"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    h5: ["id"],
    h6: ["id"],
    th: ["align", "scope"],
    td: ["align"],
  },
  allowedSchemesByTag: { img: ["http", "https"] },
}

export interface ImageSize {
  width: number
  height: number
}

const IMG_TAG = /<img\b[^>]*>/gi
const srcOf = (imgTag: string): string | undefined => /\ssrc="([^"]+)"/i.exec(imgTag)?.[1]

/** The site paths of the article's pictures (`/blogs/images/…`); with `unsizedOnly`, those without a width yet (the ones remark made from `![…](…)`). */
export function imageSources(html: string, { unsizedOnly = false } = {}): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = srcOf(tag)
    if (src?.startsWith("/") && !(unsizedOnly && /\swidth=/i.test(tag))) sources.add(src)
  }
  return [...sources]
}

/** The lighter copies of a body picture that the build writes beside it. */
export interface LighterCopies {
  avif: string
  webp: string
}

/** Where the lighter copies of a JPEG or PNG body picture go (none for other formats). */
export function lighterCopyPaths(src: string): LighterCopies | undefined {
  if (!/\.(jpe?g|png)$/i.test(src)) return undefined
  const base = src.replace(/\.[a-z]+$/i, "")
  return { avif: `${base}.avif`, webp: `${base}.webp` }
}

/**
 * A body picture that has lighter copies becomes a <picture>: AVIF first, then WebP, then the
 * original file for browsers with neither. Runs on sanitized HTML (this markup is the build's own).
 */
export function withLighterCopies(html: string, copies: ReadonlyMap<string, LighterCopies>): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = srcOf(tag)
    const copy = src === undefined ? undefined : copies.get(src)
    if (!copy) return tag
    return `<picture><source type="image/avif" srcset="${copy.avif}" /><source type="image/webp" srcset="${copy.webp}" />${tag}</picture>`
  })
}

/**
 * Sanitizes article HTML; a picture found in `sizes` (by its src) gains its width and height, so
 * its box is reserved before it loads (no layout shift), and loads lazily like the written figures.
 */
export function sanitizeArticle(html: string, sizes: ReadonlyMap<string, ImageSize> = new Map()): string {
  return sanitizeHtml(html, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      // A table scrolls sideways inside the article when it is wider than a phone (ui/Prose.tsx), so
      // it takes keyboard focus: arrow keys then scroll it (axe: scrollable-region-focusable).
      table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
      img: (tagName, attribs) => {
        const size = attribs.src === undefined || attribs.width ? undefined : sizes.get(attribs.src)
        if (!size) return { tagName, attribs }
        const sized = { width: String(size.width), height: String(size.height), loading: "lazy", decoding: "async" }
        return { tagName, attribs: { ...attribs, ...sized } }
      },
    },
  })
}

/** docs/behaviour.md §5: lowercased, spaces to '-', non-word characters removed, '-' runs collapsed, trimmed, cut to 50. */
export function headingIdFromText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\w-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, HEADING_ID_MAX)
}

/** The "random" fallback id, made stable per heading so a build always produces the same page. */
export function fallbackHeadingId(seed: string): string {
  let hash = 2166136261
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  const chars = (hash >>> 0).toString(36).padStart(7, "0")
  return `heading-${chars.slice(-7)}`
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " }

export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      const known = ENTITIES[name.toLowerCase()]
      if (known !== undefined) return known
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10))
      return entity
    })
    .replace(/\s+/g, " ")
    .trim()
}

const HEADING = /<h([2-6])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi

/** Gives every h2-h6 an id (keeping one it already has, making repeats unique) and lists them. */
export function addHeadingIds(html: string, seed = ""): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const used = new Map<string, number>()
  let index = 0
  const out = html.replace(HEADING, (_match, level: string, attrs: string | undefined, inner: string) => {
    index += 1
    const text = textOfHtml(inner)
    const existing = /\sid="([^"]+)"/.exec(attrs ?? "")?.[1]
    let id = existing ?? (headingIdFromText(text) || fallbackHeadingId(`${seed}#${index}#${text}`))
    const seen = used.get(id) ?? 0
    used.set(id, seen + 1)
    if (seen > 0) id = `${id}-${seen + 1}`
    toc.push({ id, text, level: Number(level) })
    const rest = (attrs ?? "").replace(/\sid="[^"]*"/, "")
    return `<h${level} id="${id}"${rest}>${inner}</h${level}>`
  })
  return { html: out, toc }
}
