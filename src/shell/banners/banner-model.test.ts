import { describe, expect, it } from 'vitest';
import {
  bannersForPath,
  type BannerEntry,
  parseDismissed,
  publishBanner,
  serializeDismissed,
  visibleBanners,
  withdrawBanner,
} from './banner-model';

const banner = (id: string, content = id, dismissible = true): BannerEntry<string> => ({
  id,
  tone: 'info',
  content,
  dismissible,
});

describe('bannersForPath', () => {
  it('keeps published banners everywhere and a provided one on its own path only', () => {
    const list = [banner('published'), { ...banner('home'), path: '/' }, { ...banner('errors'), path: '/docs/errors' }];
    expect(bannersForPath(list, '/').map((entry) => entry.id)).toEqual(['published', 'home']);
    expect(bannersForPath(list, '/docs/errors').map((entry) => entry.id)).toEqual(['published', 'errors']);
    expect(bannersForPath(list, '/docs/errors/').map((entry) => entry.id)).toEqual(['published', 'errors']);
    expect(bannersForPath(list, '/docs').map((entry) => entry.id)).toEqual(['published']);
    expect(bannersForPath(list, '/docs/errors/more').map((entry) => entry.id)).toEqual(['published']);
  });
});

describe('banner list', () => {
  it('publishes in order and replaces by id in place', () => {
    const list = publishBanner(publishBanner([], banner('a')), banner('b'));
    expect(publishBanner(list, banner('a', 'new')).map((entry) => entry.content)).toEqual(['new', 'b']);
  });

  it('withdraws by id', () => {
    expect(withdrawBanner([banner('a'), banner('b')], 'a').map((entry) => entry.id)).toEqual(['b']);
  });

  it('hides dismissed banners unless they cannot be dismissed', () => {
    const list = [banner('a'), banner('b', 'b', false)];
    expect(visibleBanners(list, new Set(['a', 'b'])).map((entry) => entry.id)).toEqual(['b']);
  });
});

describe('stored dismissals', () => {
  it('round-trip', () => {
    expect(parseDismissed(serializeDismissed(new Set(['a', 'b'])))).toEqual(new Set(['a', 'b']));
  });

  it.each([null, '', 'not json', '{"a":1}', '42', 'null', '[1, null, {}]'])('read junk %j as none', (raw) => {
    expect(parseDismissed(raw)).toEqual(new Set());
  });

  it('keep only short string ids and at most 50', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `id-${index}`);
    expect(parseDismissed(JSON.stringify([...ids, 'x'.repeat(500), 7])).size).toBe(50);
    expect(parseDismissed('x'.repeat(100_000))).toEqual(new Set());
  });
});
