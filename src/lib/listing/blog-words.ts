import { BLOG_CATEGORIES, type BlogCategory } from "../content-model/vocabulary"
import { categoryNameFromSlug, categorySlug } from "./slug"
import { dictionary } from "../i18n/strings"

/**
 * The blog categories as Malayalam pages name them. A post keeps its English category in every
 * language (content/blog/<slug>/index.ml.md), and so does its listing's address; only the name
 * shown changes.
 */
const ML_CATEGORIES: Readonly<Record<BlogCategory, string>> = {
  GFRG: "GFRG",
  ARCHITECTURE: "ആർക്കിടെക്ചർ",
  "STRUCTURAL DESIGN": "സ്ട്രക്ചറൽ ഡിസൈൻ",
  "PROJECT MANAGEMENT": "പ്രോജക്റ്റ് മാനേജ്മെന്റ്",
  MEP: "MEP",
  CONSTRUCTION: "നിർമ്മാണം",
}

/** A category's Malayalam name from its name or its slug ("structural-design"); unknown ones as they are. */
function mlCategory(nameOrSlug: string, otherwise: string): string {
  const slug = categorySlug(nameOrSlug)
  const category = BLOG_CATEGORIES.find((c) => categorySlug(c) === slug)
  return category ? ML_CATEGORIES[category] : otherwise
}

/** The blog: listings, pager, article page, cards and the missing post. */
export const BLOG = dictionary({
  blogs: "Blogs",
  /** A category as a pill and a card's badge show it: as the content writes it ("all" for all). */
  categoryLabel: (category: string) => category,
  /** A listing's heading from its slug: "structural-design" → "Structural Design". */
  categoryHeading: (slug: string) => categoryNameFromSlug(slug),
  categories: "Blog categories",
  emptyCategory: "No blog posts found in this category.",
  listTitle: (slug: string, company: string) =>
    slug === "all"
      ? `Explore all Blogs | Insights from ${company}`
      : `${categoryNameFromSlug(slug)} Blog Posts | ${company}`,
  listDescription: (slug: string, company: string) =>
    slug === "all"
      ? `Articles from ${company} on GFRG, architecture, structural design, MEP, project management and construction in Kerala.`
      : `${categoryNameFromSlug(slug)} articles from ${company}: practical advice for home owners and builders in Kerala.`,
  feedTitle: (company: string) => `${company} blog`,
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  tableOfContents: "Table of Contents",
  by: "By ",
  writtenBy: (company: string) => `Written by the team at ${company}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  share: "Share this article",
  shareOn: (network: string) => `Share on ${network} (opens in a new tab)`,
  related: "Related Insights",
  viewAll: "View All Blogs",
  viewAllArrow: "View All Blogs →",
  couldNotLoad: "Blog post could not be loaded.",
  notFound: "Blog post not found.",
  notFoundText: "The article you are looking for may have moved or never existed.",
  notFoundTitle: (company: string) => `Blog post not found | ${company}`,
  notFoundDescription: "The blog post you were looking for could not be found.",
})({
  ml: {
    blogs: "ബ്ലോഗ്",
    categoryLabel: (category) => (categorySlug(category) === "all" ? "എല്ലാം" : mlCategory(category, category)),
    categoryHeading: (slug) => (slug === "all" ? "എല്ലാ ലേഖനങ്ങളും" : mlCategory(slug, categoryNameFromSlug(slug))),
    categories: "ബ്ലോഗ് വിഭാഗങ്ങൾ",
    emptyCategory: "ഈ വിഭാഗത്തിൽ ഇതുവരെ ലേഖനങ്ങളൊന്നുമില്ല.",
    listTitle: (slug, company) =>
      slug === "all"
        ? `ബ്ലോഗ്: നിർമ്മാണരംഗത്തെ അറിവുകൾ | ${company}`
        : `${mlCategory(slug, categoryNameFromSlug(slug))}: ബ്ലോഗ് ലേഖനങ്ങൾ | ${company}`,
    listDescription: (slug, company) =>
      slug === "all"
        ? `GFRG, ആർക്കിടെക്ചർ, സ്ട്രക്ചറൽ ഡിസൈൻ, MEP, പ്രോജക്റ്റ് മാനേജ്മെന്റ്, കേരളത്തിലെ വീട് നിർമ്മാണം എന്നിവയെക്കുറിച്ച് ${company} തയ്യാറാക്കിയ ലേഖനങ്ങൾ.`
        : `${mlCategory(slug, categoryNameFromSlug(slug))}: കേരളത്തിലെ വീട്ടുടമകൾക്കും നിർമ്മാതാക്കൾക്കും ${company} തയ്യാറാക്കിയ പ്രായോഗിക ലേഖനങ്ങൾ.`,
    feedTitle: (company) => `${company} ബ്ലോഗ്`,
    pagination: "പേജുകൾ",
    previous: "മുമ്പത്തേത്",
    next: "അടുത്തത്",
    page: (n) => `പേജ് ${n}`,
    tableOfContents: "ഉള്ളടക്കം",
    by: "രചന: ",
    writtenBy: (company) => `തയ്യാറാക്കിയത്: ${company} ടീം`,
    readingTime: (minutes) => `${minutes} മിനിറ്റ് വായന`,
    share: "ഈ ലേഖനം പങ്കിടുക",
    shareOn: (network) => `${network}-ൽ പങ്കിടുക (പുതിയ ടാബിൽ തുറക്കും)`,
    related: "ബന്ധപ്പെട്ട ലേഖനങ്ങൾ",
    viewAll: "എല്ലാ ലേഖനങ്ങളും കാണുക",
    viewAllArrow: "എല്ലാ ലേഖനങ്ങളും കാണുക →",
    couldNotLoad: "ലേഖനം തുറക്കാനായില്ല.",
    notFound: "ലേഖനം കണ്ടെത്താനായില്ല.",
    notFoundText: "നിങ്ങൾ തിരയുന്ന ലേഖനം മാറ്റിയിരിക്കാം, അല്ലെങ്കിൽ അങ്ങനെയൊന്ന് ഇല്ലായിരിക്കാം.",
    notFoundTitle: (company) => `ലേഖനം കണ്ടെത്താനായില്ല | ${company}`,
    notFoundDescription: "നിങ്ങൾ തിരഞ്ഞ ബ്ലോഗ് ലേഖനം കണ്ടെത്താനായില്ല.",
  },
})
