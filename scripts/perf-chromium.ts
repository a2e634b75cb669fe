/**
 * The Chromium that `npm run perf` launches for each Lighthouse run: chrome-launcher's default
 * flags (the ones Lighthouse's own CLI uses), the project's flags for this machine, and the desktop
 * browser's omnibox popup left out (docs/performance.md, "The browser's own omnibox").
 *
 * Desktop Chromium draws its address bar's suggestion popup in WebUI renderers that it starts with
 * the browser, even headless, and that react to every navigation. On a two-core machine they run
 * beside the page being measured, at the moment its document commits, and the commit is what
 * Lighthouse's simulated phone then counts as blocking time. A phone's browser has no such renderer.
 * Both sides of the comparison, the reference and our pages, run without it; `--with-browser-ui`
 * keeps it, as a plain Lighthouse CLI run on a desktop Chromium has it. Checked with Chromium 156;
 * a Chromium that has no such popup ignores the unknown feature names, so the option is then
 * harmless, and `npm run perf` prints the version it measured with.
 */

/** Chromium features of the desktop omnibox's WebUI popup (both of its renderers). */
export const BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const

const DISABLE_FEATURES = "--disable-features="

/**
 * `flags` with `features` added to its `--disable-features` list, or in a list of their own when
 * it has none; several lists become one. Chromium reads only the last `--disable-features` it is
 * given, so a second one would silently enable what the first disabled (chrome-launcher's list,
 * for one).
 */
export function withDisabledFeatures(flags: readonly string[], features: readonly string[]): string[] {
  const lists = flags.filter((flag) => flag.startsWith(DISABLE_FEATURES))
  if (features.length === 0 && lists.length <= 1) return [...flags]
  const already = lists.flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(",")).filter(Boolean)
  const merged = [...new Set([...already, ...features])]
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), `${DISABLE_FEATURES}${merged.join(",")}`]
}

/** The flags for one measured run: launcher defaults, then ours, the browser UI's renderers off unless kept. */
export function measuredChromiumFlags(options: {
  launcherDefaults: readonly string[]
  projectFlags: readonly string[]
  withBrowserUi: boolean
}): string[] {
  const flags = [...options.launcherDefaults, "--headless=new", ...options.projectFlags]
  return withDisabledFeatures(flags, options.withBrowserUi ? [] : BROWSER_UI_FEATURES)
}
