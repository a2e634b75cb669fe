/**
 * gatsby-plugin-image writes the same small inline module script after every image of a page
 * (48 copies on the home page). Module scripts run once the document is parsed, and each copy
 * walks every image of the page, so the first copy does all the work and the others only cost
 * main-thread time. The image wrappers' inner HTML is not hydrated by React, so dropping the
 * repeats changes nothing but that cost.
 */
const INLINE_MODULE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g

/** The page's HTML with every repeated, identical inline module script removed (the first stays). */
export function dedupeInlineModuleScripts(html: string): string {
  const seen = new Set<string>()
  return html.replace(INLINE_MODULE_SCRIPT, (whole: string, body: string) => {
    if (seen.has(body)) return ""
    seen.add(body)
    return whole
  })
}
