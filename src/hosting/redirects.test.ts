import { describe, expect, it } from 'vitest';
import { checkedRedirects, redirectAddresses, redirectPage, redirectsFile, redirectTarget } from './redirects.mjs';

const pages = ['/docs', '/docs/webhooks/signatures', '/docs/plugins/api/client-storage'];
const moves = [
  { from: '/docs/webhooks/verifying-signatures', to: '/docs/webhooks/signatures' },
  { from: '/docs/plugins/api/storage/', to: '/docs/plugins/api/client-storage' },
];

describe('moved pages', () => {
  it('reads the moves, a trailing slash or none', () => {
    expect(checkedRedirects(moves, pages)).toEqual([
      { from: '/docs/webhooks/verifying-signatures', to: '/docs/webhooks/signatures' },
      { from: '/docs/plugins/api/storage', to: '/docs/plugins/api/client-storage' },
    ]);
    expect(checkedRedirects(null, pages)).toEqual([]);
  });

  it('refuses a move to a missing page, from a current page, a chain or loop, a repeat, or junk, naming the file', () => {
    const check = (entries: unknown) => () => checkedRedirects(entries, pages, 'content/redirects.yml');
    expect(check([{ from: '/docs/old', to: '/docs/nowhere' }])).toThrow(
      'content/redirects.yml: /docs/old moves to /docs/nowhere, which is no page of the site',
    );
    expect(check([{ from: '/docs', to: '/docs/webhooks/signatures' }])).toThrow('/docs is a current page');
    expect(
      check([
        { from: '/docs/a', to: '/docs/b' },
        { from: '/docs/b', to: '/docs/a' },
      ]),
    ).toThrow('/docs/a moves to /docs/b, which is no page of the site');
    expect(
      check([
        { from: '/docs/a', to: '/docs' },
        { from: '/docs/b', to: '/docs/a' },
      ]),
    ).toThrow('/docs/b moves to /docs/a, which is no page of the site');
    expect(check([moves[0], moves[0]])).toThrow('is listed twice');
    expect(check({ from: '/a' })).toThrow('is a list');
    expect(check([{ from: 'docs/a', to: '/docs' }])).toThrow("entry 1 needs a 'from' and a 'to' path");
    expect(check([{ from: '/docs/a?x=1', to: '/docs' }])).toThrow("entry 1 needs a 'from' and a 'to' path");
  });

  it('sends a former address to its page, keeping the locale prefix and the Markdown copy', () => {
    const map = new Map(checkedRedirects(moves, pages).map(({ from, to }) => [from, to]));
    const locales = new Set(['fr', 'ar']);
    expect(redirectTarget('/docs/webhooks/verifying-signatures', map, locales)).toBe('/docs/webhooks/signatures');
    expect(redirectTarget('/docs/webhooks/verifying-signatures/', map, locales)).toBe('/docs/webhooks/signatures');
    expect(redirectTarget('/fr/docs/plugins/api/storage', map, locales)).toBe('/fr/docs/plugins/api/client-storage');
    expect(redirectTarget('/docs/plugins/api/storage.md', map, locales)).toBe('/docs/plugins/api/client-storage.md');
    expect(redirectTarget('/ar/docs/webhooks/verifying-signatures.md', map, locales)).toBe('/ar/docs/webhooks/signatures.md');
    for (const path of [
      '/docs/webhooks/signatures',
      '/de/docs/webhooks/verifying-signatures',
      '/docs/webhooks/verifying-signatures/x',
      '/',
    ])
      expect(redirectTarget(path, map, locales), path).toBeNull();
  });

  it('tells a static host every address: each locale, each Markdown copy', () => {
    const addresses = redirectAddresses([moves[0]!], ['fr']);
    expect(redirectsFile(addresses)).toBe(
      [
        '/docs/webhooks/verifying-signatures /docs/webhooks/signatures 308',
        '/docs/webhooks/verifying-signatures.md /docs/webhooks/signatures.md 308',
        '/fr/docs/webhooks/verifying-signatures /fr/docs/webhooks/signatures 308',
        '/fr/docs/webhooks/verifying-signatures.md /fr/docs/webhooks/signatures.md 308',
        '',
      ].join('\n'),
    );
    const html = redirectPage('/docs/webhooks/signatures', 'https://developers.tessera.design');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://developers.tessera.design/docs/webhooks/signatures">');
    expect(html).toContain('<link rel="canonical" href="https://developers.tessera.design/docs/webhooks/signatures">');
  });
});
