import type { WrapPageElementBrowserArgs } from "gatsby"
import "@fontsource/dm-serif-display/latin-400.css"
import { Layout } from "./components/layout/Layout"
import { GlobalStyle } from "./styles/GlobalStyle"

/**
 * Every page sits inside the same Layout, which persists across client-side navigation.
 * The global styles are rendered here, not in wrapRootElement: the site's root wrapper sits
 * outside gatsby-plugin-styled-components' server style sheet, so global rules rendered there
 * would be missing from the static HTML (no box-sizing, fonts or scroll lock before hydration).
 */
export const wrapPageElement = ({ element, props }: WrapPageElementBrowserArgs) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
)
