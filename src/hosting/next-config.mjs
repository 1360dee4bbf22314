// The static export's part of next.config (build time): TESSERA_STATIC_EXPORT=1 turns the build into
// plain files in out/ for any static host or CDN (scripts/build-static.ts finishes them).

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { STATIC_EXPORT } from '../config/build-mode.mjs';
import { OPENAPI_DOCUMENT, REFERENCE_PAGES_DIR } from '../config/content-paths.mjs';

/** Next's own route file extensions. */
const ROUTE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
/**
 * Routes that need a running server (`route.server.ts`, `page.server.tsx`: the error-reporting tunnel,
 * the e2e fixtures) are routes only when there is one; the export leaves them out instead of failing.
 */
const SERVER_ONLY_EXTENSIONS = ['server.tsx', 'server.ts'];
/**
 * The REST reference's pages (`page.reference.tsx`): a static export refuses a route with no page to write, so the
 * export of a site with no reference (the bench's corpus) leaves them out; a server build answers 404 there either way.
 */
const REFERENCE_EXTENSIONS = ['reference.tsx'];
const REFERENCE_SOURCES = [REFERENCE_PAGES_DIR, OPENAPI_DOCUMENT];

/**
 * Whether the site under `root` has a REST reference to build.
 * @param {string} root
 */
export function hasReference(root) {
  return REFERENCE_SOURCES.some((source) => existsSync(path.join(/* turbopackIgnore: true */ root, source)));
}

/**
 * The file extensions Next takes as routes in either build.
 * @param {{ staticExport: boolean, reference: boolean }} build
 */
export function routeExtensions({ staticExport, reference }) {
  if (!staticExport) return [...SERVER_ONLY_EXTENSIONS, ...REFERENCE_EXTENSIONS, ...ROUTE_EXTENSIONS];
  return [...(reference ? REFERENCE_EXTENSIONS : []), ...ROUTE_EXTENSIONS];
}

/**
 * Next's options for either build (images are already unoptimised for every build). Headers and
 * rewrites do not apply to a static host; its own files carry them (out/_headers, the nginx config).
 * @param {string} [root] the site's folder
 * @returns {import('next').NextConfig}
 */
export function staticExportNextConfig(root = process.cwd()) {
  const pageExtensions = routeExtensions({ staticExport: STATIC_EXPORT, reference: STATIC_EXPORT && hasReference(root) });
  return STATIC_EXPORT
    ? {
        output: 'export',
        pageExtensions,
        // The export renders every page in every locale. Next's default, a worker fewer than the cores,
        // renders on one worker on a 2-core machine and leaves a core idle.
        experimental: { cpus: Math.max(2, availableParallelism() - 1) },
      }
    : {
        pageExtensions,
        // Pages rendered on first request (untranslated locale copies, and the 404s of any URL that
        // looks like /<locale>/…) stay in Next's memory cache, which is bounded (LRU), not on disk,
        // which any crawler of made-up URLs could fill.
        experimental: { isrFlushToDisk: false },
      };
}
