/**
 * Starts a blog post for an editor:
 *   npm run new-post -- "How to Read a Soil Report" --category "STRUCTURAL DESIGN"
 * writes content/blog/<slug>/index.en.md with every frontmatter field the build requires, then
 * generates its cover and in-article figure (npm run assets). The editor writes the body, checks
 * it with `npx jest blog-posts` (length, structure, figure, contact link) and commits.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { BLOG_CATEGORIES } from "../src/lib/content-model/vocabulary"
import { slugify } from "../src/lib/listing/slug"
import { postTemplate } from "./post-template"

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const args = process.argv.slice(2)
const categoryAt = args.indexOf("--category")
const category = categoryAt >= 0 ? args[categoryAt + 1] : undefined
const title = args
  .filter((_, i) => categoryAt < 0 || (i !== categoryAt && i !== categoryAt + 1))
  .join(" ")
  .trim()

if (!title) fail('Usage: npm run new-post -- "Post title" [--category "GFRG"]  (default category CONSTRUCTION)')
if (category !== undefined && !(BLOG_CATEGORIES as readonly string[]).includes(category)) {
  fail(`--category must be one of: ${BLOG_CATEGORIES.join(", ")}`)
}

const slug = slugify(title)
const dir = path.join("content", "blog", slug)
if (fs.existsSync(dir)) fail(`${dir} already exists: choose another title or edit that post.`)
const text = postTemplate({
  title,
  slug,
  category: category ?? "CONSTRUCTION",
  date: new Date().toISOString().slice(0, 10),
})

fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(path.join(dir, "index.en.md"), text)
console.log(`wrote ${path.join(dir, "index.en.md")}`)
execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "generate-assets.ts")], {
  stdio: "inherit",
})
console.log(`\nNext: write the post (950 to 1,250 words), then run: npx jest blog-posts`)
