import { DEFAULT_LANG, type Lang } from "./lang"

/**
 * The interface's own words (docs/architecture.md, "Languages"): buttons, labels, messages, the
 * words around content. Content (what editors write) is in content/ instead, one file per language.
 *
 * A dictionary is written in English first; its type is what every other language must give, key
 * for key, so a missing or misspelt key fails the type check. A value is a text, or a function
 * of what it names (a count, a date) returning one.
 */
export type Strings<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Strings<T[K]>
}

export type Dictionary<T> = Readonly<Record<Lang, Strings<T>>>

/**
 * One room's dictionary: the English words, then the same keys in every other language
 * (`dictionary({ … })({ ml: { … } })`; in two steps so the English fixes the type the others fill).
 */
export function dictionary<T>(en: T) {
  return (others: { readonly [L in Exclude<Lang, "en">]: Strings<T> }): Dictionary<T> =>
    ({ ...others, [DEFAULT_LANG]: en as Strings<T> }) as Dictionary<T>
}
