// Paint first, then hydrate (pure, unit-tested): Next writes its framework chunks as `<script async>`
// in the head, so on a fast connection the browser downloads and runs ~500 KB of JavaScript before it
// paints a page that is already complete in the HTML. This moves those tags into one small loader at
// the end of the body that adds them once the first frame has painted. The page reads the same; it
// hydrates a frame later, and the text no longer waits for the framework.

import { PAINT_FIRST_LOADER } from './generated/paint-first-loader.mjs';

/** Set by src/shell/HydrationMark.tsx once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The framework loads after this long even if the browser never reports a first paint. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** Next's framework chunks as its App Router writes them (nothing else on our pages looks like this). */
const NEXT_CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;

/**
 * The loader (src/hosting/paint-first-loader.mjs, minified by esbuild at build: it is inline, so
 * every byte is on every page and hashed by the CSP), called with the page's chunks. It adds the
 * scripts once the browser reports the first contentful paint, which is stamped when the frame is
 * presented: a timer set from an animation frame could run before that and put the
 * framework's requests ahead of the paint. Where paint timing is not supported it falls back to that
 * timer; a safety timer (`FIRST_PAINT_WAIT_MS`) loads them anyway should no paint be reported. A
 * hidden tab paints no frames, so there, or if the tab is hidden before its first paint, it runs at once.
 *
 * A press on a button before the page has hydrated would be lost: before the framework starts
 * nothing listens, and between Next's start (which sets `window.next`) and React's hydration call it
 * still waits for the page's client modules. So the loader takes every button press until
 * HydrationMark sets the attribute, keeps it from the page (React never sees it, so it cannot run
 * twice), and clicks those buttons again, in order, once the page is hydrated (a button that opens a
 * native popover is left alone: it has already done its work without a script, and a second click
 * would close what it opened). Seen lost in e2e: 'Only essential' pressed in that gap did nothing.
 * @param {string[]} sources
 */
export function hydrationLoader(sources) {
  return `<script>${PAINT_FIRST_LOADER}(${JSON.stringify(sources)},${JSON.stringify(HYDRATED_ATTRIBUTE)},${FIRST_PAINT_WAIT_MS})</script>`;
}

/**
 * The framework chunks Next's HTML loads at start-up, in order, as it writes them (before
 * `paintBeforeHydration` moves them into the loader).
 * @param {string} html
 * @returns {string[]}
 */
export function nextChunkSources(html) {
  return [...html.matchAll(NEXT_CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * The sources a page's loader adds, in order (empty without one): what a first visit downloads.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScriptSources(html) {
  const call = `<script>${PAINT_FIRST_LOADER}(`;
  const start = html.indexOf(call);
  if (start < 0) return [];
  const from = start + call.length;
  return /** @type {string[]} */ (JSON.parse(html.slice(from, html.indexOf(']', from) + 1)));
}

/**
 * Every script a first visit downloads: the page's script tags (noModule ones skipped, as modern
 * browsers skip them) and what its loader adds, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScriptSources(html) {
  const tags = [...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)].map((match) => /** @type {string} */ (match[1]));
  return [...new Set([...tags, ...deferredScriptSources(html)])];
}

/** Any script of Next's chunks, however Next writes the tag. */
const ANY_NEXT_CHUNK_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\//;

/**
 * The build's self-check (scripts/check-next-output.ts): false when a page loads Next's chunks with
 * tags the rewrite does not recognise, i.e. Next changed its markup and paint-first would silently
 * do nothing.
 * @param {string} html
 * @returns {boolean}
 */
export function paintFirstRecognises(html) {
  return !ANY_NEXT_CHUNK_SCRIPT.test(html) || nextChunkSources(html).length > 0;
}

/** Next's low-priority preload of one of those chunks: fetched while the page parses, ahead of the paint. */
const NEXT_CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;

/**
 * Rewrites one HTML page so its Next chunks load after the first paint (and are not preloaded before
 * it); a page without them (or without a body to end) comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function paintBeforeHydration(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  /** @type {string[]} */
  const sources = [];
  const head = html.slice(0, bodyEnd).replace(NEXT_CHUNK_SCRIPT, (_tag, source) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const unpreloaded = head.replace(NEXT_CHUNK_PRELOAD, (tag, source) => (sources.includes(source) ? '' : tag));
  return unpreloaded + hydrationLoader(sources) + html.slice(bodyEnd);
}
