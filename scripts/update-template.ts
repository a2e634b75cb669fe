/**
 * What `npm run new-update` adds to a project (scripts/new-update.ts): the update at the top of its
 * list, dated, staged and titled, with one photo named after its date. Its text and the photo's
 * description are left empty on purpose: the build refuses the update, naming both fields, until
 * the editor has written them (docs/behaviour.md §5).
 */
export interface NewUpdate {
  date: string
  stage: string
  title: string
}

/** The project with the new update first; throws when the project already has an update that day. */
export function withNewUpdate(project: Record<string, unknown>, { date, stage, title }: NewUpdate) {
  const updates = Array.isArray(project.updates) ? (project.updates as Record<string, unknown>[]) : []
  if (updates.some((update) => update.date === date))
    throw new Error(`the project already has an update dated ${date}: edit that one (a project has one update a day)`)
  const update = { date, stage, title, text: "", photos: [{ src: `./update-${date}-1.jpg`, alt: "" }] }
  return { ...project, updates: [update, ...updates] }
}
