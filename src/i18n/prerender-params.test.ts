import { describe, expect, it } from 'vitest';
import { localeCopiesToPrerender } from './prerender-params';

const pages = [{ slug: [] }, { slug: ['versioning'] }, { slug: ['guides', 'webhooks'] }];

describe('localeCopiesToPrerender', () => {
  it('keeps every page for a static export', () => {
    expect(localeCopiesToPrerender(pages, 'every-locale')).toEqual(pages);
  });

  it('keeps none for a server build: each copy renders on its first request', () => {
    expect(localeCopiesToPrerender(pages, 'on-first-request')).toEqual([]);
  });
});
