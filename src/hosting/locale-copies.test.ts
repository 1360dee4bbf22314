import { describe, expect, it } from 'vitest';
import { notFoundPageFor, routeTableFrom } from './locale-copies.mjs';

const manifest = {
  routes: {
    '/': { srcRoute: null },
    '/docs': { srcRoute: '/docs/[[...slug]]' },
    '/docs/authentication': { srcRoute: '/docs/[[...slug]]' },
    '/docs/reference/files': { srcRoute: '/docs/reference/[[...slug]]' },
    '/fr': { srcRoute: '/[locale]' },
    '/ar': { srcRoute: '/[locale]' },
    '/fr/404': { srcRoute: '/[locale]/404' },
    '/fr/changelog': { srcRoute: '/[locale]/changelog' },
    '/design-kit': { srcRoute: null },
    '/robots.txt': { srcRoute: null },
  },
  dynamicRoutes: { '/og/[...slug]': {}, '/api/markdown/[...slug]': {}, '/[locale]/docs/[[...slug]]': {} },
};
const appPaths = ['/(en)/(portal)/page', '/(en)/fixtures/render-error/page', '/[locale]/docs/(guides)/[[...slug]]/page', '/api/monitoring-tunnel/route'];
const table = routeTableFrom(manifest, appPaths, ['fonts', 'pagefind', 'favicon.ico', 'monitoring']);

describe('notFoundPageFor', () => {
  it('lets Next render a locale copy of an English page, and every other locale page', () => {
    for (const path of ['/fr/docs/authentication', '/ar/docs', '/ar/docs/', '/fr/docs/reference/files', '/fr', '/fr/changelog', '/fr/404']) {
      expect(notFoundPageFor(path, table), path).toBeNull();
    }
  });

  it("answers a locale copy of a page that does not exist with that locale's 404 page", () => {
    expect(notFoundPageFor('/fr/docs/nope', table)).toBe('/fr/404');
    expect(notFoundPageFor('/ar/docs/authentication/extra', table)).toBe('/ar/404');
    expect(notFoundPageFor('/fr/docs/authentication.md', table)).toBe('/fr/404');
    // Outside the docs too: a made-up page under a locale, or an English-only page such as the design kit.
    expect(notFoundPageFor('/ar/no-such-page', table)).toBe('/ar/404');
    expect(notFoundPageFor('/fr/design-kit', table)).toBe('/fr/404');
  });

  it('answers a first segment that is no locale and nothing the build made with the default 404 page', () => {
    expect(notFoundPageFor('/xx', table)).toBe('/_not-found');
    expect(notFoundPageFor('/xx/docs/authentication', table)).toBe('/_not-found');
    expect(notFoundPageFor('/%E0%A4%A', table)).toBe('/_not-found');
  });

  it('leaves real English routes, public files, configured paths and Next to Next', () => {
    for (const path of ['/', '/docs/authentication', '/docs/nope', '/og/docs.png', '/api/markdown/docs.md', '/design-kit', '/robots.txt', '/fonts/a.woff2', '/favicon.ico', '/monitoring', '/_next/static/chunks/a.js', '/fixtures/render-error']) {
      expect(notFoundPageFor(path, table), path).toBeNull();
    }
  });

  it('reads locales from the manifest, and decodes a segment before it compares', () => {
    expect([...table.locales]).toEqual(['fr', 'ar']);
    expect(notFoundPageFor('/%66r/docs/nope', table)).toBe('/fr/404');
  });
});
