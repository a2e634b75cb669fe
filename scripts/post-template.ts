/** The frontmatter and skeleton of a new blog post (npm run new-post); valid for the build as written. */
export function postTemplate({
  title,
  slug,
  category,
  date,
}: {
  title: string
  slug: string
  category: string
  date: string
}): string {
  const q = (s: string) => JSON.stringify(s)
  return `---
title: ${q(title)}
summary: "One or two sentences that make a home owner want to read this post."
author: "Design Studio Team"
datePublished: "${date}"
dateModified: "${date}"
metaTitle: ${q(title.slice(0, 60))}
metaDescription: "At most 155 characters for search results: what the reader learns."
keywords: ["keyword 1", "keyword 2", "keyword 3", "keyword 4", "keyword 5", "keyword 6", "keyword 7", "keyword 8", "keyword 9", "keyword 10"]
category: ${q(category)}
tags: ["Kerala homes"]
featuredImage: "./cover.jpg"
imageAltText: "Illustration of ... (describe the cover for someone who cannot see it)"
---

Opening paragraph: who this post is for and what they will know by the end.

## First section

<figure>
  <img src="/blogs/images/${slug}.jpg" alt="Illustration of ... (describe the figure)" width="1200" height="675" loading="lazy" />
  <figcaption>What the figure shows and why it matters.</figcaption>
</figure>

### A detail worth its own heading

- A list item

## Closing section

Questions about your own project? [Talk to our engineers](/contact).
`
}
