/**
 * The app's scripts start once the first screen is painted (docs/architecture.md §4, "First paint").
 *
 * Gatsby writes the app's three scripts (webpack runtime, React, the app) as `<script src async>`
 * tags in the `_gatsby-scripts` slice of every page. The browser's preload scanner fetches them
 * with the HTML, so they share the network with what the first screen needs (the heading font,
 * the first picture), and run as soon as they arrive, before the first paint when the network is
 * fast. The build (src/gatsby/on-post-build.ts) puts one inline script in their place that adds
 * them once the browser reports the page's first paint and, where the page has a first-screen
 * picture (src/lib/first-visit/first-screen.ts), that picture's paint. Without JavaScript nothing changes: the
 * pages are whole in their HTML.
 */
import { FIRST_SCREEN_TIMING } from "./first-screen"
import { REACT_DOM_READY } from "./react-dom-ready"

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->'
const SLICE_END = '<!-- slice-end id="_gatsby-scripts-1" -->'
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g

/**
 * The longest the scripts wait: a picture that stalls, or a browser that reports no paint, must not
 * keep a visitor's menu and forms from working for long.
 */
export const FIRST_SCREEN_WAIT_MS = 2500

/**
 * The inline script that adds `sources` (in this order) once
 * - the page's first contentful paint is reported (paint timing), and
 * - every `img[elementtiming="first-screen"]` is reported painted (element timing) or has failed
 *   (before the script ran, or after);
 * where a browser lacks either report, two frames after the page (or the picture) is ready stand
 * in for it. A hidden tab paints nothing, so there they start at once; and they start after
 * FIRST_SCREEN_WAIT_MS whatever happens. Plain ES5, static text but for the file names (the CSP
 * hash covers it).
 *
 * With `reactDomFirst` (React DOM's own entry, src/react-dom-first.ts), the last source (the app)
 * is only preloaded at first and added when that entry reports React DOM evaluated (or fails to
 * load): React DOM's start and the app's are then two tasks, not one.
 */
export function appScriptsLoader(sources: readonly string[], reactDomFirst?: string): string {
  return `(function(){var s=${JSON.stringify(sources)},d=document,w=window,P=w.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[],started=0,waiting=1;function add(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e);return e}function start(){if(started)return;started=1;var r=${JSON.stringify(reactDomFirst ?? "")},last=s.length-1,appAdded=0;function app(){if(!appAdded){appAdded=1;add(s[last])}}if(!r||last<1){for(var i=0;i<s.length;i++)add(s[i]);return}var p=d.createElement("link");p.rel="preload";p.as="script";p.href=s[last];d.head.appendChild(p);w.${REACT_DOM_READY}=app;for(var j=0;j<last;j++)add(s[j]);add(r).onerror=app}function done(){if(--waiting===0)start()}function frames(f){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(f,0)})})}if(d.visibilityState==="hidden"||!w.requestAnimationFrame){start();return}setTimeout(start,${FIRST_SCREEN_WAIT_MS});if(t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();done()}}).observe({type:"paint",buffered:true})}else{frames(done)}var left=[].slice.call(d.querySelectorAll('img[elementtiming="${FIRST_SCREEN_TIMING}"]'));waiting+=left.length;function painted(i){var k=left.indexOf(i);if(k>=0){left.splice(k,1);done()}}left.slice().forEach(function(i){if(i.complete&&!i.naturalWidth)painted(i);else i.addEventListener("error",function(){painted(i)})});if(t.indexOf("element")>=0){if(left.length)new P(function(l){l.getEntries().forEach(function(e){painted(e.element)})}).observe({type:"element",buffered:true})}else{left.slice().forEach(function(i){if(i.complete)frames(function(){painted(i)});else i.addEventListener("load",function(){frames(function(){painted(i)})})})}})();`
}

/** The part of Gatsby's `webpack.stats.json` that names every entry's files. */
export interface WebpackStats {
  assetsByChunkName?: Record<string, readonly string[]>
}

/**
 * The script of a webpack entry's own chunk as a path ("/react-dom-first-3fad.js"): the last
 * JavaScript file of the entry, after the runtime and the chunks it shares.
 */
export function entryScript(stats: WebpackStats, entry: string): string | undefined {
  const script = (stats.assetsByChunkName?.[entry] ?? []).filter((file) => file.endsWith(".js")).pop()
  return script === undefined ? undefined : `/${script}`
}

/** The loader's script tag is marked, so a page rewritten once is known (and left) as such. */
const LOADER_ID = "app-scripts-after-first-screen"

/** Whether a page has the loader in place of the app's script tags. */
export const startsAppScriptsAfterFirstScreen = (html: string): boolean => html.includes(`<script id="${LOADER_ID}">`)

/**
 * A page's HTML with the app's async script tags (inside the `_gatsby-scripts` slice) replaced by
 * appScriptsLoader (with React DOM's own entry, when the build has one). HTML without that slice,
 * or already rewritten, comes back unchanged.
 */
export function startAppScriptsAfterFirstScreen(html: string, reactDomFirst?: string): string {
  if (startsAppScriptsAfterFirstScreen(html)) return html
  const start = html.indexOf(SLICE_START)
  const end = html.indexOf(SLICE_END, start)
  if (start < 0 || end < 0) return html
  const slice = html.slice(start, end)
  const sources = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "")
  if (sources.length === 0) return html
  const loader = `<script id="${LOADER_ID}">${appScriptsLoader(sources, reactDomFirst)}</script>`
  return html.slice(0, start) + slice.replace(ASYNC_SCRIPT, "") + loader + html.slice(end)
}
