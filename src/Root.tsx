import type { WrapPageElementBrowserArgs } from "gatsby"
import "./styles/heading-font.css"
import { Layout } from "./components/layout/Layout"
import "./styles/global-styles"

/**
 * Every page sits inside the same Layout, which persists across client-side navigation.
 * The global styles are static CSS (styles/global-styles), imported here with the layout.
 */
export const wrapPageElement = ({ element, props }: WrapPageElementBrowserArgs) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
