import fs from "fs"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import company from "./content/site/company.json"
import { jsonTypeName } from "./src/gatsby/json-type-name"
import { BLOG_POST_NOT_FOUND_PATH } from "./src/lib/not-found"

/** Where editors' content lives. Tests point CONTENT_DIR at a copy to prove validation. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"))
const siteUrl = (process.env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")

/** The lowercase aliases of service pages (/services/gfrg) point to their canonical twin; keep them out of the sitemap. */
const serviceAliases = (() => {
  const dir = path.join(contentDir, "services")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { slug?: string }).slug ?? "")
    .filter((slug) => slug !== "" && slug !== slug.toLowerCase())
    .map((slug) => `/services/${slug.toLowerCase()}`)
})()

const source = (name: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.join(contentDir, name) },
})

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: company.name,
    description: company.description,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    source("blog"),
    source("projects"),
    source("services"),
    source("site"),
    source("legal"),
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, "src", "images") },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- more -->" },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: [
          "/project/projectpage",
          "/blogs/category",
          "/404",
          "/404.html",
          "/dev-404-page",
          BLOG_POST_NOT_FOUND_PATH,
          ...serviceAliases,
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: company.name,
        short_name: company.shortName,
        start_url: "/",
        background_color: "#FBF9F5",
        theme_color: "#0E4D45",
        display: "standalone",
        icon: "src/images/icon.png",
        include_favicon: true,
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
