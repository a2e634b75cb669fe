declare module "gatsby-plugin-decap-cms/gatsby-node" {
  import type { GatsbyNode } from "gatsby"

  export const onPreInit: GatsbyNode["onPreInit"]
  export const onCreateDevServer: GatsbyNode["onCreateDevServer"]
  export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"]
}
