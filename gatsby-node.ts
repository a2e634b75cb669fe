/** Thin on purpose: each Node API lives in its own module under src/gatsby/. */
export { onPreBootstrap } from "./src/gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./src/gatsby/schema"
export { onCreateNode } from "./src/gatsby/on-create-node"
export { createResolvers } from "./src/gatsby/resolvers"
export { onCreatePage } from "./src/gatsby/on-create-page"
export { createPages } from "./src/gatsby/create-pages"
export { onPostBuild } from "./src/gatsby/on-post-build"
export { onCreateWebpackConfig } from "./src/gatsby/webpack-config"
