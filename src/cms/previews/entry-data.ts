import { DEFAULT_LANG, LANGS, type Lang } from "../../lib/i18n/lang"
import type { PreviewTemplateProps } from "../decap-types"
import { hasContent } from "../translations"

/**
 * The draft's fields as plain values. A draft is incomplete by nature, so every reader has a
 * fallback: the preview shows what is there and never fails on what is not.
 */
export interface EntryData {
  text: (name: string) => string
  list: (name: string) => string[]
  number: (name: string) => number | null
  records: (name: string) => Record<string, unknown>[]
}

const isImmutable = (value: unknown): value is { toJS: () => unknown } =>
  typeof value === "object" && value !== null && typeof (value as { toJS?: unknown }).toJS === "function"

export function entryData(entry: PreviewTemplateProps["entry"]): EntryData {
  // Decap hands the draft over as an Immutable map; toJS() gives its plain values.
  const draft: unknown = entry.get("data")
  const raw: unknown = isImmutable(draft) ? draft.toJS() : {}
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>
  const asText = (value: unknown): string =>
    typeof value === "string" ? value : typeof value === "number" ? String(value) : ""
  return {
    text: (name) => asText(data[name]),
    list: (name) => {
      const value = data[name]
      return Array.isArray(value) ? value.map(asText).filter((item) => item !== "") : []
    },
    number: (name) => {
      const value = Number(data[name])
      return data[name] === undefined || data[name] === "" || Number.isNaN(value) ? null : value
    },
    records: (name) => {
      const value = data[name]
      return Array.isArray(value)
        ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
        : []
    },
  }
}

/**
 * The languages other than English in which the draft has nothing typed yet (Decap keeps each
 * language's fields under the entry's `i18n`), as the editor writes them: a blank file, no translation.
 */
export function untranslated(entry: PreviewTemplateProps["entry"]): Lang[] {
  return LANGS.filter((lang) => lang !== DEFAULT_LANG).filter((lang) => {
    const data: unknown = entry.getIn(["i18n", lang, "data"])
    return !hasContent(isImmutable(data) ? data.toJS() : null)
  })
}
