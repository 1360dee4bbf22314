import { describe, expect, it } from 'vitest';
import { brokenLinkReason, resolveInternal, type SiteIndex } from './link-model';

const index: SiteIndex = {
  pages: new Map([
    ['/docs', new Set(['what-you-can-build'])],
    ['/docs/authentication', new Set(['scopes', 'oauth-2-with-pkce'])],
    ['/docs/reference', new Set(['pagination'])],
  ]),
  routes: new Set(['/', '/llms.txt']),
};

describe('resolveInternal', () => {
  it('resolves absolute, relative and fragment links like a browser', () => {
    expect(resolveInternal('/docs/authentication#scopes', '/docs/errors')).toEqual({ path: '/docs/authentication', hash: 'scopes' });
    expect(resolveInternal('./authentication', '/docs/errors')).toEqual({ path: '/docs/authentication', hash: '' });
    expect(resolveInternal('../docs/reference/', '/docs/errors')).toEqual({ path: '/docs/reference', hash: '' });
    expect(resolveInternal('#scopes', '/docs/authentication')).toEqual({ path: '/docs/authentication', hash: 'scopes' });
    expect(resolveInternal('/docs/authentication?x=1', '/docs')).toEqual({ path: '/docs/authentication', hash: '' });
  });

  it('leaves external links alone', () => {
    for (const href of ['https://api.tessera.design/v1', 'mailto:dev@tessera.design', '//cdn.example.com/x', 'tel:+1']) {
      expect(resolveInternal(href, '/docs')).toBeNull();
    }
  });
});

describe('brokenLinkReason', () => {
  it('accepts pages, anchors and known routes', () => {
    expect(brokenLinkReason('/docs/authentication#oauth-2-with-pkce', '/docs', index)).toBeNull();
    expect(brokenLinkReason('#scopes', '/docs/authentication', index)).toBeNull();
    expect(brokenLinkReason('/llms.txt', '/docs', index)).toBeNull();
    expect(brokenLinkReason('/docs/authentication.md', '/docs', index)).toBeNull();
    expect(brokenLinkReason('https://example.com/nope', '/docs', index)).toBeNull();
  });

  it('names what is missing', () => {
    expect(brokenLinkReason('/docs/webhookz', '/docs', index)).toBe('no page at /docs/webhookz');
    expect(brokenLinkReason('/docs/webhookz.md', '/docs', index)).toBe('no page at /docs/webhookz.md');
    expect(brokenLinkReason('/docs/authentication#scopez', '/docs', index)).toBe('no heading #scopez on /docs/authentication');
    expect(brokenLinkReason('#nowhere', '/docs', index)).toBe('no heading #nowhere on /docs');
    expect(brokenLinkReason('', '/docs', index)).toBe('empty link');
  });
});
