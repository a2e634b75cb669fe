import fs from "fs"
import path from "path"

/** A clip's bytes: every position tells its own offset, so a wrong range cannot pass for a right one. */
export const CLIP_SIZE = 256 * 1024 + 17
export const clipBytes = (): Buffer =>
  Buffer.from(Array.from({ length: CLIP_SIZE }, (_, i) => (i * 7 + (i >> 8)) % 256))

/** A small built site: pages, a hashed script, page data, services in two casings, a 404 page, a video. */
export function makePublicDir(root: string): string {
  const dir = path.join(root, "public")
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><script>window.flag=${JSON.stringify(title)}</script><script type="application/ld+json">{"@type":"Thing"}</script></head><body><h1>${title}</h1>${"<p>padding text for compression</p>".repeat(40)}<script src="/app-0123456789abcdef0123.js"></script></body></html>`
  write("index.html", page("Home"))
  write("about/index.html", page("About"))
  write("404.html", page("Not found"))
  write("blog-post-not-found/index.html", page("Blog post not found."))
  write("services/GFRG/index.html", page("GFRG"))
  write("services/gfrg/index.html", page("GFRG alias"))
  write("services/Construction-Services/index.html", page("Construction"))
  write("app-0123456789abcdef0123.js", "console.log('app');".repeat(100))
  write("page-data/index/page-data.json", JSON.stringify({ path: "/" }))
  write("static/abc123/image.jpg", "jpg-bytes")
  write("brochure.pdf", "%PDF-1.4")
  write(".secret", "no")
  fs.mkdirSync(path.join(dir, "videos"), { recursive: true })
  fs.writeFileSync(path.join(dir, "videos", "clip.mp4"), clipBytes())
  return dir
}
