// Next.js configuration: MDX through fumadocs-mdx, strict headers for hashed assets.
import { createMDX } from 'fumadocs-mdx/next';
import { monitoringNextConfig, monitoringRelease } from './src/monitoring/next-config.mjs';

/** Fonts and icons are content-hashed or rebuilt from one source, so browsers may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Error reporting: client instrumentation only with a DSN, and the tunnel path's rewrite. */
const monitoring = monitoringNextConfig(process.env);

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  images: { unoptimized: true },
  instrumentationClientInject: monitoring.instrumentationClientInject,
  compiler: { define: monitoring.define },
  env: { TESSERA_RELEASE: monitoringRelease(import.meta.dirname) },
  async headers() {
    return [{ source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] }];
  },
  // Rewrites apply after pages and files, so neither can hide a real page.
  async rewrites() {
    return [
      // Every docs page is also Markdown at its URL plus `.md` (served by a static route handler).
      { source: '/docs.md', destination: '/api/markdown/docs' },
      { source: '/docs/:path+.md', destination: '/api/markdown/docs/:path+' },
      // The error-reporting tunnel at its configured path.
      ...monitoring.rewrites,
    ];
  },
};

export default createMDX()(config);
