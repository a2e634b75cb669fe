/**
 * Adds an event listener and returns the function that removes it, so an effect can add several
 * and clean up with one call: `const offs = [listen(…), listen(…)]; return () => offs.forEach((off) => off())`.
 * `capture` adds it for the event's capture phase (and removes that one).
 */
export function listen<K extends keyof DocumentEventMap>(
  target: Document,
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  capture?: boolean,
): () => void
export function listen<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  capture?: boolean,
): () => void
export function listen<K extends keyof MediaQueryListEventMap>(
  target: MediaQueryList,
  type: K,
  handler: (event: MediaQueryListEventMap[K]) => void,
  capture?: boolean,
): () => void
export function listen(
  target: EventTarget,
  type: string,
  handler: (event: Event) => void,
  capture = false,
): () => void {
  target.addEventListener(type, handler, capture)
  return () => target.removeEventListener(type, handler, capture)
}

/** Runs every remover `listen` returned: an effect's cleanup. */
export const unlistenAll = (offs: readonly (() => void)[]) => (): void => offs.forEach((off) => off())
