import type { WrapRootElementBrowserArgs } from "gatsby"
import { ThemeProvider } from "styled-components"
import { theme } from "./styles/theme"

/**
 * The providers around the whole app (the theme), for the browser and the server render. Light on
 * purpose: `gatsby develop` wraps the root as soon as the app's scripts run, before onClientEntry
 * has loaded the layout (gatsby-browser.tsx).
 */
export const wrapRootElement = ({ element }: WrapRootElementBrowserArgs) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)
