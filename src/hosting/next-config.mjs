// The static export's part of next.config (build time): TESSERA_STATIC_EXPORT=1 turns the build into
// plain files in out/ for any static host or CDN (scripts/build-static.ts finishes them).

import { availableParallelism } from 'node:os';
import { STATIC_EXPORT } from '../config/build-mode.mjs';

/** Next's own route file extensions. */
const ROUTE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
/**
 * Routes that need a running server (`route.server.ts`, `page.server.tsx`: the error-reporting tunnel,
 * the e2e fixtures) are routes only when there is one; the export leaves them out instead of failing.
 */
const SERVER_ONLY_EXTENSIONS = ['server.tsx', 'server.ts'];

/**
 * Next's options for either build (images are already unoptimised for every build). Headers and
 * rewrites do not apply to a static host; its own files carry them (out/_headers, the nginx config).
 * @returns {import('next').NextConfig}
 */
export function staticExportNextConfig() {
  return STATIC_EXPORT
    ? {
        output: 'export',
        pageExtensions: ROUTE_EXTENSIONS,
        // The export renders every page in every locale (~9 renders a page). Next's default, a worker
        // fewer than the cores, renders on one worker on a 2-core machine and leaves a core idle.
        experimental: { cpus: Math.max(2, availableParallelism() - 1) },
      }
    : {
        pageExtensions: [...SERVER_ONLY_EXTENSIONS, ...ROUTE_EXTENSIONS],
        // Pages rendered on first request (untranslated locale copies, and the 404s of any URL that
        // looks like /<locale>/…) stay in Next's memory cache, which is bounded (LRU), not on disk,
        // which any crawler of made-up URLs could fill.
        experimental: { isrFlushToDisk: false },
      };
}
