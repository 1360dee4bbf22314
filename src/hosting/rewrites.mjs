// The server build's rewrites (next.config.mjs), here so the route table (scripts/check-next-output.ts) knows the same
// paths. They apply after pages and files, so neither can hide a real page.

/**
 * @param {{ source: string, destination: string }[]} monitoringRewrites the error-reporting tunnel's (src/monitoring/next-config.mjs)
 * @returns {{ source: string, destination: string }[]}
 */
export function siteRewrites(monitoringRewrites) {
  return [
    // Every docs page is also Markdown at its URL plus `.md` (served by a static route handler).
    { source: '/docs.md', destination: '/api/markdown/docs.md' },
    { source: '/docs/:path+.md', destination: '/api/markdown/docs/:path+.md' },
    // The error-reporting tunnel at its configured path.
    ...monitoringRewrites,
  ];
}
