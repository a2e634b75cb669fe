import path from "path"
import type { GatsbyConfig } from "gatsby"
import company from "./content/site/company.en.json"
import { filesIn, isBlankTranslation, langOfFile, readContentFile } from "./src/gatsby/content-files"
import { jsonTypeName } from "./src/gatsby/json-type-name"
import { service } from "./src/lib/content-model/service"
import { BLOG_POST_NOT_FOUND_PATH } from "./src/lib/listing/not-found"
import { hasServiceAlias, serviceAliasPath } from "./src/lib/listing/slug"
import { stylesRule } from "./src/gatsby/styles-loader"
import { SITEMAP_QUERY, sitemapEntry } from "./src/gatsby/sitemap"
import { LANGS, pathIn } from "./src/lib/i18n/lang"

/** Where editors' content lives. Tests point CONTENT_DIR at a copy to prove validation. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"))
const siteUrl = (process.env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")

/** The lowercase aliases of service pages (/services/gfrg) point to their canonical twin; keep them out of the sitemap. */
const serviceAliases = filesIn(path.join(contentDir, "services"), ".json").flatMap((file) => {
  // A broken file is skipped here; the content check names it before anything is built.
  const read = readContentFile(file, "json")
  const record = read.ok && typeof read.value === "object" ? (read.value as Record<string, unknown> | null) : null
  const slug = service.shape.slug.safeParse(record?.slug)
  const lang = langOfFile(file)?.lang
  return lang && slug.success && hasServiceAlias(slug.data) ? [pathIn(lang, serviceAliasPath(slug.data))] : []
})

/** The part of the admin bundle's webpack configuration that the site adjusts. */
interface AdminWebpackConfig {
  module: { rules: unknown[] }
  output: { publicPath?: string }
  resolve: { alias?: Record<string, string | false | string[]> }
  devtool?: string | false
  plugins: { constructor: { name: string }; patterns?: { from: unknown }[] }[]
}

// A blank translation file, which the editor writes for a language nobody typed in, is no translation.
const source = (name: string) => ({
  resolve: "gatsby-source-filesystem",
  options: { name, path: path.join(contentDir, name), ignore: [isBlankTranslation] },
})

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: company.name,
    description: company.description,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // The queries gatsby-node runs (src/gatsby/create-*.ts, blog-feed.ts, ...) are typed as Queries.* too.
    documentSearchPaths: ["./gatsby-node.ts", "./src/gatsby/*.ts"],
  },
  plugins: [
    {
      // The editor at /admin/: its own bundle and page, never part of the public pages
      // (plugins/decap-admin: gatsby-plugin-decap-cms without its public-page hook).
      resolve: "decap-admin",
      options: {
        modulePath: path.join(__dirname, "src", "cms", "cms.tsx"),
        manualInit: true,
        enableIdentityWidget:
          process.env.GATSBY_CMS_BACKEND === undefined || process.env.GATSBY_CMS_BACKEND === "git-gateway",
        htmlTitle: `Content editor · ${company.name}`,
        includeRobots: false,
        // Absolute asset URLs; no source maps in the build; plain
        // links for the previews instead of Gatsby's page runtime (see src/cms/gatsby-shim.tsx).
        customizeWebpackConfig: (config: AdminWebpackConfig) => {
          config.output.publicPath = "/admin/"
          // The previews are the site's own components: their styles are extracted as the site's are
          // (the plugin copies the site's rules before the site adds this one).
          config.module.rules.push(stylesRule(false))
          config.devtool = false
          // A new resolve object: the one it replaces is shared with the public pages' build.
          config.resolve = {
            ...config.resolve,
            alias: { ...config.resolve.alias, gatsby$: path.join(__dirname, "src", "cms", "gatsby-shim.tsx") },
          }
          for (const plugin of config.plugins) {
            if (plugin.constructor.name === "CopyPlugin" && Array.isArray(plugin.patterns)) {
              plugin.patterns = plugin.patterns.filter((pattern) => !/\.map$/.test(String(pattern.from)))
            }
          }
        },
      },
    },
    {
      // Every picture the queries ask for: WebP with the original format (JPEG) as the fallback, and
      // the image's dominant colour beneath it until it paints. Sizes and densities are per query.
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor" } },
    },
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
      options: {
        excerpt_separator: "<!-- more -->",
        plugins: [
          // A picture the editor puts in a post's body is saved beside the post; this copies it into
          // public/blogs/images/<content hash>/ and points the <img> there (docs/architecture.md "The editor").
          {
            resolve: "gatsby-remark-copy-linked-files",
            options: { destinationDir: "blogs/images", ignoreFileExtensions: [] },
          },
        ],
      },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: SITEMAP_QUERY,
        serialize: sitemapEntry,
        excludes: [
          "/project/projectpage",
          "/dev-404-page",
          "/404.html",
          ...LANGS.flatMap((lang) => ["/blogs/category", "/404", BLOG_POST_NOT_FOUND_PATH].map((p) => pathIn(lang, p))),
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
