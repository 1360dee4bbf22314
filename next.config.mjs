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
  // After pages: a tunnel path that collides with a page never hides the page.
  async rewrites() {
    return monitoring.rewrites;
  },
};

export default createMDX()(config);
