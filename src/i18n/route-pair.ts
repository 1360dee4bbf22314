// Route files come in pairs: src/app/(en)/… serves English at the root, src/app/[locale]/… the other
// locales under their prefix. One spec makes both files' exports, so a pair cannot drift apart; the
// route files only re-export (Next reads segment options such as `dynamicParams` from the file itself).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { localeOrDefault, localeOrNotFound } from './locale-route';
import { DEFAULT_LOCALE, type Locale, PREFIXED_LOCALES } from './locales';

export type LocalisedPageSpec<Params extends object> = {
  /** The English route's params to prerender. */
  params?: () => Params[] | Promise<Params[]>;
  /** The names of those params, for `pageParamsGiven`. */
  paramNames?: readonly (keyof Params & string)[];
  /**
   * Which of those a locale has in its own words (the others have one address, the English one); all by
   * default (the home page, the changelog). The locale comes from here, not from the [locale] layout: a
   * static export refuses an answer with no pages, and most locales translate no docs page.
   */
  translated?: (locale: Locale, english: Params[]) => Params[];
  metadata?: (params: Params, locale: Locale) => Metadata | Promise<Metadata>;
  render: (params: Params, locale: Locale) => ReactNode | Promise<ReactNode>;
};

type RouteProps<Params> = { params: Promise<Params> };

/**
 * Next calls a segment's `generateStaticParams` once per params set of the segments before it in the
 * route's tree, parallel slots included (a page and its `@sidebar` slot), and merges each answer in.
 * Answering every page each time made N × N sets for N pages: a million at 1 000 pages, and at 10 000
 * the build ran out of memory collecting them. Given params that already name a page, the answer is
 * that page alone (one set, not none: a static export refuses an empty answer); otherwise null.
 */
export function pageParamsGiven<Params extends object>(
  given: Record<string, unknown> | undefined,
  names: readonly (keyof Params & string)[] | undefined,
): Params[] | null {
  if (!given || !names || names.length === 0 || !names.every((name) => name in given)) return null;
  return [Object.fromEntries(names.map((name) => [name, given[name]])) as Params];
}

export function localisedPage<Params extends object = Record<never, never>>(spec: LocalisedPageSpec<Params>) {
  const paramsOf = async () => (spec.params ? await spec.params() : []);
  const localeNames = ['locale', ...(spec.paramNames ?? [])] as (keyof (Params & { locale: Locale }) & string)[];
  /** Each locale's own pages, with the locale. */
  const localeParams = async () => {
    const english = spec.params ? await spec.params() : [{} as Params];
    return PREFIXED_LOCALES.flatMap((locale) => (spec.translated?.(locale, english) ?? english).map((params) => ({ ...params, locale })));
  };
  type Given = { params?: Record<string, unknown> };
  /** A locale page's params without the locale, and the locale (metadata must not 404: see localeOrDefault). */
  const split = async (props: RouteProps<Params & { locale: string }>) => {
    const { locale, ...rest } = await props.params;
    return { locale, params: rest as unknown as Params };
  };
  return {
    english: {
      generateStaticParams: async ({ params }: Given = {}) => pageParamsGiven<Params>(params, spec.paramNames) ?? paramsOf(),
      generateMetadata: async ({ params }: RouteProps<Params>): Promise<Metadata> =>
        (await spec.metadata?.(await params, DEFAULT_LOCALE)) ?? {},
      Page: async ({ params }: RouteProps<Params>) => spec.render(await params, DEFAULT_LOCALE),
    },
    localised: {
      generateStaticParams: async ({ params }: Given = {}): Promise<(Params & { locale: Locale })[]> =>
        pageParamsGiven<Params & { locale: Locale }>(params, localeNames) ?? localeParams(),
      generateMetadata: async (props: RouteProps<Params & { locale: string }>): Promise<Metadata> => {
        const { locale, params } = await split(props);
        return (await spec.metadata?.(params, localeOrDefault(locale))) ?? {};
      },
      Page: async (props: RouteProps<Params & { locale: string }>) => {
        const { locale, params } = await split(props);
        return spec.render(params, localeOrNotFound(locale));
      },
    },
  };
}
