/**
 * <days-ago date="YYYY-MM-DD">: how long ago a date was, "(8 days ago)", worked out in the browser
 * from the date the static HTML carries beside it, so a page built weeks ago never claims a fresh
 * update (docs/behaviour.md §2, "Progress updates"). A custom element rather than a React effect: it
 * writes into its own shadow root, so the HTML React hydrates is the server's (an empty element)
 * whenever the element has run before hydration.
 */
import { DEFAULT_LANG, isLang } from "../i18n/lang"
import { PROJECTS } from "../i18n/ui/projects"
import { isIsoDate } from "../content-model/vocabulary"
import { daysSince } from "../listing/progress"

export const DAYS_AGO_TAG = "days-ago"

/** The words for `date` in the language of the element's page: "(today)", "(yesterday)", "(8 days ago)". */
export function daysAgoText(date: string, lang: string | null | undefined, now: Date = new Date()): string {
  return PROJECTS[isLang(lang) ? lang : DEFAULT_LANG].daysAgo(daysSince(date, now))
}

/** Defines the element once (gatsby-browser.tsx, before the app renders). */
export function defineDaysAgo(registry: CustomElementRegistry = window.customElements): void {
  if (registry.get(DAYS_AGO_TAG)) return
  registry.define(
    DAYS_AGO_TAG,
    class DaysAgo extends HTMLElement {
      static observedAttributes = ["date"]
      connectedCallback() {
        this.render()
      }
      attributeChangedCallback() {
        this.render()
      }
      private render() {
        const date = this.getAttribute("date") ?? ""
        const root = this.shadowRoot ?? this.attachShadow({ mode: "open" })
        root.textContent = isIsoDate(date) ? daysAgoText(date, this.closest("[lang]")?.getAttribute("lang")) : ""
      }
    },
  )
}
