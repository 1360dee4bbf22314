// What the docs route files share (every locale): finding the page for a URL and its <head> metadata.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeAlternates } from '@/i18n/alternates';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { socialCardUrl } from './social-cards';
import { type DocsPage, source } from './source';
import { translatedPage } from './translations';

export type SlugParams = Promise<{ slug?: string[] }>;
export type LocaleSlugParams = Promise<{ locale: string; slug?: string[] }>;

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
