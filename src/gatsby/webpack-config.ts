import type { GatsbyNode } from "gatsby"
import { COMPILE_HINT, COMPILE_HINT_STAGE } from "../lib/first-visit/compile-hints"
import { stylesRule } from "./styles-loader"

interface SplitChunks {
  cacheGroups?: Record<string, unknown>
}

interface BuildConfig {
  devtool?: string | false
  optimization?: { splitChunks?: SplitChunks }
}

/** webpack's BannerPlugin as Gatsby hands it over (`plugins.banner`, typed only as `Function`). */
type BannerPlugin = (options: { banner: string; raw: boolean; test: RegExp; stage: number }) => unknown

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  if (stage === "build-javascript") {
    const config = (getConfig as () => BuildConfig)()
    // Each page's CSS with its own chunks, not one stylesheet for the whole site: Gatsby inlines the
    // CSS of the app's chunks and of the page's template in the page's head, so a page carries the
    // layout's rules and its template's, not every template's. Navigating to another template, its
    // chunks' CSS arrives with its scripts (mini-css-extract-plugin). docs/architecture.md, "Styles".
    delete config.optimization?.splitChunks?.cacheGroups?.styles
    // No source maps in the build: public/ would publish the whole TypeScript source (docs/behaviour.md §7).
    config.devtool = false
    actions.replaceWebpackConfig(config)
    // Every script of the app compiled as it downloads, off the page's main thread (V8's compile
    // hint, src/lib/first-visit/compile-hints.ts): nearly all of their functions run while a page comes alive,
    // and compiled lazily, each at its first call, they cost the main thread about 740 compilations
    // on the contact page. docs/architecture.md §4, "First paint".
    const banner = plugins.banner as BannerPlugin
    actions.setWebpackConfig({
      plugins: [banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: COMPILE_HINT_STAGE })],
    })
  }
  // The styles of every stage, the development server's too, are extracted at build time.
  actions.setWebpackConfig({ module: { rules: [stylesRule(stage === "develop")] } })
}
