/**
 * npm run bench:build: what a build costs as the blog grows.
 *
 * In a temporary copy of the project (node_modules linked, so the repository's public/ and
 * .cache/ are never touched) it measures, one after the other:
 *   1. a clean build with the real content;
 *   2. a clean build with 200 generated posts added; then an incremental build after one post changes;
 *   3. a clean build with 1,000 generated posts added.
 * Generated posts are copies of the real posts under new slugs (same cover image, so image
 * processing does not dominate). Wall time and peak memory (summed RSS of the build's processes,
 * sampled every 250 ms) are printed as a table and written to reports/bench-build.json.
 *
 *   npm run bench:build                 all steps
 *   npm run bench:build -- --sizes 200  only the real content and 200 generated posts
 */
import { execFileSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "..")
const sizesArg = process.argv.indexOf("--sizes")
const SIZES = sizesArg >= 0 ? (process.argv[sizesArg + 1] ?? "").split(",").map(Number) : [200, 1000]
const COPY = [
  "src",
  "static",
  "content",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

interface Result {
  step: string
  posts: number
  seconds: number
  peakMb: number
  ok: boolean
}

function rssOfTree(rootPid: number): number {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number])
  const children = new Map<number, number[]>()
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]))
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total / 1024
}

function build(dir: string, step: string, posts: number, clean: boolean): Promise<Result> {
  if (clean) {
    fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
    fs.rmSync(path.join(dir, "public"), { recursive: true, force: true })
  }
  const started = Date.now()
  const child = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let peakMb = 0
  let stderr = ""
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssOfTree(child.pid as number))
    } catch {
      // the process tree changed while it was read
    }
  }, 250)
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      clearInterval(timer)
      if (code !== 0) console.error(stderr)
      const result = { step, posts, seconds: (Date.now() - started) / 1000, peakMb: Math.round(peakMb), ok: code === 0 }
      console.log(`${step}: ${result.ok ? "ok" : "FAILED"} in ${result.seconds.toFixed(1)} s, peak ${result.peakMb} MB`)
      resolve(result)
    })
  })
}

function addGeneratedPosts(dir: string, count: number): void {
  const blog = path.join(dir, "content", "blog")
  const originals = fs.readdirSync(blog).filter((slug) => !slug.startsWith("bench-"))
  for (let i = 0; i < count; i += 1) {
    const source = originals[i % originals.length] as string
    const slug = `bench-${String(i + 1).padStart(4, "0")}-${source}`.slice(0, 80).replace(/-+$/, "")
    const target = path.join(blog, slug)
    if (fs.existsSync(target)) continue
    fs.mkdirSync(target)
    fs.copyFileSync(path.join(blog, source, "cover.jpg"), path.join(target, "cover.jpg"))
    const day = String(1 + (i % 28)).padStart(2, "0")
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, "0")
    const text = fs
      .readFileSync(path.join(blog, source, "index.en.md"), "utf8")
      .replace(/^title: "(.*)"$/m, `title: "$1 (${i + 1})"`)
      .replace(/^datePublished: .*$/m, `datePublished: "2023-${month}-${day}"`)
      .replace(/^dateModified: .*$/m, `dateModified: "2023-${month}-${day}"`)
    fs.writeFileSync(path.join(target, "index.en.md"), text)
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"))
  for (const entry of COPY)
    if (fs.existsSync(path.join(root, entry)))
      fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  const results: Result[] = []
  try {
    const realPosts = fs.readdirSync(path.join(dir, "content", "blog")).length
    results.push(await build(dir, "clean build, real content", realPosts, true))
    for (const size of SIZES) {
      addGeneratedPosts(dir, size)
      const posts = fs.readdirSync(path.join(dir, "content", "blog")).length
      results.push(await build(dir, `clean build, +${size} generated posts`, posts, true))
      if (size === SIZES[0]) {
        const one = fs
          .readdirSync(path.join(dir, "content", "blog"))
          .find((slug) => slug.startsWith("bench-")) as string
        const file = path.join(dir, "content", "blog", one, "index.en.md")
        fs.appendFileSync(file, "\n\nOne more paragraph, added to measure an incremental build.\n")
        results.push(await build(dir, `incremental build, one of ${posts} posts changed`, posts, false))
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  console.log(`\n| step | posts | wall time | peak memory |\n| --- | ---: | ---: | ---: |`)
  for (const r of results)
    console.log(`| ${r.step}${r.ok ? "" : " (FAILED)"} | ${r.posts} | ${r.seconds.toFixed(0)} s | ${r.peakMb} MB |`)
  fs.mkdirSync(path.join(root, "reports"), { recursive: true })
  fs.writeFileSync(
    path.join(root, "reports", "bench-build.json"),
    JSON.stringify({ cpus: os.cpus().length, results }, null, 2),
  )
  if (results.some((r) => !r.ok)) process.exit(1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
