import { BLOG_CATEGORIES } from "../lib/content-rules"
import type { CmsCollection, CmsField } from "./decap-types"

/**
 * The editor's collections mirror the content folders (docs/architecture.md, "The editor"):
 * each entry's images are stored beside it, as the build expects. The fields of each
 * collection come from the content model, so whatever the editor saves passes the build.
 */
export interface CollectionFields {
  blog: CmsField[]
  project: CmsField[]
  service: CmsField[]
  legal: CmsField[]
  site: { name: string; label: string; file: string; fields: CmsField[] }[]
}

/** Images beside the entry: `content/blog/<slug>/cover.jpg` is written as `cover.jpg`. */
const besideEntry = { media_folder: "", public_folder: "" }

export function cmsCollections(fields: CollectionFields): CmsCollection[] {
  return [
    {
      name: "blog",
      label: "Blog posts",
      label_singular: "Blog post",
      description: "Articles at /blogs/<folder name>. The folder name is the address: it comes from the title.",
      folder: "content/blog",
      path: "{{slug}}/index",
      extension: "md",
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
      summary: "{{title}} · {{category}} · {{datePublished}}",
      sortable_fields: ["datePublished", "title", "category"],
      view_filters: BLOG_CATEGORIES.map((category) => ({ label: category, field: "category", pattern: category })),
      preview_path: "blogs/{{slug}}",
      ...besideEntry,
      fields: fields.blog,
    },
    {
      name: "projects",
      label: "Projects",
      label_singular: "Project",
      description: "The portfolio at /projects/<folder name>.",
      folder: "content/projects",
      path: "{{slug}}/project",
      extension: "json",
      format: "json",
      create: true,
      slug: "{{slug}}",
      identifier_field: "name",
      summary: "{{name}} · {{type}} · {{status}}",
      sortable_fields: ["name", "status", "type"],
      preview_path: "projects/{{slug}}",
      ...besideEntry,
      fields: fields.project,
    },
    {
      name: "services",
      label: "Services",
      label_singular: "Service",
      description: "The services at /services/<slug>. The list of services is fixed; their texts are yours.",
      folder: "content/services",
      extension: "json",
      format: "json",
      create: false,
      delete: false,
      identifier_field: "title",
      summary: "{{title}}",
      media_folder: "images",
      public_folder: "./images",
      fields: fields.service,
    },
    {
      name: "legal",
      label: "Legal pages",
      description: "The privacy policy and the terms and conditions.",
      folder: "content/legal",
      extension: "md",
      format: "frontmatter",
      create: false,
      delete: false,
      fields: fields.legal,
    },
    {
      name: "site",
      label: "Company and site texts",
      description: "The company's facts and the texts of the home, about and careers pages.",
      media_folder: "content/site/images",
      public_folder: "./images",
      files: fields.site,
    },
  ]
}
