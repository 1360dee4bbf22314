import { describe, expect, it } from 'vitest';
import { notFoundPageFor, routeLookup, routePatternOf, routeTableFrom } from './locale-copies.mjs';

const routeFiles = [
  '(en)/(portal)/page.tsx',
  '(en)/(portal)/changelog/page.tsx',
  '(en)/(portal)/changelog/feed.xml/route.ts',
  '(en)/(portal)/design-kit/page.tsx',
  '(en)/(portal)/layout.tsx',
  '(en)/docs/(guides)/[[...slug]]/page.tsx',
  '(en)/docs/(guides)/@sidebar/[[...slug]]/page.tsx',
  '(en)/docs/reference/[[...slug]]/page.reference.tsx',
  '(en)/docs/reference/changes/feed.xml/route.ts',
  '(en)/fixtures/render-error/page.server.tsx',
  '(en)/error.tsx',
  '[locale]/(portal)/page.tsx',
  '[locale]/(portal)/changelog/page.tsx',
  '[locale]/404/page.tsx',
  '[locale]/docs/(guides)/[[...slug]]/page.tsx',
  'api/markdown/[...slug]/route.ts',
  'api/monitoring-tunnel/route.server.ts',
  'og/[...slug]/route.tsx',
  'robots.ts',
  'sitemap.ts',
  'global-error.tsx',
];
const routePatterns = routeFiles.map(routePatternOf).filter((pattern): pattern is string => pattern !== null);
const table = routeTableFrom({
  routePatterns,
  pages: ['/docs', '/docs/authentication', '/docs/reference', '/docs/reference/files'],
  locales: ['fr', 'ar'],
  rewrites: [
    { source: '/docs.md', destination: '/api/markdown/docs.md' },
    { source: '/monitoring', destination: '/api/monitoring-tunnel' },
  ],
  ownPaths: ['/csp-reports'],
  postRoutes: ['/api/monitoring-tunnel'],
});
const lookup = routeLookup(table, ['fonts', 'search', 'search.json', 'favicon.ico']);

describe('the route table, from the route files', () => {
  it('reads each route file as its URL pattern: groups and slots are not in URLs, other files are no routes', () => {
    expect(routePatterns).toEqual([
      '/',
      '/changelog',
      '/changelog/feed.xml',
      '/design-kit',
      '/docs/[[...slug]]',
      '/docs/[[...slug]]',
      '/docs/reference/[[...slug]]',
      '/docs/reference/changes/feed.xml',
      '/fixtures/render-error',
      '/[locale]',
      '/[locale]/changelog',
      '/[locale]/404',
      '/[locale]/docs/[[...slug]]',
      '/api/markdown/[...slug]',
      '/api/monitoring-tunnel',
      '/og/[...slug]',
      '/robots.txt',
      '/sitemap.xml',
    ]);
  });

  it('lists what every locale has, the real first segments, and where posts are taken', () => {
    expect(table.localised).toEqual(['/', '/404', '/changelog']);
    expect(table.topLevel).toEqual(
      expect.arrayContaining([
        '_next',
        'api',
        'changelog',
        'csp-reports',
        'design-kit',
        'docs',
        'docs.md',
        'fixtures',
        'monitoring',
        'og',
        'robots.txt',
      ]),
    );
    expect(table.topLevel).not.toContain('[locale]');
    expect(table.postPaths).toEqual(['/api/monitoring-tunnel', '/monitoring']);
  });
});

describe('notFoundPageFor', () => {
  it('lets Next render a locale copy of an English page, and every other locale page', () => {
    for (const path of [
      '/fr/docs/authentication',
      '/ar/docs',
      '/ar/docs/',
      '/fr/docs/reference/files',
      '/fr',
      '/fr/changelog',
      '/fr/404',
    ]) {
      expect(notFoundPageFor(path, lookup), path).toBeNull();
    }
  });

  it("answers a locale copy of a page that does not exist with that locale's 404 page", () => {
    expect(notFoundPageFor('/fr/docs/nope', lookup)).toBe('/fr/404');
    expect(notFoundPageFor('/ar/docs/authentication/extra', lookup)).toBe('/ar/404');
    expect(notFoundPageFor('/fr/docs/authentication.md', lookup)).toBe('/fr/404');
    // Outside the docs too: a made-up page under a locale, or an English-only page such as the design kit.
    expect(notFoundPageFor('/ar/no-such-page', lookup)).toBe('/ar/404');
    expect(notFoundPageFor('/fr/design-kit', lookup)).toBe('/fr/404');
  });

  it('answers a made-up English docs page, or its Markdown twin, with the default 404 page: the route renders on request', () => {
    expect(notFoundPageFor('/docs/nope', lookup)).toBe('/_not-found');
    expect(notFoundPageFor('/docs/nope.md', lookup)).toBe('/_not-found');
    expect(notFoundPageFor('/docs/authentication/extra', lookup)).toBe('/_not-found');
    expect(notFoundPageFor('/docs/%E0%A4%A', lookup)).toBe('/_not-found');
  });

  it('answers a first segment that is no locale and nothing the build made with the default 404 page', () => {
    expect(notFoundPageFor('/xx', lookup)).toBe('/_not-found');
    expect(notFoundPageFor('/xx/docs/authentication', lookup)).toBe('/_not-found');
    expect(notFoundPageFor('/%E0%A4%A', lookup)).toBe('/_not-found');
  });

  it('leaves real English routes, public files, configured paths and Next to Next', () => {
    for (const path of [
      '/',
      '/docs/authentication',
      '/docs/authentication/',
      '/docs/authentication.md',
      '/og/docs.png',
      '/api/markdown/docs.md',
      '/design-kit',
      '/robots.txt',
      '/fonts/a.woff2',
      '/favicon.ico',
      '/monitoring',
      '/_next/static/chunks/a.js',
      '/fixtures/render-error',
      // A route file of its own under /docs, beside the pages the content makes.
      '/docs/reference/changes/feed.xml',
    ]) {
      expect(notFoundPageFor(path, lookup), path).toBeNull();
    }
  });

  it('decodes a segment before it compares', () => {
    expect(notFoundPageFor('/%66r/docs/nope', lookup)).toBe('/fr/404');
  });
});
