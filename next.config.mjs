// Next.js configuration: one build, a static export (src/hosting/next-config.mjs), MDX through fumadocs-mdx.
import { createMDX } from 'fumadocs-mdx/next';
import { monitoringNextConfig, monitoringRelease } from './src/monitoring/next-config.mjs';
import { codeBuildId } from './src/hosting/build-id.mjs';
import { siteTranslations, staticExportNextConfig } from './src/hosting/next-config.mjs';

/** Error reporting: client instrumentation only with a DSN. */
const monitoring = monitoringNextConfig(process.env);
/** The export's options; its route files are part of what the build id hashes. */
const hosting = staticExportNextConfig(import.meta.dirname);
/** Written into the client's scripts (`env`), so part of what the build id hashes; the translations tell links where a locale's pages are. */
const inlinedEnv = {
  TESSERA_RELEASE: monitoringRelease(import.meta.dirname),
  TESSERA_TRANSLATIONS: JSON.stringify(siteTranslations(import.meta.dirname)),
};

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  images: { unoptimized: true },
  // `npm run typecheck` (part of `npm test`) checks the types; repeating it in every build costs ~12 s.
  typescript: { ignoreBuildErrors: true },
  instrumentationClientInject: monitoring.instrumentationClientInject,
  // Read by the tunnel to make error reports readable, moved out of out/ after the build (scripts/build-static.ts).
  productionBrowserSourceMaps: monitoring.sourceMaps,
  compiler: { define: monitoring.define },
  env: inlinedEnv,
  // Unchanged by content edits, so unchanged pages come out of a rebuild byte for byte (src/hosting/build-id.mjs).
  generateBuildId: () =>
    codeBuildId(import.meta.dirname, {
      env: process.env,
      inlined: { env: inlinedEnv, define: monitoring.define, routes: hosting.pageExtensions },
    }),
  ...hosting,
  // Turbopack maps its code only when told to (docs/error-reporting.md).
  experimental: { ...hosting.experimental, turbopackSourceMaps: monitoring.sourceMaps },
};

export default createMDX()(config);
