/**
 * Starts a progress update of a project's build for an editor:
 *   npm run new-update -- <project-slug> "Title" --stage Structure [--date YYYY-MM-DD]
 * adds the update, dated today in Kerala unless --date says otherwise, to the top of
 * content/projects/<slug>/project.en.json with one photo (scripts/update-template.ts), then draws
 * the photo (npm run assets). Its text and the photo's description are left empty, so the build
 * refuses the update, naming both fields, until the editor has written them; the editor then
 * replaces the drawing with a real photo and commits. The Malayalam file gets its twin when the update is translated (docs/behaviour.md §10).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { BUILD_STAGES, isIsoDate, todayInKerala } from "../src/lib/content-model/vocabulary"
import { withNewUpdate } from "./update-template"

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const USAGE = `Usage: npm run new-update -- <project-slug> "Title" --stage "${BUILD_STAGES[3]}" [--date YYYY-MM-DD]
  stages: ${BUILD_STAGES.join(", ")}`

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const positional = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"))
const [slug, ...titleWords] = positional
const title = titleWords.join(" ").trim()
const stage = option("--stage")
const dateGiven = option("--date")
const date = dateGiven ?? todayInKerala()

if (!slug || !title || !stage) fail(USAGE)
if (!(BUILD_STAGES as readonly string[]).includes(stage)) fail(`--stage must be one of: ${BUILD_STAGES.join(", ")}`)
if (!isIsoDate(date)) fail(`--date must be a date written YYYY-MM-DD (got "${dateGiven ?? ""}")`)
if (date > todayInKerala()) fail(`--date must not be in the future (got "${date}")`)

const file = path.join("content", "projects", slug, "project.en.json")
if (!fs.existsSync(file)) fail(`${file} does not exist: the first argument is a project's folder name.`)
let project: Record<string, unknown>
try {
  project = withNewUpdate(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>, { date, stage, title })
} catch (error) {
  fail(`${file}: ${(error as Error).message}`)
}
fs.writeFileSync(file, `${JSON.stringify(project, null, 2)}\n`)
console.log(`added the update of ${date} to ${file}`)
execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "generate-assets.ts")], {
  stdio: "inherit",
})
console.log(`\nNext: write its text and the photo's description in ${file} (the build refuses them empty).`)
