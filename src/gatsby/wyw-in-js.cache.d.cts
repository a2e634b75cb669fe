/** The types of wyw-in-js.cache.cjs, which is plain CommonJS for wyw-in-js's webpack loader. */
interface StylesCache {
  /** The CSS extracted from a source file (its absolute path); rejects when there is none. */
  get(key: string): Promise<string>
  set(key: string, css: string): Promise<void>
  /** The files whose change must rebuild the source file's CSS module. */
  getDependencies(key: string): Promise<string[]>
  setDependencies(key: string, dependencies: string[]): Promise<void>
}

declare const stylesCache: StylesCache & {
  /** A cache of the same kind kept in `dir`. */
  fileStylesCache(dir: string): StylesCache
}
export = stylesCache
