import type { ReactNode } from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { theme } from "../../styles/theme"

/**
 * The editor's preview pane is an iframe: the site's styled-components styles, global styles
 * and theme are rendered into that frame's head, so a preview looks like the published page.
 */
export function PreviewFrame({ document, children }: { document: Document; children: ReactNode }) {
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  )
}
