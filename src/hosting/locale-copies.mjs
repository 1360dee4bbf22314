// Which 404 page answers a URL before Next renders it (pure), from the route table the build writes, never Next's
// manifests (docs/i18n.md#what-the-build-renders-ahead).

/** Written by the build, read by server.mjs. */
export const ROUTE_TABLE_FILE = '.next/route-table.json';
/** Where the build copies the prerendered 404 pages, by the page's path (`/_not-found`, `/fr/404`). */
export const NOT_FOUND_PAGES_DIR = '.next/not-found';
/** The 404 page of a path that belongs to no locale. */
export const DEFAULT_NOT_FOUND_PAGE = '/_not-found';

/**
 * @typedef {{ locales: string[], pages: string[], localised: string[], topLevel: string[], postPaths: string[], redirects: import('./redirects.mjs').Redirect[] }} RouteTable
 * `pages`: the English docs and reference pages; `localised`: the other paths every locale has (home,
 * changelog, its 404 page); `topLevel`: first path segments the routes, rewrites and server name
 * (public/'s entries are added as the server starts); `postPaths`: where posts are taken; `redirects`:
 * the pages that moved (content/redirects.yml, checked).
 */

/**
 * The URL pattern of a route file under src/app (`(en)/(portal)/changelog/page.tsx` → `/changelog`), or
 * null for a file that is no route. Route groups and parallel-route slots are not in URLs.
 * @param {string} file the path below src/app, with forward slashes
 * @returns {string | null}
 */
export function routePatternOf(file) {
  const segments = file.split('/');
  const name = segments.pop() ?? '';
  /** @type {Record<string, string>} metadata routes Next serves under another name */
  const metadata = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml' };
  if (metadata[name]) segments.push(/** @type {string} */ (metadata[name]));
  else if (!/^(page|route)(\.server|\.reference)?\.(tsx|ts)$/.test(name)) return null;
  const inUrl = segments.filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
  return `/${inUrl.join('/')}`;
}

/**
 * @param {{ routePatterns: string[], pages: string[], locales: string[], rewrites: { source: string, destination: string }[], ownPaths: string[], postRoutes: string[], redirects?: import('./redirects.mjs').Redirect[] }} sources
 *   `ownPaths`: paths server.mjs answers itself (the CSP report endpoint); `postRoutes`: routes that take posts
 * @returns {RouteTable}
 */
export function routeTableFrom(sources) {
  const firstSegment = (/** @type {string} */ path) => path.split('/')[1] ?? '';
  const topLevel = new Set(['_next']);
  for (const path of [...sources.routePatterns, ...sources.rewrites.map((rewrite) => rewrite.source), ...sources.ownPaths]) {
    const first = firstSegment(path);
    if (first && !first.startsWith('[') && !first.startsWith(':')) topLevel.add(first);
  }
  const localised = sources.routePatterns
    .filter((pattern) => pattern === '/[locale]' || pattern.startsWith('/[locale]/'))
    .map((pattern) => pattern.slice('/[locale]'.length) || '/')
    .filter((rest) => !rest.includes('['));
  const postPaths = [
    ...sources.postRoutes,
    ...sources.rewrites.filter((rewrite) => sources.postRoutes.includes(rewrite.destination)).map((rewrite) => rewrite.source),
  ];
  return {
    locales: [...sources.locales],
    // The content's pages, and the routes of their own under /docs (a feed).
    pages: [
      ...new Set([...sources.pages, ...sources.routePatterns.filter((path) => path.startsWith('/docs/') && !path.includes('['))]),
    ].sort(),
    localised: [...new Set(localised)].sort(),
    topLevel: [...topLevel].sort(),
    postPaths,
    redirects: sources.redirects ?? [],
  };
}

/**
 * The table as the server looks things up in it, with the names in public/ as the server starts: the
 * build writes some of them (the search index) after the table.
 * @param {RouteTable} table
 * @param {string[]} publicEntries
 * @returns {{ locales: Set<string>, pages: Set<string>, localised: Set<string>, topLevel: Set<string>, moves: Map<string, string> }}
 */
export function routeLookup(table, publicEntries) {
  return {
    moves: new Map((table.redirects ?? []).map(({ from, to }) => [from, to])),
    locales: new Set(table.locales),
    pages: new Set(table.pages),
    localised: new Set(table.localised),
    topLevel: new Set([...table.topLevel, ...publicEntries]),
  };
}

/**
 * The path of the prerendered 404 page that answers `pathname`, or null to let Next route it.
 * @param {string} pathname the request's path, without query
 * @param {ReturnType<typeof routeLookup>} lookup
 * @returns {string | null}
 */
export function notFoundPageFor(pathname, lookup) {
  let segments;
  try {
    segments = pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return DEFAULT_NOT_FOUND_PAGE;
  }
  const first = segments[1] ?? '';
  if (first === '') return null;
  if (first === 'docs') {
    // An English page, or its Markdown twin (`/docs/x.md`, rewritten to the Markdown route).
    const page = `/${segments.slice(1).join('/')}`.replace(/\/+$/, '').replace(/\.md$/, '');
    return lookup.pages.has(page) ? null : DEFAULT_NOT_FOUND_PAGE;
  }
  if (lookup.locales.has(first)) {
    const rest = `/${segments.slice(2).join('/')}`.replace(/\/+$/, '') || '/';
    const exists = segments[2] === 'docs' ? lookup.pages.has(rest) : lookup.localised.has(rest);
    return exists ? null : `/${first}/404`;
  }
  return lookup.topLevel.has(first) ? null : DEFAULT_NOT_FOUND_PAGE;
}
