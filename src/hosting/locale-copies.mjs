// Which 404 page answers a URL before Next renders it (pure, unit-tested). A server build renders the
// /<locale>/docs/… copies on their first request (src/i18n/prerender-params.ts), so the /<locale>
// segment is open: left to Next, a made-up URL under it would be rendered on request only to find
// nothing, and Next then sends an empty error shell. The build's own manifest says what exists.

/**
 * What the build produced: its locales, every prerendered path, and the first path segments that
 * name something real (routes, public files, configured paths such as the error-reporting tunnel).
 * @param {{ routes: Record<string, { srcRoute?: string | null }>, dynamicRoutes: Record<string, unknown> }} manifest Next's prerender-manifest.json
 * @param {string[]} appPaths the keys of Next's app-paths-manifest.json (every route, rendered ahead or not)
 * @param {string[]} otherTopLevel names of public/ entries and configured paths' first segments
 */
export function routeTableFrom(manifest, appPaths, otherTopLevel) {
  const paths = new Set(Object.keys(manifest.routes));
  const locales = new Set(
    Object.entries(manifest.routes)
      .filter(([, route]) => route.srcRoute === '/[locale]')
      .map(([path]) => path.slice(1)),
  );
  const topLevel = new Set(['_next', ...otherTopLevel]);
  for (const path of [...paths, ...Object.keys(manifest.dynamicRoutes), ...appPaths]) {
    // Route groups, '(en)', are not in URLs; parameters, '[locale]', are not names.
    const first = path.split('/').find((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
    if (first && !first.startsWith('[')) topLevel.add(first);
  }
  return { paths, locales, topLevel };
}

/**
 * The path of the prerendered 404 page that answers `pathname`, or null to let Next route it:
 * a locale's docs copy of an English page that does not exist, or any other path under a locale that
 * the build did not make, gets that locale's 404 page; a first
 * segment that is neither a locale nor anything the build made gets the default one.
 * @param {string} pathname the request's path, without query
 * @param {{ paths: Set<string>, locales: Set<string>, topLevel: Set<string> }} table
 * @returns {string | null}
 */
export function notFoundPageFor(pathname, table) {
  let segments;
  try {
    segments = pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return '/_not-found';
  }
  const first = segments[1] ?? '';
  if (first === '') return null;
  if (table.locales.has(first)) {
    // Outside /docs a locale has only what the build prerendered for it (home, changelog, 404).
    const exists = segments[2] === 'docs' ? table.paths.has(`/${segments.slice(2).join('/')}`.replace(/\/+$/, '')) : table.paths.has(segments.join('/').replace(/\/+$/, '') || '/');
    return exists ? null : `/${first}/404`;
  }
  return table.topLevel.has(first) ? null : '/_not-found';
}
