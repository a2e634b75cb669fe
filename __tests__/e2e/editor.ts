import { expect, type Locator, type Page } from "@playwright/test"
import { execFileSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { DEFAULT_LOCAL_BACKEND_URL } from "../../src/cms/backend"

/**
 * The content editor at /admin/ against Decap's local proxy (the `npm run cms` set-up) on a
 * temporary git copy of the content, driven as an editor would: the editorial workflow saves a
 * draft on its own branch, and publishing merges it into main, where the build reads it.
 * Shared by cms.spec.ts and editor-build.spec.ts.
 */
export const root = path.resolve(__dirname, "..", "..")

export const git = (repo: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.email=editor@example.com", "-c", "user.name=Editor", ...args], {
    cwd: repo,
    encoding: "utf8",
  })

export interface EditorBackend {
  /** The git copy of the content the editor writes to. */
  repo: string
  port: number
  stop: () => Promise<void>
}

/** A git copy of content/ and Decap's local proxy on it, at `port`. */
export async function startEditorBackend(port: number): Promise<EditorBackend> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-content-"))
  fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true })
  git(repo, "init", "-q", "-b", "main")
  git(repo, "add", "-A")
  git(repo, "commit", "-qm", "content before the editor's changes")
  const proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "git", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  })
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ action: "info" }),
          })
          return response.ok
        } catch {
          return false
        }
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  expect(proxy.exitCode, "the proxy is running (not another one left on its port)").toBeNull()
  return {
    repo,
    port,
    stop: async () => {
      // Wait for the proxy to be gone, so its port is free for the next run.
      if (proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once("exit", resolve))
        proxy.kill()
        await exited
      }
      fs.rmSync(repo, { recursive: true, force: true })
    },
  }
}

/** Signs in to the local proxy (the built editor looks for it at its default address). */
export async function openEditor(page: Page, backend: EditorBackend, hash = ""): Promise<string[]> {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text()))
      errors.push(`csp: ${message.text()}`)
  })
  page.on("dialog", (dialog) => void dialog.accept())
  await page.route(`${DEFAULT_LOCAL_BACKEND_URL}**`, async (route) => {
    const url = route.request().url().replace(new URL(DEFAULT_LOCAL_BACKEND_URL).host, `127.0.0.1:${backend.port}`)
    await route.fulfill({ response: await route.fetch({ url }) })
  })
  await page.goto("/admin/", { timeout: 60_000 })
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: /New Blog post/ })).toBeVisible({ timeout: 30_000 })
  if (hash) await page.goto(`/admin/${hash}`)
  return errors
}

/** The English side alone, with the preview beside it (the editor opens an entry with both languages side by side). */
export async function englishWithPreview(page: Page): Promise<void> {
  await expect(page.getByText("Writing in ML")).toBeVisible({ timeout: 30_000 })
  await page.getByTitle("Toggle i18n").click()
  await expect(page.getByText("Writing in ML")).toBeHidden()
}

/** A saved draft set to Ready and published: merged into main. */
export async function markReadyAndPublish(page: Page): Promise<void> {
  // Decap's status menu can miss a click while it still renders after the save (seen on a busy
  // machine): the choice is made again until the status says Ready, as an editor would.
  const ready = page.getByRole("button", { name: /Status: Ready/ })
  await expect(async () => {
    if (await ready.isVisible()) return
    await page.getByRole("button", { name: /Status: Draft/ }).click()
    await page.getByText("Ready", { exact: true }).click()
    await expect(ready).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** A select widget, as a keyboard user works it: focus, type the option, Enter. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).focus()
  await page.keyboard.type(option)
  await page.keyboard.press("Enter")
}

/**
 * A new picture of `width` x `height` in one colour, written as `file` and chosen through the
 * editor's media dialog, which `chooser` (an entry's "Choose an image" button) opens.
 */
export async function uploadPicture(
  page: Page,
  chooser: Locator,
  picture: { file: string; width: number; height: number; colour: string },
): Promise<void> {
  await sharp({ create: { width: picture.width, height: picture.height, channels: 3, background: picture.colour } })
    .jpeg()
    .toFile(picture.file)
  await chooser.click()
  await page.locator("input[type=file]").setInputFiles(picture.file)
  await page.getByRole("button", { name: "Choose selected" }).click()
}
