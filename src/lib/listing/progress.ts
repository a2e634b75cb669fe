/**
 * A build's progress updates as pages show them (docs/behaviour.md §2, "Progress updates"): newest
 * first, the stepper's stages from the newest update's stage, each update's link from its date, and
 * how long ago the last one was, counted in Kerala days. Browser-safe: no zod.
 */
import { BUILD_STAGES, type BuildStage, todayInKerala } from "../content-model/vocabulary"
import { DEFAULT_LANG, type Lang } from "../i18n/lang"
import { projectPath } from "./slug"

/** What pages need of an update to order and link it. */
export interface DatedUpdate {
  date: string
  stage: string
}

/** Updates newest first, whatever order the file keeps them in. */
export function newestFirst<T extends DatedUpdate>(updates: readonly T[]): T[] {
  return [...updates].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

/** The newest update's date, or null for a project without updates. */
export function lastUpdateDate(updates: readonly DatedUpdate[] | null | undefined): string | null {
  return updates?.length ? (newestFirst(updates)[0]?.date ?? null) : null
}

/** The id of an update's element and its link's fragment: update-YYYY-MM-DD. */
export const updateAnchor = (date: string): string => `update-${date}`

/** /projects/<slug>#update-YYYY-MM-DD, the link an owner shares. */
export const updateLink = (slug: string, date: string): string => `${projectPath(slug)}#${updateAnchor(date)}`

/**
 * A feed in a language: a file, so not a page with twins (src/lib/i18n/lang.ts), but each language
 * has its own, beside its pages: /projects/<slug>/updates.xml, /ml/projects/<slug>/updates.xml.
 */
const feedIn = (lang: Lang, path: string): string => (lang === DEFAULT_LANG ? path : `/${lang}${path}`)

/** A project's feed of updates, beside its page: /projects/<slug>/updates.xml. */
export const projectFeedPath = (slug: string, lang: Lang = DEFAULT_LANG): string =>
  feedIn(lang, `${projectPath(slug)}/updates.xml`)

/** Every project's updates in one feed: /projects/updates.xml. */
export const allUpdatesFeedPath = (lang: Lang = DEFAULT_LANG): string => feedIn(lang, "/projects/updates.xml")

export type StepState = "done" | "now" | "to come"

/**
 * The stepper: every stage, in order, with where the build stands. The newest update's stage is
 * "now" and those before it "done"; a completed project has them all done.
 */
export function stageSteps(current: string | null, completed: boolean): { stage: BuildStage; state: StepState }[] {
  const at = current === null ? -1 : BUILD_STAGES.indexOf(current as BuildStage)
  return BUILD_STAGES.map((stage, i) => ({
    stage,
    state: completed || i < at ? "done" : i === at ? "now" : "to come",
  }))
}

/** Whole days from an update's date to today in Kerala (0 on the day itself, never below 0). */
export function daysSince(date: string, now: Date = new Date()): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
  return Math.max(0, Math.round((day(todayInKerala(now)) - day(date)) / 86_400_000))
}
