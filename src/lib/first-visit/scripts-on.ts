/**
 * Reveal effects (content that fades in when scrolled to) start from visible content: they hide
 * it only under this class on <html>, which an inline head script sets before first paint. A
 * visitor without JavaScript, or a crawler that reads the HTML, gets the content as it is.
 */
export const SCRIPTS_ON_CLASS = "js"

/** Static text, so the server's CSP hash covers it. */
export const SCRIPTS_ON_HEAD_SCRIPT = `document.documentElement.classList.add(${JSON.stringify(SCRIPTS_ON_CLASS)});`
