/** A blog post: the frontmatter of content/blog/<slug>/index.en.md (docs/behaviour.md §3). */
import { z } from "zod"
import { choice, image, isoDate, optionalImage, optionalUrl, text, textList } from "./fields"
import { BLOG_CATEGORIES, isIsoDate, LOWERCASE_SLUG_PATTERN } from "./vocabulary"

export const blogPostFrontmatter = z
  .object({
    title: text({ label: "Title", hint: "The headline readers see on the post and its card." }),
    summary: text(
      { label: "Summary", hint: "One or two sentences for the post's card and the RSS feed." },
      { multiline: true },
    ),
    author: text({ label: "Author", hint: "Who wrote it, e.g. the team's name." }),
    datePublished: isoDate({ label: "Date published", hint: "Written YYYY-MM-DD; posts are listed newest first." }),
    dateModified: isoDate({ label: "Date modified", hint: "Written YYYY-MM-DD; not earlier than the date published." }),
    metaTitle: text({ label: "Meta title", hint: "The title search engines show, at most about 60 characters." }),
    metaDescription: text(
      { label: "Meta description", hint: "The description search engines show, at most 155 characters." },
      { multiline: true },
    ),
    keywords: textList({ label: "Keywords", hint: "About ten search phrases the post answers." }),
    category: choice(BLOG_CATEGORIES, { label: "Category", hint: "The listing the post appears in." }),
    tags: textList({ label: "Tags", hint: "Topics shared with related posts; related posts are found by them." }),
    featuredImage: image({
      label: "Cover image",
      hint: "A picture in the post's folder, shown on the post and its card.",
    }),
    smallImage: optionalImage({ label: "Small image", hint: "An optional smaller picture in the post's folder." }),
    imageAltText: text({
      label: "Cover image description",
      hint: "What the cover shows, for readers who cannot see it.",
    }),
    canonicalUrl: optionalUrl({
      label: "Canonical URL",
      hint: "Only when the article first appeared elsewhere; otherwise leave empty.",
    }),
  })
  .superRefine(
    (fm, ctx) => {
      if (fm.dateModified < fm.datePublished)
        ctx.addIssue({ code: "custom", path: ["dateModified"], message: "must not be earlier than datePublished" })
    },
    {
      // Checked whenever both dates are valid, whatever else is wrong with the file.
      when: ({ value }) =>
        typeof value === "object" &&
        value !== null &&
        isIsoDate((value as Record<string, unknown>).datePublished) &&
        isIsoDate((value as Record<string, unknown>).dateModified),
    },
  )

export type BlogPostFrontmatter = z.infer<typeof blogPostFrontmatter>

/** The slug of a post is its folder's name; null when the name is acceptable, else the problem. */
export function blogSlugProblem(folder: string): string | null {
  return LOWERCASE_SLUG_PATTERN.test(folder)
    ? null
    : `the folder name "${folder}" must be lowercase words joined by hyphens`
}
