/**
 * How wyw-in-js evaluates the site's Linaria templates at build time, for the site's webpack
 * build (src/gatsby/styles-loader.ts) and the unit tests (jest.config.js) alike.
 * docs/architecture.md, "Styles".
 */
module.exports = {
  // The sources are TypeScript with JSX; the evaluation parses them as Gatsby's build does.
  babelOptions: {
    presets: ["@babel/preset-typescript", ["@babel/preset-react", { runtime: "automatic" }]],
  },
  importOverrides: {
    // The theme is plain data that every style reads: evaluated as it is, without the notice
    // wyw gives when it resolves a module with Node's resolver instead of webpack's.
    "./src/styles/theme.ts": { unknown: "allow" },
    // Card's shared rules are strings built from one another (cardFrame holds whiteCard). The
    // tree-shaking that wyw does before it evaluates a module drops whiteCard when another file
    // takes only the components (a missing name, and the evaluation fails); kept whole instead.
    "./src/components/ui/Card.tsx": { noShake: true },
  },
}
