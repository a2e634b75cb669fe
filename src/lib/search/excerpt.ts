/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with the matched words in `<mark>`. The
 * dialog shows them as text (React escapes every byte of it) with its own `<mark>` elements, so
 * nothing from the index is ever parsed as markup (docs/behaviour.md §11).
 */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00A0" }

/** The text an escaped HTML fragment stands for; any tag left in it is dropped. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

/** An excerpt as runs of plain and marked text. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const pattern = /<mark>([\s\S]*?)<\/mark>/g
  let last = 0
  for (const match of excerpt.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ text: htmlToText(excerpt.slice(last, index)), marked: false })
    parts.push({ text: htmlToText(match[1] ?? ""), marked: true })
    last = index + match[0].length
  }
  if (last < excerpt.length) parts.push({ text: htmlToText(excerpt.slice(last)), marked: false })
  return parts.filter((part) => part.text !== "")
}
