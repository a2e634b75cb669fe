import { test, expect } from "@playwright/test"
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { validateContent } from "../../src/gatsby/validate-content"
import {
  englishWithPreview,
  field,
  git,
  markReadyAndPublish,
  openEditor,
  root,
  startEditorBackend,
  type EditorBackend,
  uploadPicture,
} from "./editor"

/**
 * An editor's work all the way to the site: a progress update added in /admin/, published, then
 * built by `npm run build` and read on the project's page and in its feed.
 *
 * The build runs in this working copy (its .cache makes it incremental: minutes, not a full build)
 * with the published project folder in place of the project's own, so it runs in a Playwright
 * project of its own, after every other (playwright.config.ts): nothing else reads public/ while
 * it changes. Afterwards the project folder, public/, .cache/ and the build's deploy/ files are
 * put back as they were. Run alone with `npx playwright test --project=after-the-others --no-deps`.
 */
const proxyPort = Number(process.env.E2E_PORT ?? 9300) + 44
const slug = "kollam-community-health-centre"
const date = "2026-11-27"
const title = "Wards painted, floors laid"
const projectDir = path.join(root, "content", "projects", slug)

let backend: EditorBackend | undefined

/** Copies of what the build rewrites, put back after the test. */
const KEPT = [
  projectDir,
  path.join(root, "public"),
  path.join(root, ".cache"),
  path.join(root, "deploy", "nginx.conf"),
  path.join(root, "deploy", "nginx-maps.conf"),
]
let keptIn = ""

function keep(): void {
  keptIn = fs.mkdtempSync(path.join(os.tmpdir(), "editor-build-kept-"))
  KEPT.forEach((item, i) => {
    if (fs.existsSync(item)) fs.cpSync(item, path.join(keptIn, String(i)), { recursive: true })
  })
}

function putBack(): void {
  if (!keptIn) return
  KEPT.forEach((item, i) => {
    const copy = path.join(keptIn, String(i))
    if (!fs.existsSync(copy)) return
    fs.rmSync(item, { recursive: true, force: true })
    fs.cpSync(copy, item, { recursive: true })
  })
  fs.rmSync(keptIn, { recursive: true, force: true })
  keptIn = ""
}

/** `npm run build` in the working copy; its output is attached to the test's report. */
async function build(): Promise<void> {
  const log: string[] = []
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn("npm", ["run", "--silent", "build"], { cwd: root, env: process.env })
    child.stdout.on("data", (chunk: Buffer) => log.push(chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()))
    child.on("exit", resolve)
  })
  await test.info().attach("build output", { body: log.join(""), contentType: "text/plain" })
  expect(code, "the build succeeds (its output is attached)").toBe(0)
}

test.describe("an editor's change, built", () => {
  test.beforeAll(async () => {
    backend = await startEditorBackend(proxyPort)
  })

  test.afterAll(async () => {
    putBack()
    await backend?.stop()
  })

  test("a progress update added in the editor is previewed, published into the project's JSON, and after a build is on the project's page and in its feed", async ({
    page,
    request,
  }) => {
    // The editor (about a minute) and an incremental build (one to four on a 2-core machine).
    test.setTimeout(600_000)
    const editor = backend as EditorBackend
    const repo = editor.repo
    const errors = await openEditor(page, editor, `#/collections/projects/entries/${slug}/project`)
    await englishWithPreview(page)
    const file = `content/projects/${slug}/project.en.json`
    const onMain = () =>
      JSON.parse(git(repo, "show", `main:${file}`)) as {
        updates?: { date: string; title: string; photos: { src: string }[] }[]
      }
    const before = onMain().updates?.length ?? 0
    expect(
      onMain().updates?.some((u) => u.date === date),
      "the project has no update of that day yet",
    ).toBe(false)
    await page.getByRole("button", { name: /^Add progress updates/ }).click()
    await field(page, "Date").last().fill(date)
    // The new update is the list's last item, below the project's earlier updates.
    await field(page, "Stage").last().focus()
    await page.keyboard.type("Finishing")
    await page.keyboard.press("Enter")
    await field(page, "Title").last().fill(title)
    await field(page, "Text")
      .last()
      .fill("The wards are painted and the vitrified tile floors are laid. Next week the fittings go in.")
    await page
      .getByRole("button", { name: /^Add photos/ })
      .last()
      .click()
    await uploadPicture(page, page.getByRole("button", { name: "Choose an image" }).last(), {
      file: path.join(repo, "..", `ward-${proxyPort}.jpg`),
      width: 1200,
      height: 750,
      colour: "#c9b99a",
    })
    await field(page, "Description").last().fill("A painted ward with its new tile floor")

    // The preview draws the update with the site's timeline, newest first, at its stage.
    const preview = page.frameLocator("#preview-pane")
    const previewed = preview.locator(`#update-${date}`)
    await expect(previewed.getByRole("heading", { name: title })).toBeVisible()
    await expect(preview.locator("[data-progress] ol").last().locator(":scope > li").first()).toHaveId(`update-${date}`)
    await expect(preview.locator("[aria-current=step]")).toHaveText("Finishing (now)")

    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 })
    await markReadyAndPublish(page)
    await expect.poll(() => onMain().updates?.length ?? 0, { timeout: 15_000 }).toBe(before + 1)
    const added = onMain().updates?.find((u) => u.date === date)
    expect(added?.title).toBe(title)
    const photoName = path.basename(added?.photos[0]?.src ?? "none")
    const files = git(repo, "ls-tree", "-r", "--name-only", "main", `content/projects/${slug}`)
    expect(files).toContain(`content/projects/${slug}/${photoName}`)
    // What the build checks first: the published project is valid, with the update and its photo.
    git(repo, "checkout", "-q", "main")
    expect(validateContent(path.join(repo, "content"))).toEqual([])
    expect(errors).toEqual([])

    // The published folder takes the project's place in the working copy, and the site is built.
    keep()
    fs.rmSync(projectDir, { recursive: true, force: true })
    fs.cpSync(path.join(repo, "content", "projects", slug), projectDir, { recursive: true })
    await build()

    // The page: the update first in the timeline, with its photo, and the build's last update.
    await page.goto(`/projects/${slug}#update-${date}`)
    const update = page.locator(`#update-${date}`)
    await expect(update.getByRole("heading", { name: title })).toBeVisible()
    await expect(page.locator("[data-progress] ol").last().locator(":scope > li").first()).toHaveId(`update-${date}`)
    await expect(page.locator("[data-progress] [aria-current=step]")).toHaveText("Finishing (now)")
    await expect(page.locator("[data-last-update]").first()).toContainText("Last update: November 27, 2026")
    // Its photo: a thumbnail button named by the editor's description, its picture built and loaded.
    const thumbnail = update.getByRole("button", { name: /A painted ward with its new tile floor/ })
    await thumbnail.scrollIntoViewIfNeeded()
    await expect
      .poll(() => thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    // The project's feed starts with it.
    const feed = await (await request.get(`/projects/${slug}/updates.xml`)).text()
    const firstEntry = feed.slice(feed.indexOf("<entry>"))
    expect(firstEntry).toContain(`<title>${title}</title>`)
    expect(firstEntry).toContain(`/projects/${slug}#update-${date}`)
  })
})
