import { describe, expect, it } from 'vitest';
import { localeCopiesToPrerender, prerenderModeFrom } from './prerender-params';

const pages = [{ slug: [] }, { slug: ['versioning'] }, { slug: ['guides', 'webhooks'] }];

describe('localeCopiesToPrerender', () => {
  it('keeps every page for a static export', () => {
    expect(localeCopiesToPrerender(pages, 'every-locale')).toEqual(pages);
  });

  it('keeps none for a server build: each copy renders on its first request', () => {
    expect(localeCopiesToPrerender(pages, 'on-first-request')).toEqual([]);
  });
});

describe('prerenderModeFrom', () => {
  it('is every locale only for the static export', () => {
    expect(prerenderModeFrom({ TESSERA_STATIC_EXPORT: '1' })).toBe('every-locale');
    expect(prerenderModeFrom({})).toBe('on-first-request');
    expect(prerenderModeFrom({ TESSERA_STATIC_EXPORT: '0' })).toBe('on-first-request');
  });
});
