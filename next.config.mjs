// Next.js configuration: MDX through fumadocs-mdx, strict headers for hashed assets.
import { createMDX } from 'fumadocs-mdx/next';

/** Fonts and icons are content-hashed or rebuilt from one source, so browsers may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  images: { unoptimized: true },
  // Every docs page is also Markdown at its URL plus `.md` (served by a static route handler).
  async rewrites() {
    return [
      { source: '/docs.md', destination: '/api/markdown/docs' },
      { source: '/docs/:path+.md', destination: '/api/markdown/docs/:path+' },
    ];
  },
  async headers() {
    return [{ source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] }];
  },
};

export default createMDX()(config);
