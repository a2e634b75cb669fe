import path from "path"
import type { GatsbyNode } from "gatsby"
import { REACT_DOM_FIRST_ENTRY } from "../lib/react-dom-ready"
import { stylesRule } from "./styles-loader"

interface SplitChunks {
  cacheGroups?: Record<string, unknown>
}

interface BuildConfig {
  entry: Record<string, unknown>
  optimization?: { splitChunks?: SplitChunks }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage === "build-javascript") {
    const config = (getConfig as () => BuildConfig)()
    // Each page's CSS with its own chunks, not one stylesheet for the whole site: Gatsby inlines the
    // CSS of the app's chunks and of the page's template in the page's head, so a page carries the
    // layout's rules and its template's, not every template's. Navigating to another template, its
    // chunks' CSS arrives with its scripts (mini-css-extract-plugin). docs/architecture.md, "Styles".
    delete config.optimization?.splitChunks?.cacheGroups?.styles
    // React DOM evaluated by an entry of its own, before the app's (src/react-dom-first.ts); its code
    // stays in the framework chunk, shared with the app. docs/architecture.md §4, "First paint".
    config.entry = { ...config.entry, [REACT_DOM_FIRST_ENTRY]: path.resolve("src", "react-dom-first.ts") }
    actions.replaceWebpackConfig(config)
  }
  // The styles of every stage, the development server's too, are extracted at build time.
  actions.setWebpackConfig({ module: { rules: [stylesRule(stage === "develop")] } })
}
