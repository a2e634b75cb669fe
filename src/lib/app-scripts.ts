/**
 * The app's scripts start once the first screen is painted (docs/architecture.md §4, "First paint").
 *
 * Gatsby writes the app's three scripts (webpack runtime, React, the app) as `<script src async>`
 * tags in the `_gatsby-scripts` slice of every page. The browser's preload scanner fetches them
 * with the HTML, so they share the network with what the first screen needs (the heading font,
 * the first picture), and run as soon as they arrive, before the first paint when the network is
 * fast. The build (src/gatsby/on-post-build.ts) puts one inline script in their place that adds
 * them once the browser reports the page's first paint and, where the page has a first-screen
 * picture (src/lib/first-screen.ts), that picture's paint. Without JavaScript nothing changes: the
 * pages are whole in their HTML.
 */
import { FIRST_SCREEN_TIMING } from "./first-screen"

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
 */
export function appScriptsLoader(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=document,w=window,P=w.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[],started=0,waiting=1;function start(){if(started)return;started=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.body.appendChild(e)}}function done(){if(--waiting===0)start()}function frames(f){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(f,0)})})}if(d.visibilityState==="hidden"||!w.requestAnimationFrame){start();return}setTimeout(start,${FIRST_SCREEN_WAIT_MS});if(t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();done()}}).observe({type:"paint",buffered:true})}else{frames(done)}var left=[].slice.call(d.querySelectorAll('img[elementtiming="${FIRST_SCREEN_TIMING}"]'));waiting+=left.length;function painted(i){var k=left.indexOf(i);if(k>=0){left.splice(k,1);done()}}left.slice().forEach(function(i){if(i.complete&&!i.naturalWidth)painted(i);else i.addEventListener("error",function(){painted(i)})});if(t.indexOf("element")>=0){if(left.length)new P(function(l){l.getEntries().forEach(function(e){painted(e.element)})}).observe({type:"element",buffered:true})}else{left.slice().forEach(function(i){if(i.complete)frames(function(){painted(i)});else i.addEventListener("load",function(){frames(function(){painted(i)})})})}})();`
}

/**
 * A page's HTML with the app's async script tags (inside the `_gatsby-scripts` slice) replaced by
 * appScriptsLoader. HTML without that slice, or already rewritten, comes back unchanged.
 */
export function startAppScriptsAfterFirstScreen(html: string): string {
  const start = html.indexOf(SLICE_START)
  const end = html.indexOf(SLICE_END, start)
  if (start < 0 || end < 0) return html
  const slice = html.slice(start, end)
  const sources = [...slice.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "")
  if (sources.length === 0) return html
  const rewritten = slice.replace(ASYNC_SCRIPT, "") + `<script>${appScriptsLoader(sources)}</script>`
  return html.slice(0, start) + rewritten + html.slice(end)
}
