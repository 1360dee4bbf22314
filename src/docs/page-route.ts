// What the docs route files share: finding the page for a URL and its <head> metadata.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { socialCardUrl } from './social-cards';
import { type DocsPage, source } from './source';

export type SlugParams = Promise<{ slug?: string[] }>;

export function pageOrNotFound(slugs: string[]): DocsPage {
  const page = source.getPage(slugs);
  if (!page) notFound();
  return page;
}

export function pageMetadata(page: DocsPage): Metadata {
  return {
    title: page.data.title,
    description: page.data.description,
    alternates: { canonical: page.url, types: { 'text/markdown': `${page.url}.md` } },
    openGraph: { type: 'article', title: page.data.title, description: page.data.description, url: page.url, images: [socialCardUrl(page.url)] },
    twitter: { card: 'summary_large_image' },
  };
}
