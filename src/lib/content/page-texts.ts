/**
 * A page's own words (and the cost calculator's rates) come from its file under content/site/
 * (docs/architecture.md §10). The build refuses to start without the file (docs/behaviour.md §5),
 * so a missing node is a broken build.
 */
export function pageTexts<T>(node: T | null | undefined, file: string): T {
  if (node == null) throw new Error(`content/site/${file} is missing`)
  return node
}
