// Paint first, then hydrate (pure, unit-tested; docs/performance.md#paint-first-then-hydrate): Next's framework
// chunks move from the head into a loader that adds them after the first paint.

import { PAINT_FIRST_LOADER } from './generated/paint-first-loader.mjs';

/** Set by src/shell/HydrationMark.tsx once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The framework loads after this long even if the browser never reports a first paint. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** Next's framework chunks as its App Router writes them (nothing else on our pages looks like this). */
const NEXT_CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;

/**
 * The loader (src/hosting/paint-first-loader.mjs, minified at build: inline, so every byte is on every page and
 * hashed by the CSP), called with the page's chunks. It waits for the first contentful paint, stamped when the
 * frame is presented: a timer set from an animation frame could run before that and put the framework's requests
 * ahead of the paint. It holds button presses until hydration and replays them (docs/performance.md#presses-before-hydration),
 * but not on a button that opens a native popover: a second click would close what it opened.
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
