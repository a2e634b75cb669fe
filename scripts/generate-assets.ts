/**
 * Generates every picture, the hero video and the icons from content parameters:
 *   npm run assets             only files that are missing
 *   npm run assets -- --force  everything again
 * A project's images follow its `type` (and slug words such as airport, housing, munnar), and its
 * progress updates' photos their stage;
 * a post's cover and figure follow its `category`; a service's image its `icon`.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { loadJson, readContentFile } from "../src/gatsby/content-files"
import { blogPostFrontmatter } from "../src/lib/content-model/blog-post"
import { company as companyModel } from "../src/lib/content-model/company"
import { project, projectUpdate } from "../src/lib/content-model/project"
import { service } from "../src/lib/content-model/service"
import type { BlogCategory, ProjectType, ServiceIconName } from "../src/lib/content-model/vocabulary"
import type { TimeOfDay } from "./assets/palette"
import { bodyImages, isRelativeImage } from "../src/lib/content/body-images"
import { renderScene, type SceneKind, type SceneSpec, type View } from "./assets/scenes"

const root = path.resolve(__dirname, "..")
const content = path.join(root, "content")
const force = process.argv.includes("--force")
let written = 0

/** Renders a scene and writes it with `encode` (unless the file exists and --force is not given). */
async function writeScene(out: string, spec: SceneSpec, encode: (image: sharp.Sharp) => sharp.Sharp): Promise<void> {
  if (!force && fs.existsSync(out)) return
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await encode(sharp(Buffer.from(renderScene(spec)))).toFile(out)
  written += 1
  console.log(`wrote ${path.relative(root, out)}`)
}

const jpeg = (out: string, spec: SceneSpec) =>
  writeScene(out, spec, (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }))

/** WebP, optionally only a region of the scene (the hero's phone crop). */
const webp = (out: string, spec: SceneSpec, crop?: sharp.Region) =>
  writeScene(out, spec, (image) => (crop ? image.extract(crop) : image).webp({ quality: 70, effort: 6 }))

function projectKind(slug: string, type: ProjectType): SceneKind {
  const words: [RegExp, SceneKind][] = [
    [/airport/, "airport"],
    [/housing/, "housing"],
    [/munnar|hill/, "resort"],
    [/kumarakom|backwater/, "backwater"],
    [/heritage|homestay/, "heritage"],
    [/wayanad/, "hill-villa"],
    [/school/, "school"],
    [/health|clinic|hospital/, "clinic"],
    [/retail|arcade|mall/, "retail"],
    [/office|business|it-/, "office"],
  ]
  for (const [re, kind] of words) if (re.test(slug)) return kind
  return TYPE_KIND[type]
}

const TYPE_KIND: Record<ProjectType, SceneKind> = {
  Residential: "villa",
  Commercial: "office",
  Institutional: "school",
  Hospitality: "resort",
}

const CATEGORY_KIND: Record<BlogCategory, SceneKind> = {
  GFRG: "gfrg",
  ARCHITECTURE: "villa",
  "STRUCTURAL DESIGN": "structure",
  "PROJECT MANAGEMENT": "site",
  MEP: "mep",
  CONSTRUCTION: "construction",
}

const ICON_KIND: Record<ServiceIconName, SceneKind> = {
  gfrg: "gfrg",
  construction: "construction",
  architecture: "villa",
  structure: "structure",
  mep: "mep",
  management: "site",
  documentation: "documentation",
}

const dirs = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

/** A post's category as its frontmatter names it; CONSTRUCTION while it names none the model knows. */
function postCategory(file: string): BlogCategory {
  const read = readContentFile(file, "markdown")
  const frontmatter = read.ok && typeof read.value === "object" ? (read.value as Record<string, unknown> | null) : null
  const category = blogPostFrontmatter.shape.category.safeParse(frontmatter?.category)
  return category.success ? category.data : "CONSTRUCTION"
}

/** A project file as written: only what the pictures need, each part checked where it is used. */
interface Raw {
  type?: unknown
  updates?: ({ date?: unknown; stage?: unknown; photos?: ({ src?: unknown } | null)[] } | null)[]
}

