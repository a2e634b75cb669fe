import { css } from "@linaria/core"
import { theme } from "../styles/theme"

/**
 * The editor's own fields in a face with Malayalam letters, for the Malayalam side of each entry
 * (docs/architecture.md §11, "The editor"): a device may have no Malayalam font (Debian's Chromium
 * has none). Noto Sans Malayalam covers only Malayalam's letters (src/styles/malayalam-font.css), so
 * English stays in the system face. A module imported for its CSS, as global-styles is.
 * @public
 */
export const editorFonts = css`
  :global() {
    #nc-root :is(input, textarea, select, [contenteditable]) {
      font-family: ${theme.fontStacks.malayalam};
    }
  }
`
