// What the docs route files share (every locale): finding the page for a URL and its <head> metadata.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeAlternates } from '@/i18n/alternates';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { STATIC_EXPORT } from '@/config/build-mode.mjs';
import { localeCopiesToPrerender, prerenderModeFor } from '@/i18n/prerender-params';
import { pagesToDefer, prerenderedPagesFrom } from './prerender-pages';
import { socialCardUrl } from './social-cards';
import { type DocsPage, source } from './source';
import { translatedPage } from './translations';

export type SlugParams = Promise<{ slug?: string[] }>;
export type LocaleSlugParams = Promise<{ locale: string; slug?: string[] }>;

const PRERENDER_MODE = prerenderModeFor(STATIC_EXPORT);

/** `generateStaticParams` of a /<locale>/docs/… route (src/i18n/prerender-params.ts). */
export function localeCopyParams<Params>(all: readonly Params[]): Params[] {
  return localeCopiesToPrerender(all, PRERENDER_MODE);
}

let deferred: Set<string> | undefined;
/**
 * Whether the build renders this docs page (and its Markdown twin) ahead of time: all of them in a
 * static export; in a server build, all but the pages past TESSERA_PRERENDER_PAGES (prerender-pages.ts).
 */
export function prerendersPage(url: string): boolean {
  if (STATIC_EXPORT) return true;
  deferred ??= pagesToDefer(source.pageTree, prerenderedPagesFrom(process.env));
  return !deferred.has(url);
}

export function pageOrNotFound(slugs: string[]): DocsPage {
  const page = source.getPage(slugs);
  if (!page) notFound();
  return page;
}

export function pageMetadata(page: DocsPage, locale: Locale = DEFAULT_LOCALE): Metadata {
  const { title, description } = (locale === DEFAULT_LOCALE ? undefined : translatedPage(locale, page.slugs))?.data ?? page.data;
  const alternates = localeAlternates(locale, page.url);
  return {
    title,
    description,
    alternates: { ...alternates, types: { 'text/markdown': `${page.url}.md` } },
    openGraph: { type: 'article', title, description, url: alternates.canonical, locale, images: [socialCardUrl(page.url)] },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Metadata of the page at these slugs; none for a missing page, because notFound() thrown while
 * making metadata leaves Next no boundary to render the 404 page in (the page itself throws it).
 */
export function docsPageMetadata(slugs: string[] | undefined, locale: Locale = DEFAULT_LOCALE): Metadata {
  const page = source.getPage(slugs ?? []);
  return page ? pageMetadata(page, locale) : {};
}