async function projects(): Promise<void> {
  const views: [string, View, TimeOfDay | undefined][] = [
    ["cover.jpg", "exterior", "noon"],
    ["gallery-1.jpg", "exterior-alt", "dusk"],
    ["gallery-2.jpg", "interior", "morning"],
    ["gallery-3.jpg", "detail", undefined],
  ]
  for (const folder of dirs(path.join(content, "projects"))) {
    const file = path.join(content, "projects", folder, "project.en.json")
    if (!fs.existsSync(file)) continue
    const read = readContentFile(file, "json")
    const raw = read.ok && typeof read.value === "object" && read.value !== null ? (read.value as Raw) : {}
    const slug = folder
    const type = project.shape.type.safeParse(raw.type).data ?? "Residential"
    const kind = projectKind(slug, type)
    for (const [name, view, time] of views)
      await jpeg(path.join(content, "projects", folder, name), {
        kind,
        view,
        time,
        seed: slug,
        width: 1600,
        height: 1000,
      })
    // A progress update's photos: this building at that stage, each its own moment (seeded by date).
    // Read as written, not checked: an update just started (npm run new-update) has no text yet.
    for (const update of Array.isArray(raw.updates) ? raw.updates : []) {
      const stage = projectUpdate.stage.safeParse(update?.stage).data ?? "Structure"
      for (const [n, photo] of (Array.isArray(update?.photos) ? update.photos : []).entries())
        if (typeof photo?.src === "string" && photo.src !== "")
          await jpeg(path.join(content, "projects", folder, photo.src), {
            kind,
            stage,
            photo: n,
            seed: `${slug}:${String(update?.date)}:${n}`,
            width: 1600,
            height: 1000,
          })
    }
  }
}

async function posts(): Promise<void> {
  for (const slug of dirs(path.join(content, "blog"))) {
    const file = path.join(content, "blog", slug, "index.en.md")
    if (!fs.existsSync(file)) continue
    const kind = CATEGORY_KIND[postCategory(file)]
    await jpeg(path.join(content, "blog", slug, "cover.jpg"), { kind, seed: slug, width: 1600, height: 900 })
    await jpeg(path.join(root, "static", "blogs", "images", `${slug}.jpg`), {
      kind,
      seed: `${slug}-figure`,
      view: kind === "villa" ? "interior" : "exterior-alt",
      width: 1200,
      height: 675,
    })
    // Pictures the body names beside the post (as the editor saves them): a close view.
    const read = readContentFile(file, "markdown")
    const body = read.ok ? (read.body ?? "") : ""
    for (const { src } of bodyImages(body).filter((image) => isRelativeImage(image.src)))
      await jpeg(path.join(content, "blog", slug, src), {
        kind,
        seed: `${slug}-${src}`,
        view: "detail",
        width: 1200,
        height: 675,
      })
  }
}

async function services(): Promise<void> {
  const dir = path.join(content, "services")
  if (!fs.existsSync(dir)) return
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const s = loadJson(path.join(dir, name), service)
    await jpeg(path.join(dir, "images", `${s.slug.toLowerCase()}.jpg`), {
      kind: ICON_KIND[s.icon],
      seed: s.slug,
      time: "morning",
      width: 1600,
      height: 900,
    })
  }
}

async function site(): Promise<void> {
  const images = path.join(content, "site", "images")
  await jpeg(path.join(images, "stage-design.jpg"), {
    kind: "villa",
    seed: "stages",
    lineDrawing: true,
    width: 1400,
    height: 900,
  })
  await jpeg(path.join(images, "stage-rendering.jpg"), {
    kind: "villa",
    seed: "stages",
    time: "noon",
    width: 1400,
    height: 900,
  })
  await jpeg(path.join(images, "stage-realization.jpg"), {
    kind: "villa",
    seed: "stages",
    time: "dusk",
    width: 1400,
    height: 900,
  })
  for (const i of [1, 2, 3]) {
    const out = path.join(images, `leader-${i}.jpg`)
    if (!force && fs.existsSync(out)) continue
    await sharp(Buffer.from(abstractAvatar(i)))
      .jpeg({ quality: 82 })
      .toFile(out)
    written += 1
  }
}

/** Geometric avatars in the brand colours: clearly not faces, not photographs. */
function abstractAvatar(i: number): string {
  const colors = [
    ["#0E4D45", "#C8602F", "#F4EFE6"],
    ["#C8602F", "#0A3A34", "#F4EFE6"],
    ["#0A3A34", "#F4EFE6", "#C8602F"],
  ][i - 1] as string[]
  const [a, b, c] = colors as [string, string, string]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${a}"/><circle cx="${200 + i * 60}" cy="260" r="170" fill="${b}"/><rect x="${120 + i * 30}" y="330" width="360" height="360" rx="40" fill="${c}" transform="rotate(${i * 12} 300 450)"/><polygon points="300,80 520,300 300,300" fill="${c}" opacity="0.5"/></svg>`
}

