/** Hooks the screens share: the document's title and data loaded from the API. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"
import { failureMessage } from "./api"

/** Sets the document's title to "<title> · Office" while the screen shows. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Office`
  }, [title])
}

export interface Loaded<T> {
  /** The latest answer, possibly for an earlier key while the next one loads. */
  data: T | null
  /** Why the answer for the current key could not be loaded. */
  error: string | null
  loading: boolean
  reload: () => void
  /** Replaces the data with an answer got another way (a change's answer). */
  setData: (data: T) => void
}

interface State<T> {
  key: string | null
  data: T | null
  error: string | null
}

/** Loads `load()` whenever `key` changes (and on reload()); answers to older keys are dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<State<T>>({ key: null, data: null, error: null })
  const [round, setRound] = useState(0)
  const latestLoad = useRef(load)
  useLayoutEffect(() => {
    latestLoad.current = load
  })

  useEffect(() => {
    let current = true
    setState((previous) => ({ ...previous, key: previous.key === key ? key : null, error: null }))
    latestLoad.current().then(
      (data) => {
        if (current) setState({ key, data, error: null })
      },
      (error: unknown) => {
        if (current) setState((previous) => ({ ...previous, key, error: failureMessage(error) }))
      },
    )
    return () => {
      current = false
    }
  }, [key, round])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  const setData = useCallback((data: T) => setState({ key, data, error: null }), [key])
  return { data: state.data, error: state.error, loading: state.key !== key, reload, setData }
}
