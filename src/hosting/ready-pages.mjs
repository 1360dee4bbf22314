// Pages ready to send (pure): each page finished once, by the build or by the server on its first request
// (docs/architecture.md#the-one-path-a-page-takes).
import { FLIGHT_HEADERS, NEXT_RSC_UNION_QUERY } from 'next/dist/client/components/app-router-headers.js';
import { inlineScriptHashes } from '../security/content-security-policy.mjs';
import { paintBeforeHydration } from './paint-first.mjs';

/** Where `scripts/ready-pages.mjs` writes the finished pages, their twins and the list of them. */
export const READY_PAGES_DIR = '.next/ready-pages';
export const READY_PAGES_LIST = 'pages.json';

/**
 * A prerendered page's file in Next's output (relative to `.next/server/app`) to its URL path; null
 * for files that are not a public page of their own (`_not-found`, `_global-error`).
 * @param {string} file e.g. `docs/quick-start.html`, `index.html`
 * @returns {string | null}
 */
export function pagePathOf(file) {
  if (!file.endsWith('.html')) return null;
  const route = file.slice(0, -'.html'.length).split('\\').join('/');
  if (route.split('/').some((segment) => segment.startsWith('_') || segment.startsWith('(') || segment.startsWith('['))) return null;
  return route === 'index' ? '/' : `/${route}`;
}

/**
 * The files a ready page is kept in, relative to READY_PAGES_DIR, by URL path.
 * @param {string} pagePath
 */
export function readyPageFile(pagePath) {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

/**
 * A page as it is sent: the framework's chunks moved into the paint-first loader, and the hashes of
 * its inline scripts (the loader included) for its Content-Security-Policy.
 * @param {string} html Next's prerendered HTML
 * @returns {{ html: string, scriptHashes: string[] }}
 */
export function finishPage(html) {
  const finished = paintBeforeHydration(html);
  return { html: finished, scriptHashes: inlineScriptHashes(finished) };
}

/**
 * The page a request reads: its path, or null when it is not a plain read of a page (another method,
 * Next's navigation data, a file). Next's own list of its headers, so a header a new Next adds is in it.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {string | null}
 */
export function pageRequestPath(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (FLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).has(NEXT_RSC_UNION_QUERY)) return null;
  if (!pathname.startsWith('/') || /\.[^/]*$/.test(pathname)) return null;
  return pathname;
}