const MARK = `<rect width="48" height="48" rx="10" fill="#0E4D45"/><path d="M7 24 24 10l17 14h-5L24 14.5 12 24H7z" fill="#C8602F"/><path d="M13 25.5h22V38H13z M17 29v9 M22 29v9 M27 29v9 M32 29v9" fill="none" stroke="#FBF9F5" stroke-width="2.4"/>`

async function brand(): Promise<void> {
  const images = path.join(root, "src", "images")
  fs.mkdirSync(images, { recursive: true })
  const write = (file: string, text: string) => {
    if (!force && fs.existsSync(file)) return
    fs.writeFileSync(file, text)
    written += 1
  }
  const company = loadJson(path.join(content, "site", "company.en.json"), companyModel)
  write(
    path.join(images, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 48">${MARK}<text x="60" y="35" font-family="DM Serif Display, Georgia, serif" font-size="32" fill="#0A3A34">${company.shortName}</text></svg>`,
  )
  const icon = path.join(images, "icon.png")
  if (force || !fs.existsSync(icon)) {
    await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">${MARK}</svg>`),
    )
      .png()
      .toFile(icon)
    written += 1
  }
}

/** A seamless loop: the camera pans across a wide scene and back (cosine), so frame 0 = last frame. */
function panVideo(scene: string, out: string, width: number, height: number, seconds: number, crf: number): void {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "video-"))
  const png = path.join(tmp, "scene.png")
  execFileSync(
    "node",
    ["-e", `require("sharp")(Buffer.from(process.argv[1])).png().toFile(${JSON.stringify(png)})`, scene],
    { cwd: root },
  )
  const crop = `crop=${width}:${height}:x='(iw-${width})/2*(1-cos(2*PI*t/${seconds}))':y='(ih-${height})/2'`
  const common = [
    "-y",
    "-loglevel",
    "error",
    "-loop",
    "1",
    "-framerate",
    "24",
    "-t",
    String(seconds),
    "-i",
    png,
    "-vf",
    `${crop},format=yuv420p`,
    "-an",
  ]
  if (out.endsWith(".mp4"))
    execFileSync("ffmpeg", [
      ...common,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      String(crf),
      "-movflags",
      "+faststart",
      out,
    ])
  else
    execFileSync("ffmpeg", [
      ...common,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      String(crf + 12),
      "-row-mt",
      "1",
      out,
    ])
  fs.rmSync(tmp, { recursive: true, force: true })
  written += 1
  console.log(`wrote ${path.relative(root, out)}`)
}

async function videos(): Promise<void> {
  const dir = path.join(root, "static", "videos")
  fs.mkdirSync(dir, { recursive: true })
  const hasFfmpeg = (() => {
    try {
      execFileSync("ffmpeg", ["-version"], { stdio: "ignore" })
      return true
    } catch {
      return false
    }
  })()
  const heroSpec: SceneSpec = { kind: "gfrg", seed: "hero", time: "dusk", width: 1920, height: 720 }
  const hero = renderScene(heroSpec)
  await jpeg(path.join(dir, "hero-poster.jpg"), heroSpec)
  // The hero's first paint (its LCP): WebP, and for phones only the middle a tall screen shows.
  await webp(path.join(dir, "hero-poster.webp"), heroSpec)
  await webp(path.join(dir, "hero-poster-mobile.webp"), heroSpec, { left: 640, top: 0, width: 640, height: 720 })
  const jobs: [string, string, number, number, number, number][] = [
    [hero, path.join(dir, "hero.mp4"), 1280, 720, 12, 30],
    [hero, path.join(dir, "hero.webm"), 1280, 720, 12, 30],
  ]
  for (const slug of ["kannur-international-airport", "luxury-villa-ernakulam", "modern-villa-wayanad"]) {
    const kind = projectKind(slug, "Residential")
    jobs.push([
      renderScene({ kind, seed: slug, time: "noon", width: 1440, height: 540 }),
      path.join(dir, `${slug}.mp4`),
      960,
      540,
      10,
      32,
    ])
    await jpeg(path.join(dir, `${slug}.jpg`), { kind, seed: slug, time: "noon", width: 960, height: 540 })
  }
  for (const [scene, out, w, h, s, crf] of jobs) {
    if (!force && fs.existsSync(out)) continue
    if (!hasFfmpeg) {
      console.warn(`ffmpeg is not installed: skipped ${path.relative(root, out)} (apt-get install ffmpeg)`)
      continue
    }
    panVideo(scene, out, w, h, s, crf)
  }
}

async function main(): Promise<void> {
  await brand()
  await site()
  await services()
  await projects()
  await posts()
  await videos()
  console.log(written === 0 ? "All assets exist (use --force to regenerate)." : `Generated ${written} file(s).`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
