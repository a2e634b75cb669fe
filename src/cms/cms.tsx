import CMS from "decap-cms-app"
import "../styles/heading-font.css"
import "../styles/malayalam-font.css"
import "./editor-fonts"
import "../styles/global-styles"
import { cmsConfig } from "./config"
import { JSON_LIST_FORMAT } from "./collections"
import { jsonListFormat } from "./json-list"
import {
  JSON_BY_LANGUAGE,
  jsonByLanguage,
  MARKDOWN_BY_LANGUAGE,
  markdownByLanguage,
  refuseIncompleteTranslations,
} from "./translations"
import { BlogPostPreview } from "./previews/BlogPostPreview"
import { ProjectPreview } from "./previews/ProjectPreview"

/**
 * The editor at /admin/ (docs/architecture.md, "The editor"): Decap CMS with its configuration
 * built from the content model and previews made of the site's own components. The heading font's
 * file, the Malayalam face, the global styles and every previewed component's styles end up in
 * cms.css, which the preview frame loads, so a preview looks like the published page; the editor's
 * fields show Malayalam in that face too (editor-fonts.ts).
 */
CMS.registerCustomFormat(JSON_LIST_FORMAT, "json", jsonListFormat)
// Each language's file of a translated entry; none for a language with nothing typed (translations.ts).
CMS.registerCustomFormat(MARKDOWN_BY_LANGUAGE, "md", markdownByLanguage)
CMS.registerCustomFormat(JSON_BY_LANGUAGE, "json", jsonByLanguage)
CMS.registerEventListener({ name: "preSave", handler: refuseIncompleteTranslations })
CMS.init({
  config: cmsConfig({
    GATSBY_CMS_BACKEND: process.env.GATSBY_CMS_BACKEND,
    GATSBY_CMS_REPO: process.env.GATSBY_CMS_REPO,
    GATSBY_CMS_BRANCH: process.env.GATSBY_CMS_BRANCH,
    GATSBY_CMS_AUTH_URL: process.env.GATSBY_CMS_AUTH_URL,
    GATSBY_CMS_LOCAL_BACKEND_URL: process.env.GATSBY_CMS_LOCAL_BACKEND_URL,
  }),
})
CMS.registerPreviewTemplate("blog", BlogPostPreview)
CMS.registerPreviewTemplate("projects", ProjectPreview)
