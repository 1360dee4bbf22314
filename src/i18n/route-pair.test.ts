import { describe, expect, it } from 'vitest';
import { localisedPage, pageParamsGiven } from './route-pair';

type Slug = { slug?: string[] };
const pages: Slug[] = [{ slug: [] }, { slug: ['a'] }, { slug: ['b', 'c'] }];

describe('pageParamsGiven', () => {
  it('answers with the page the given params name, and only that', () => {
    expect(pageParamsGiven<Slug>({ slug: ['b', 'c'] }, ['slug'])).toEqual([{ slug: ['b', 'c'] }]);
    expect(pageParamsGiven<Slug>({ locale: 'de', slug: [] }, ['slug'])).toEqual([{ slug: [] }]);
  });

  it('leaves the answer to the route when the given params name no page', () => {
    expect(pageParamsGiven<Slug>(undefined, ['slug'])).toBeNull();
    expect(pageParamsGiven<Slug>({}, ['slug'])).toBeNull();
    expect(pageParamsGiven<Slug>({ locale: 'de' }, ['slug'])).toBeNull();
    expect(pageParamsGiven<Slug>({ slug: ['a'] }, undefined)).toBeNull();
  });
});

describe('localisedPage generateStaticParams', () => {
  const route = localisedPage<Slug>({
    params: () => pages,
    paramNames: ['slug'],
    translated: (locale, english) => (locale === 'de' ? english.slice(0, 2) : []),
    render: () => null,
  });

  // How Next walks a page and its parallel slot: the second segment is asked once per params set of
  // the first, and each answer is merged in. The total must stay N, not N × N.
  async function walk(
    first: typeof route.english.generateStaticParams,
    second: typeof route.english.generateStaticParams,
    parent: Record<string, unknown> = {},
  ) {
    const merged: Record<string, unknown>[] = [];
    for (const params of await first({ params: parent })) {
      for (const item of await second({ params: { ...parent, ...params } })) merged.push({ ...parent, ...params, ...item });
    }
    return merged;
  }

  it('a page and its slot prerender each page once, not every pair', async () => {
    expect(await walk(route.english.generateStaticParams, route.english.generateStaticParams)).toEqual(pages);
    expect(await walk(route.localised.generateStaticParams, route.localised.generateStaticParams)).toEqual([
      { locale: 'de', slug: [] },
      { locale: 'de', slug: ['a'] },
    ]);
  });

  it("a locale's pages are those it has in its own words; the home page is every locale's", async () => {
    expect(await route.localised.generateStaticParams()).toEqual([
      { slug: [], locale: 'de' },
      { slug: ['a'], locale: 'de' },
    ]);
    const home = localisedPage({ render: () => null });
    expect((await home.localised.generateStaticParams()).map(({ locale }) => locale)).toEqual([
      'es',
      'fr',
      'de',
      'ja',
      'zh-Hans',
      'ar',
      'he',
      'fa',
    ]);
  });

  it('asked on its own, a route still lists all its pages', async () => {
    expect(await route.english.generateStaticParams()).toEqual(pages);
    expect(await route.english.generateStaticParams({ params: {} })).toEqual(pages);
  });
});
