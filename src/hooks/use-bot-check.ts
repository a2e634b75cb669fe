import { startTransition, useCallback, useEffect, useState } from "react"
import { BOT_CHECK } from "../lib/constants"
import { BOT_CHECK_SCRIPT_ID, BOT_CHECK_SCRIPT_URL, BOT_CHECK_SITE_KEY, botCheckApi } from "../lib/enquiry/bot-check"
import { FORMS } from "../lib/enquiry/words"
import { useStrings } from "./use-lang"

/**
 * Adds the bot-check script once per page and reports when it is ready: polled every 100 ms,
 * and checked again 500 ms after the script's load event. If the script cannot load, `ready`
 * stays false (the forms stay in their preparing state, as the spec says).
 *
 * Readiness is rendered as a transition: the script reports ready while the page is still coming
 * alive, and re-rendering the whole form at once (40-odd components) was one task of 10 to 20 ms on
 * this machine, 40 to 80 ms on a slow phone; as a transition React renders it in slices and yields
 * to the visitor's input between them (docs/architecture.md §4, "Forms").
 */
export function useBotCheck(): { ready: boolean; getToken: (action: string) => Promise<string> } {
  const [ready, setReady] = useState(false)
  const notReady = useStrings(FORMS).contact.securityNotReady

  useEffect(() => {
    let done = false
    const timers: ReturnType<typeof setTimeout>[] = []
    const check = () => {
      if (done) return
      const api = botCheckApi()
      if (!api) return
      done = true
      clearInterval(poll)
      api.ready(() => startTransition(() => setReady(true)))
    }
    const poll = setInterval(check, BOT_CHECK.pollMs)

    let script = document.getElementById(BOT_CHECK_SCRIPT_ID) as HTMLScriptElement | null
    if (!script) {
      script = document.createElement("script")
      script.id = BOT_CHECK_SCRIPT_ID
      script.src = BOT_CHECK_SCRIPT_URL
      script.async = true
      script.defer = true
      document.head.appendChild(script)
    }
    const onLoad = () => timers.push(setTimeout(check, BOT_CHECK.retryAfterLoadMs))
    const onError = () => clearInterval(poll)
    script.addEventListener("load", onLoad)
    script.addEventListener("error", onError)
    check()

    return () => {
      done = true
      clearInterval(poll)
      timers.forEach(clearTimeout)
      script?.removeEventListener("load", onLoad)
      script?.removeEventListener("error", onError)
    }
  }, [])

  const getToken = useCallback(
    (action: string) => {
      const api = botCheckApi()
      if (!api) return Promise.reject(new Error(notReady))
      return api.execute(BOT_CHECK_SITE_KEY, { action })
    },
    [notReady],
  )

  return { ready, getToken }
}
