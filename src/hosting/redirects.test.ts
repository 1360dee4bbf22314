import { describe, expect, it } from 'vitest';
import { checkedRedirects, parseRedirectsFile, redirectAddresses, redirectPage, redirectsFile } from './redirects.mjs';

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

  it('tells a static host every address: each locale, its own page where it has one, each Markdown copy', () => {
    const addresses = redirectAddresses([moves[0]!], ['fr', 'ar'], (locale) => locale === 'fr');
    const file = redirectsFile(addresses, ['fr', 'ar']);
    expect(file).toBe(
      [
        '/docs/webhooks/verifying-signatures /docs/webhooks/signatures 308',
        '/docs/webhooks/verifying-signatures.md /docs/webhooks/signatures.md 308',
        '/fr/docs/webhooks/verifying-signatures /fr/docs/webhooks/signatures 308',
        '/fr/docs/webhooks/verifying-signatures.md /docs/webhooks/signatures.md 308',
        '/ar/docs/webhooks/verifying-signatures /docs/webhooks/signatures 308',
        '/ar/docs/webhooks/verifying-signatures.md /docs/webhooks/signatures.md 308',
        '/fr/* /:splat 302',
        '/ar/* /:splat 302',
        '',
      ].join('\n'),
    );
    // A server that reads the file back takes the moves; the locale rules it applies itself.
    expect(parseRedirectsFile(file)).toEqual(addresses);
    const html = redirectPage('/docs/webhooks/signatures', 'https://developers.tessera.design');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://developers.tessera.design/docs/webhooks/signatures">');
    expect(html).toContain('<link rel="canonical" href="https://developers.tessera.design/docs/webhooks/signatures">');
  });
});
