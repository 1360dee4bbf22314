import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectAddresses, redirectPage, redirectsFile } from './redirects.mjs';

const moves = [{ from: '/docs/webhooks/verifying-signatures', to: '/docs/webhooks/signatures' }];

describe('moved pages', () => {
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
