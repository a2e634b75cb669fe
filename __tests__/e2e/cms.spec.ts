import { test, expect, type Page } from "@playwright/test"
import fs from "fs"
import matter from "gray-matter"
import path from "path"
import { SINK_HTTP_PORT } from "../../playwright.config"
import { validateContent } from "../../src/gatsby/validate-content"
import {
  choose,
  englishWithPreview,
  field,
  git,
  markReadyAndPublish,
  openEditor as openEditorOn,
  startEditorBackend,
  type EditorBackend,
  uploadPicture,
} from "./editor"

/**
 * The content editor at /admin/, driven as an editor would, against a git copy of the content
 * (./editor.ts). An update published from the editor and then built is editor-build.spec.ts.
 */
const proxyPort = Number(process.env.E2E_PORT ?? 9300) + 40

let backend: EditorBackend | undefined
let repo = ""

test.describe("content editor @desktop-only", () => {
  // Each test drives the whole editor (a 3 MB app) through steps that are git commits and branch
  // switches in the local proxy: on a machine running the whole suite they need more than the
  // default minute.
  test.describe.configure({ mode: "serial", timeout: 180_000 })

  test.beforeAll(async () => {
    backend = await startEditorBackend(proxyPort)
    repo = backend.repo
  })

  test.afterAll(async () => {
    await backend?.stop()
  })

  const openEditor = (page: Page, hash = "") => openEditorOn(page, backend as EditorBackend, hash)

  test("a new post is written, saved as a draft, published, and passes the build's checks", async ({ page }) => {
    const errors = await openEditor(page, "#/collections/blog/new")
    await englishWithPreview(page)
    await field(page, "Title").fill("GFRG Roof Slabs Explained")
    await field(page, "Summary").fill("How GFRG panels and concrete micro-beams make a light, quick roof slab.")
    await field(page, "Author").fill("GFRG Engineering Team")
    await field(page, "Date published").fill("2026-11-20")
    await field(page, "Date modified").fill("2026-11-21")
    await field(page, "Meta title").fill("GFRG roof slabs explained")
    await field(page, "Meta description").fill("How GFRG roof slabs are designed and placed in Kerala homes.")
    await field(page, "Keywords").fill("GFRG roof slab, GFRG floor slab, micro-beam")
    await field(page, "Tags").fill("GFRG, roofs")
    await choose(page, "Category", "STRUCTURAL DESIGN")

    // The cover comes before the optional small image, in the model's field order.
    await uploadPicture(page, page.getByRole("button", { name: "Choose an image" }).first(), {
      file: path.join(repo, "..", `cover-${proxyPort}.jpg`),
      width: 1200,
      height: 675,
      colour: "#5d8f86",
    })
    await field(page, "Cover image description").fill("A GFRG roof slab panel lifted onto the walls by a crane")
    await page.locator("[data-slate-editor]").click()
    await page.keyboard.type("GFRG slabs are light, and a crane places a whole roof in a day.")
    // A picture in the body, through the editor's own picture dialog: saved beside the post.
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Add Component" }).click()
    await page.getByRole("menuitem", { name: "Image" }).click()
    await uploadPicture(page, page.getByRole("button", { name: "Choose an image" }).last(), {
      file: path.join(repo, "..", `slab-figure-${proxyPort}.jpg`),
      width: 800,
      height: 450,
      colour: "#b4531f",
    })
    await field(page, "Alt Text").fill("Micro-beams cast in a GFRG roof slab")

    // The preview renders the post with the site's own heading font.
    const preview = page.frameLocator("#preview-pane")
    await expect(preview.locator("h1")).toHaveText("GFRG Roof Slabs Explained")
    await expect
      .poll(() => preview.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily))
      .toMatch(/^"DM Serif Display"/)
    await expect
      .poll(() => preview.locator("h1").evaluate((h1) => h1.ownerDocument.fonts.check('1em "DM Serif Display"')))
      .toBe(true)
    // A post with nothing typed on its Malayalam side says so above its preview.
    await expect(preview.getByRole("status", { name: "Translations" })).toContainText(
      "No Malayalam translation yet: the Malayalam site does not show this entry.",
    )
    // What the build accepts but the house standard asks for is a visible warning.
    await expect(preview.getByRole("status", { name: "House standard" })).toContainText(
      "the house standard is 950 to 1,250 words",
    )

    await page.getByRole("button", { name: "Save" }).click()
    // A save is a commit on its own branch through the proxy: seconds on a busy machine.
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 })
    expect(git(repo, "branch", "--list", "cms/*")).toContain("cms/blog/gfrg-roof-slabs-explained")
    // On its own branch only (the proxy checks branches out while it works: ask git, not the folder).
    expect(git(repo, "ls-tree", "-r", "--name-only", "main", "content/blog/gfrg-roof-slabs-explained")).toBe("")

    await markReadyAndPublish(page)
    const postDir = "content/blog/gfrg-roof-slabs-explained"
    const onMain = () => git(repo, "ls-tree", "-r", "--name-only", "main", postDir).split("\n").filter(Boolean)
    await expect.poll(onMain, { timeout: 15_000 }).toContain(`${postDir}/index.en.md`)

    const post = matter(git(repo, "show", `main:${postDir}/index.en.md`))
    expect(post.data).toMatchObject({
      title: "GFRG Roof Slabs Explained",
      author: "GFRG Engineering Team",
      category: "STRUCTURAL DESIGN",
      keywords: ["GFRG roof slab", "GFRG floor slab", "micro-beam"],
      tags: ["GFRG", "roofs"],
      imageAltText: "A GFRG roof slab panel lifted onto the walls by a crane",
    })
    expect(post.content).toContain("a crane places a whole roof in a day")
    expect(post.content).toContain(`![Micro-beams cast in a GFRG roof slab](slab-figure-${proxyPort}.jpg)`)
    expect(onMain()).toContain(`${postDir}/slab-figure-${proxyPort}.jpg`)
    const coverName = String(post.data.featuredImage).replace(/^\.\//, "")
    expect(onMain()).toContain(`${postDir}/${coverName}`)
    // Written in English only: its Malayalam file, which Decap writes for every language, is blank
    // (not a file of empty fields, which the build would refuse), and the build reads it as no translation.
    const malayalamFile = `${postDir}/index.ml.md`
    expect(onMain().includes(malayalamFile) ? git(repo, "show", `main:${malayalamFile}`).trim() : "").toBe("")
    expect(validateContent(path.join(repo, "content"))).toEqual([])
    expect(errors).toEqual([])
  })

  test("a Malayalam translation begun but not whole is not saved, and the editor names what is missing; filled in and translated, it is published beside the English", async ({
    page,
  }) => {
    const slug = fs
      .readdirSync(path.join(repo, "content", "blog"))
      .find((folder) => !fs.existsSync(path.join(repo, "content", "blog", folder, "index.ml.md")))
    expect(slug, "an English-only post to translate").toBeDefined()
    const errors = await openEditor(page, `#/collections/blog/entries/${slug}/index`)
    await expect(page.getByText("Writing in ML")).toBeVisible({ timeout: 30_000 })
    // The two languages side by side: the Malayalam side's field is the second of its name.
    const malayalam = (label: string) => field(page, label).last()
    const title = "ജി.എഫ്.ആർ.ജി വീടുകളുടെ ചെലവ്"
    await malayalam("Title").fill(title)
    await page.getByRole("button", { name: "Save" }).click()
    const refusal = page.getByText(
      /The Malayalam translation is not complete, so nothing was saved: .*summary is required/,
    )
    await expect(refusal).toBeVisible({ timeout: 30_000 })
    expect(git(repo, "branch", "--list", "cms/*")).not.toContain(`cms/blog/${slug}`)
    // Decap ends a refused save by rejecting its promise with its "save failed" action, unhandled.
    await expect.poll(() => errors).toEqual(["pageerror: Object"])
    errors.splice(0)

    // Filled in from the English side (Decap asks first; the dialog is accepted), then translated.
    await page.getByRole("button", { name: "Fill in from another locale" }).last().click()
    await page.getByRole("menuitem", { name: /^en$/i }).click()
    const english = matter(fs.readFileSync(path.join(repo, "content", "blog", slug ?? "", "index.en.md"), "utf8"))
    await expect(malayalam("Title")).toHaveValue(String(english.data.title))
    const summary = "ജി.എഫ്.ആർ.ജി വീടിന്റെ ചെലവ് എവിടെയെല്ലാം കുറയുന്നു എന്ന് ലളിതമായി."
    for (const [label, text] of [
      ["Title", title],
      ["Summary", summary],
    ] as const) {
      // As an editor empties a field (Decap's text field keeps its caret, so a scripted clear removes one letter).
      await malayalam(label).click()
      await page.keyboard.press("Control+A")
      await page.keyboard.press("Delete")
      await expect(malayalam(label)).toHaveValue("")
      await malayalam(label).fill(text)
      await expect(malayalam(label)).toHaveValue(text)
    }
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 })
    await markReadyAndPublish(page)
    const file = `content/blog/${slug}/index.ml.md`
    const onMain = () => git(repo, "ls-tree", "-r", "--name-only", "main", `content/blog/${slug}`)
    await expect.poll(onMain, { timeout: 15_000 }).toContain(file)
    expect(matter(git(repo, "show", `main:${file}`)).data).toMatchObject({ title, summary })
    expect(validateContent(path.join(repo, "content"))).toEqual([])
    expect(errors).toEqual([])
  })

  test("a project's status changed in the editor is in its JSON once published", async ({ page }) => {
    const errors = await openEditor(page, "#/collections/projects/entries/kottayam-retail-arcade/project")
    await englishWithPreview(page)
    const onMain = () =>
      JSON.parse(git(repo, "show", "main:content/projects/kottayam-retail-arcade/project.en.json")) as {
        status: string
        name: string
      }
    const before = onMain()
    const next = before.status === "Completed" ? "Ongoing" : "Completed"
    await choose(page, "Status", next)
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 })
    await page.getByRole("button", { name: /Status: Draft/ }).click()
    await page.getByText("Ready", { exact: true }).click()
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now", { exact: true }).click()
    await expect.poll(() => onMain().status, { timeout: 15_000 }).toBe(next)
    expect(onMain().name).toBe(before.name)
    expect(validateContent(path.join(repo, "content"))).toEqual([])
    expect(errors).toEqual([])
  })

  test("a post missing a required field cannot be saved, and the editor says which", async ({ page }) => {
    await openEditor(page, "#/collections/blog/new")
    await englishWithPreview(page)
    await field(page, "Title").fill("A Post Without Its Summary")
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible()
    await expect(page.getByText("Summary is required.")).toBeVisible()
    expect(git(repo, "branch", "--list", "cms/*")).not.toContain("a-post-without-its-summary")
  })
})

