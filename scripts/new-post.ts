/**
 * Starts a blog post for an editor:
 *   npm run new-post -- "How to Read a Soil Report" --category "STRUCTURAL DESIGN"
 * writes content/blog/<slug>/index.md with every frontmatter field the build requires, then
 * generates its cover and in-article figure (npm run assets). The editor writes the body, checks
 * it with `npx jest blog-posts` (length, structure, figure, contact link) and commits.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { BLOG_CATEGORIES } from "../src/lib/content-rules"
import { slugify } from "../src/lib/slug"

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const args = process.argv.slice(2)
const categoryAt = args.indexOf("--category")
const category = categoryAt >= 0 ? args[categoryAt + 1] : undefined
const title = args.filter((_, i) => i !== categoryAt && i !== categoryAt + 1).join(" ").trim()

if (!title) fail('Usage: npm run new-post -- "Post title" --category "GFRG"')
if (!category || !(BLOG_CATEGORIES as readonly string[]).includes(category)) {
  fail(`--category must be one of: ${BLOG_CATEGORIES.join(", ")}`)
}

const slug = slugify(title)
const dir = path.join("content", "blog", slug)
if (fs.existsSync(dir)) fail(`${dir} already exists: choose another title or edit that post.`)
const today = new Date().toISOString().slice(0, 10)
const q = (s: string) => JSON.stringify(s)

const text = `---
title: ${q(title)}
summary: "One or two sentences that make a home owner want to read this post."
author: "Design Studio Team"
datePublished: "${today}"
dateModified: "${today}"
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

fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(path.join(dir, "index.md"), text)
console.log(`wrote ${path.join(dir, "index.md")}`)
execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "generate-assets.ts")], { stdio: "inherit" })
console.log(`\nNext: write the post (950 to 1,250 words), then run: npx jest blog-posts`)
