import { LIST_KEY } from "./collections"

/**
 * Site files whose root is a list (content/site/leaders.en.json, ...) as Decap edits them: one object
 * with the list under LIST_KEY, written back as the bare list the build reads.
 */
export const jsonListFormat = {
  fromFile: (text: string): Record<string, unknown> => {
    const data: unknown = JSON.parse(text)
    return Array.isArray(data) ? { [LIST_KEY]: data } : (data as Record<string, unknown>)
  },
  toFile: (data: Record<string, unknown>): string => `${JSON.stringify(data[LIST_KEY] ?? [], null, 2)}\n`,
}
