import path from "path"

/**
 * The site's styles are written as `styled.x` templates (Linaria) and extracted to static CSS at
 * build time by wyw-in-js: no style runtime in the pages' JavaScript. docs/architecture.md, "Styles".
 *
 * The loader runs before Gatsby's Babel on each TypeScript source (webpack runs a rule's loaders
 * last to first, and `enforce: "pre"` puts this one ahead of every normal loader); it evaluates
 * the templates with Node and leaves class names in the code and the CSS in a module of its own,
 * which reads it from a cache on disk that lasts from build to build as webpack's modules do
 * (src/gatsby/wyw-in-js.cache.cjs, beside this file).
 */
export function stylesRule(sourceMap: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    enforce: "pre" as const,
    use: [
      {
        loader: "@wyw-in-js/webpack-loader",
        // The rest of its options are in wyw-in-js.config.js, shared with the unit tests.
        options: { sourceMap, cacheProvider: path.resolve("src/gatsby/wyw-in-js.cache.cjs") },
      },
    ],
  }
}