test.describe("the editor stays out of the public site", () => {
  test("no public page loads the editor's bundle; /admin/ is noindex, out of the sitemap, with its own policy", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname)
    expect(pages.length).toBeGreaterThan(40)
    expect(pages.some((p) => p.startsWith("/admin"))).toBe(false)
    for (const pagePath of [...pages, "/404.html"]) {
      const html = await (await request.get(pagePath)).text()
      expect({ pagePath, admin: /\/admin\/|decap|netlify-identity/i.test(html) }).toEqual({ pagePath, admin: false })
    }
    const home = await request.get("/")
    const admin = await request.get("/admin/")
    expect(admin.status()).toBe(200)
    expect(await admin.text()).toContain('<meta name="robots" content="none">')
    expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow")
    expect(admin.headers()["content-security-policy"]).not.toBe(home.headers()["content-security-policy"])
    expect(home.headers()["content-security-policy"]).not.toContain("'unsafe-eval'")
    expect((await request.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/")
  })

  test("a sign-in window the editor opens on another origin can answer it, as the github backend's login does", async ({
    page,
  }) => {
    // Decap's github backend signs in through a window on the authentication server's origin,
    // which posts the token back to window.opener (docs/behaviour.md, security headers).
    await page.goto("/admin/", { waitUntil: "domcontentloaded" })
    const answered = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener("message", (event) => resolve(`${event.origin} ${String(event.data)}`), {
            once: true,
          })
        }),
    )
    const opened = page.waitForEvent("popup")
    const signIn = `http://127.0.0.1:${SINK_HTTP_PORT}/health`
    await page.evaluate((url) => void window.open(url, "sign-in"), signIn)
    const popup = await opened
    await popup.waitForLoadState("domcontentloaded")
    expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
    await popup.evaluate(() => (window.opener as Window).postMessage("authorization:github:success", "*"))
    expect(await answered).toBe(`${new URL(signIn).origin} authorization:github:success`)
  })
})
