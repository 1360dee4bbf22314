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

/** Any script of Next's chunks, however Next writes the tag. */
const ANY_NEXT_CHUNK_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\//;

/** Next's low-priority preload of one of those chunks: fetched while the page parses, ahead of the paint. */
const NEXT_CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g;

/**
 * Rewrites one HTML page so its Next chunks load after the first paint (and are not preloaded before it), and
 * names the chunks it loads at start-up; a page without them (or without a body to end) comes back unchanged.
 * Throws where the page loads Next's chunks only with tags it does not recognise: Next changed its markup, and
 * paint-first would silently do nothing (docs/next-internals.md).
 * @param {string} html
 * @returns {{ html: string, chunks: string[] }}
 */
export function paintBeforeHydration(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  /** @type {string[]} */
  const chunks = [];
  const head = html.slice(0, bodyEnd < 0 ? html.length : bodyEnd).replace(NEXT_CHUNK_SCRIPT, (_tag, source) => {
    chunks.push(source);
    return '';
  });
  if (chunks.length === 0 && ANY_NEXT_CHUNK_SCRIPT.test(html))
    throw new Error("loads Next's chunks with script tags paint-first does not recognise");
  if (bodyEnd < 0 || chunks.length === 0) return { html, chunks };
  const unpreloaded = head.replace(NEXT_CHUNK_PRELOAD, (tag, source) => (chunks.includes(source) ? '' : tag));
  return { html: unpreloaded + hydrationLoader(chunks) + html.slice(bodyEnd), chunks };
}
