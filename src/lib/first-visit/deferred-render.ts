/**
 * Render-deferred blocks: the blocks that start below the first screen (sections, footer,
 * statistics band, call to action, related posts and projects) carry `data-defer-render`, and
 * the global style gives them `content-visibility: auto`. The browser then skips the style,
 * layout and paint of every such block that is not near the screen, which keeps the first layout
 * of a long page (and each relayout when a font or the app arrives) short on a slow phone.
 *
 * A block is rendered when it comes near the screen, by the browser: no script renders them all
 * after load (that cost one long style and layout task per block, 50 to 400 ms on a throttled
 * phone, just when a visitor starts to scroll or tap; docs/architecture.md §4). The skipped
 * content stays in the document, so in-page search, the accessibility tree and links into it work,
 * and the print style renders every block.
 */
export const DEFER_ATTRIBUTE = "data-defer-render"

/** Spread on an element to make it a render-deferred block. */
export const deferRender = { [DEFER_ATTRIBUTE]: "" } as const

/**
 * A page context's word that the page is shorter than a screen (a 404 page, an empty listing): its
 * footer is then on the first screen, so it is rendered with the page instead of deferred.
 */
export interface ShortPage {
  shortPage?: boolean
}
