/**
 * The pictures in a markdown body (a post's or a legal page's): `![description](file.jpg)` as the
 * editor inserts them, and `<img>` tags written by hand. docs/behaviour.md §5: every picture
 * carries a description (alt text), and a picture named relative to the post sits in its folder.
 */

export interface BodyImage {
  src: string
  /** The description as written; "" when it is empty or missing. */
  alt: string
}

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g
const HTML_IMAGE = /<img\b[^>]*>/gi

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(tag)
  return match ? (match[1] ?? match[2] ?? "") : undefined
}

/** Every picture of a markdown body, in the order written. */
export function bodyImages(markdown: string): BodyImage[] {
  const found: { at: number; image: BodyImage }[] = []
  for (const match of markdown.matchAll(MARKDOWN_IMAGE))
    found.push({ at: match.index, image: { alt: (match[1] ?? "").trim(), src: match[2] ?? "" } })
  for (const match of markdown.matchAll(HTML_IMAGE))
    found.push({
      at: match.index,
      image: { alt: (attribute(match[0], "alt") ?? "").trim(), src: attribute(match[0], "src") ?? "" },
    })
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.image)
}

/** A picture named by a path of the post's own folder, not a site path ("/…") or an address. */
export function isRelativeImage(src: string): boolean {
  return src !== "" && !src.startsWith("/") && !src.startsWith("#") && !/^[a-z][a-z\d+.-]*:/i.test(src)
}

/**
 * What is wrong with a body's pictures, as messages for its `body` field: a picture without a
 * description, and one named beside the post that is not there (`exists` answers for a path
 * relative to the post's folder).
 */
export function bodyImageProblems(markdown: string, exists: (relative: string) => boolean): string[] {
  const problems: string[] = []
  for (const { src, alt } of bodyImages(markdown)) {
    if (!alt) problems.push(`has a picture without a description (alt text): ${src}`)
    if (isRelativeImage(src) && !exists(decodeURI(src)))
      problems.push(`names an image file that does not exist: ${src}`)
  }
  return problems
}
