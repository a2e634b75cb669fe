// TEMPORARY: replaced by fields generated from the content model (issue 15 branch).
import { BLOG_CATEGORIES } from "../lib/content-rules"
import type { CollectionFields } from "./collections"

export const tempFields: CollectionFields = {
  blog: [
    { name: "title", label: "Title", widget: "string" },
    { name: "summary", label: "Summary", widget: "text" },
    { name: "author", label: "Author", widget: "string", default: "Tharavad Editorial Team" },
    {
      name: "datePublished",
      label: "Date published",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    },
    {
      name: "dateModified",
      label: "Date modified",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    },
    { name: "metaTitle", label: "Meta title", widget: "string" },
    { name: "metaDescription", label: "Meta description", widget: "text" },
    { name: "keywords", label: "Keywords", widget: "list" },
    { name: "category", label: "Category", widget: "select", options: [...BLOG_CATEGORIES] },
    { name: "tags", label: "Tags", widget: "list" },
    { name: "featuredImage", label: "Cover image", widget: "image" },
    { name: "imageAltText", label: "Cover image description", widget: "string" },
    { name: "body", label: "Article", widget: "markdown" },
  ],
  project: [
    { name: "name", label: "Name", widget: "string" },
    { name: "status", label: "Status", widget: "select", options: ["Ongoing", "Upcoming", "Completed"] },
  ],
  service: [{ name: "title", label: "Title", widget: "string" }],
  legal: [
    { name: "title", label: "Title", widget: "string" },
    { name: "body", label: "Text", widget: "markdown" },
  ],
  site: [],
}
