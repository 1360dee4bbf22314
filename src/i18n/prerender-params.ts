// Which locale copies of the docs pages the build renders ahead of time (pure). A static export has no
// server, so it writes every page in every locale. A server build writes the English pages and renders
// a /<locale>/docs/… copy on its first request, then serves it from Next's cache: that cuts the pages
// a build renders ninefold (each copy is the same MDX, with the locale's chrome and banner).

export type PrerenderMode = 'every-locale' | 'on-first-request';

/** The mode a build runs in: a static export (src/config/build-mode.mjs) needs every page on disk. */
export function prerenderModeFor(staticExport: boolean): PrerenderMode {
  return staticExport ? 'every-locale' : 'on-first-request';
}

/** The param sets of a /<locale>/docs/… route to prerender for each locale. */
export function localeCopiesToPrerender<Params>(all: readonly Params[], mode: PrerenderMode): Params[] {
  return mode === 'every-locale' ? [...all] : [];
}
