// Next.js configuration: MDX through fumadocs-mdx, strict headers for hashed assets.
import { createMDX } from 'fumadocs-mdx/next';
import { monitoringNextConfig, monitoringRelease } from './src/monitoring/next-config.mjs';
import { STATIC_EXPORT } from './src/config/build-mode.mjs';
import { codeBuildId } from './src/hosting/build-id.mjs';
import { staticExportNextConfig } from './src/hosting/next-config.mjs';
import { siteRewrites } from './src/hosting/rewrites.mjs';
import { IMMUTABLE_CACHE_CONTROL, IMMUTABLE_PATH_PREFIXES } from './src/security/security-headers.mjs';

// A static export has no server to tunnel through: the SDK then posts to the DSN directly.
if (STATIC_EXPORT) delete process.env.NEXT_PUBLIC_SENTRY_TUNNEL;

/** Error reporting: client instrumentation only with a DSN, and the tunnel path's rewrite. */
const monitoring = monitoringNextConfig(process.env);
/** The export's or the server's options; its route files are part of what the build id hashes. */
const hosting = staticExportNextConfig(import.meta.dirname);
/** Written into the client's scripts (`env`), so part of what the build id hashes. */
const inlinedEnv = { TESSERA_RELEASE: monitoringRelease(import.meta.dirname) };
/**
 * Source maps, read by the tunnel to make error reports readable and moved out of reach of visitors after the build
 * (scripts/hide-source-maps.ts): only with a DSN, and never in the static export, which has no tunnel.
 */
const sourceMaps = monitoring.sourceMaps && !STATIC_EXPORT;

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses (after hashing each page's inline scripts for its policy, which needs the plain HTML).
  compress: false,
  typedRoutes: false,
  images: { unoptimized: true },
  // `npm run typecheck` (part of `npm test`) checks the types; repeating it in every build costs ~12 s.
  typescript: { ignoreBuildErrors: true },
  instrumentationClientInject: monitoring.instrumentationClientInject,
  productionBrowserSourceMaps: sourceMaps,
  compiler: { define: monitoring.define },
  env: inlinedEnv,
  // Unchanged by content edits, so unchanged pages come out of a rebuild byte for byte (src/hosting/build-id.mjs).
  generateBuildId: () =>
    codeBuildId(import.meta.dirname, {
      env: process.env,
      inlined: { env: inlinedEnv, define: monitoring.define, STATIC_EXPORT, routes: hosting.pageExtensions },
    }),
  // TESSERA_STATIC_EXPORT=1 (npm run build:static): plain files in out/ for any static host.
  ...hosting,
  // Turbopack maps the server's code too unless told not to (docs/error-reporting.md).
  experimental: { ...hosting.experimental, turbopackSourceMaps: sourceMaps },
  headers: STATIC_EXPORT
    ? undefined
    : async function headers() {
        // Fonts and the search index's files are content-hashed, so browsers may keep them (server.mjs sets the same, and the security headers).
        return IMMUTABLE_PATH_PREFIXES.filter((prefix) => prefix !== '/_next/static/').map((prefix) => ({
          source: `${prefix}:file*`,
          headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }],
        }));
      },
  // The Markdown twins and the error-reporting tunnel (src/hosting/rewrites.mjs).
  rewrites: STATIC_EXPORT ? undefined : async () => siteRewrites(monitoring.rewrites),
};

export default createMDX()(config);
