import { CONTENT_TYPES, type ContentType } from "../lib/content-model"
import { decapCollectionFields, decapFields, type DecapField } from "../lib/content-model/decap"
import { BLOG_CATEGORIES } from "../lib/content-model/vocabulary"
import { DEFAULT_LANG, fileNameIn, LANG_NAMES_IN_ENGLISH, LANGS, type Lang } from "../lib/i18n/lang"
import type { CmsCollection, CmsCollectionFile, CmsField } from "./decap-types"
import { JSON_BY_LANGUAGE, MARKDOWN_BY_LANGUAGE } from "./translations"

/**
 * The editor's collections mirror the content folders (docs/architecture.md, "The editor"); every
 * field list is generated from the content model (src/lib/content-model/decap.ts), so whatever
 * the editor saves passes the build. Each entry's pictures are stored beside it, as the build
 * expects.
 */

/** The model's spelling of a field is Decap's own field configuration. */
const asCms = (fields: readonly DecapField[]): CmsField[] => fields as CmsField[]

/** The name of the custom format for site files whose root is a list (src/cms/json-list.ts). */
export const JSON_LIST_FORMAT = "json-list"
/** A list file is edited as one object with the list under this key. */
export const LIST_KEY = "items"

/** Pictures beside the entry: `content/blog/<slug>/cover.jpg` is written as `cover.jpg`. */
const besideEntry = { media_folder: "", public_folder: "" }

const typeNamed = (name: string): ContentType => {
  const found = CONTENT_TYPES.find((type) => type.name === name)
  if (!found) throw new Error(`The content model has no type ${name}`)
  return found
}

/** A field list without Decap's i18n settings, for a file that is one language's. */
const oneLanguage = (fields: readonly DecapField[]): DecapField[] =>
  fields.map(({ i18n: _, ...field }) => (field.fields ? { ...field, fields: oneLanguage(field.fields) } : field))

/**
 * content/site/<name>.<lang>.json: one file of the site's settings in one language. Decap edits a
 * file collection's languages side by side only within one file, so each language's file is an
 * entry of its own ("Company facts", "Company facts (Malayalam)").
 */
function siteFile(type: ContentType, list: boolean, lang: Lang): CmsCollectionFile {
  if (type.source.kind !== "file") throw new Error(`${type.name} is not a single file`)
  const fields = oneLanguage(decapFields(type.schema))
  const label = lang === DEFAULT_LANG ? type.label : `${type.label} (${LANG_NAMES_IN_ENGLISH[lang]})`
  return {
    name: lang === DEFAULT_LANG ? type.name : `${type.name}-${lang}`,
    label,
    file: `content/${fileNameIn(lang, type.source.path)}`,
    fields: list
      ? [{ name: LIST_KEY, label: type.label, widget: "list", required: true, fields: asCms(fields) }]
      : asCms(fields),
  }
}

export function cmsCollections(): CmsCollection[] {
  const siteTypes = CONTENT_TYPES.filter((type) => type.source.kind === "file")
  // Whether a site file is a list is the model's answer: its schema is an array of records.
  const isList = (type: ContentType) => type.schema._zod.def.type === "array"
  const siteImages = { media_folder: "content/site/images", public_folder: "./images" }
  return [
    {
      name: "blog",
      i18n: true,
      label: "Blog posts",
      label_singular: "Blog post",
      description: "Articles at /blogs/<address>. The address is made from the title when the post is first saved.",
      folder: "content/blog",
      path: "{{slug}}/index",
      extension: "md",
      format: MARKDOWN_BY_LANGUAGE,
      create: true,
      slug: "{{slug}}",
      summary: "{{title}} · {{category}} · {{datePublished}}",
      sortable_fields: ["datePublished", "title", "category"],
      view_filters: BLOG_CATEGORIES.map((category) => ({ label: category, field: "category", pattern: category })),
      preview_path: "blogs/{{slug}}",
      ...besideEntry,
      fields: asCms(decapCollectionFields(typeNamed("blog"))),
    },
    {
      name: "projects",
      i18n: true,
      label: "Projects",
      label_singular: "Project",
      description: "The portfolio at /projects/<slug>.",
      folder: "content/projects",
      path: "{{slug}}/project",
      extension: "json",
      format: JSON_BY_LANGUAGE,
      create: true,
      slug: "{{fields.slug}}",
      identifier_field: "name",
      summary: "{{name}} · {{type}} · {{status}}",
      sortable_fields: ["name", "status", "type"],
      preview_path: "projects/{{fields.slug}}",
      ...besideEntry,
      fields: asCms(decapCollectionFields(typeNamed("projects"))),
    },
    {
      name: "services",
      i18n: true,
      label: "Services",
      label_singular: "Service",
      description: "The services at /services/<slug>. The list of services is fixed; their texts are yours.",
      folder: "content/services",
      extension: "json",
      format: JSON_BY_LANGUAGE,
      create: false,
      delete: false,
      identifier_field: "title",
      summary: "{{title}}",
      media_folder: "images",
      public_folder: "./images",
      fields: asCms(decapCollectionFields(typeNamed("services"))),
    },
    {
      name: "legal",
      i18n: true,
      label: "Legal pages",
      description: "The privacy policy and the terms and conditions.",
      folder: "content/legal",
      extension: "md",
      format: MARKDOWN_BY_LANGUAGE,
      create: false,
      delete: false,
      identifier_field: "title",
      fields: asCms(decapCollectionFields(typeNamed("legal"))),
    },
    ...LANGS.flatMap((lang): CmsCollection[] => {
      const suffix = lang === DEFAULT_LANG ? "" : `-${lang}`
      const inLang = lang === DEFAULT_LANG ? "" : ` (${LANG_NAMES_IN_ENGLISH[lang]})`
      return [
        {
          name: `site${suffix}`,
          label: `Company and site texts${inLang}`,
          description:
            "The company's facts, each page's own texts (headings, intros, the About story, calls to action) and the cost calculator's rates.",
          format: "json",
          ...siteImages,
          files: siteTypes.filter((type) => !isList(type)).map((type) => siteFile(type, false, lang)),
        },
        {
          name: `site-lists${suffix}`,
          label: `Home page lists${inLang}`,
          description: "Statistics, carousel, cards, testimonials, leaders, videos and project values.",
          format: JSON_LIST_FORMAT,
          ...siteImages,
          files: siteTypes.filter(isList).map((type) => siteFile(type, true, lang)),
        },
      ]
    }),
  ]
}
