import { describe, expect, it } from 'vitest';
import { checkedRedirects } from './content-index.build';

const pages = ['/docs', '/docs/webhooks/signatures', '/docs/plugins/api/client-storage'];
const moves = [
  { from: '/docs/webhooks/verifying-signatures', to: '/docs/webhooks/signatures' },
  { from: '/docs/plugins/api/storage/', to: '/docs/plugins/api/client-storage' },
];

describe('moved pages (content/redirects.yml)', () => {
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
});
