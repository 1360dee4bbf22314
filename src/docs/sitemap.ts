// Every indexable page for /sitemap.xml: home, guides, the generated reference and its changes, the changelog
// (the design kit, fixtures and Markdown copies stay out), each text once. A page with translations lists
// them as alternates (xhtml:link hreflang); the other locales' URLs are those alternates, not entries of their own.
import { existsSync } from 'node:fs';
import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/i18n/alternates';
import { siteUrl } from '@/config/site';
import { changelogEntries } from './changelog/changelog-source';
import { OPENAPI_FILE, openApi } from '../api-reference/load-openapi';
import { API_CHANGES_URL, referenceTags } from '../api-reference/openapi-model';
import { apiChanges } from './api-changes';
import { gitLastModified } from './last-modified';
import { source } from './source';

export async function siteSitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl().origin;
  const absolute = (path: string) => new URL(path, origin).href;
  const alternates = (path: string) => ({
    languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([language, url]) => [language, absolute(url)])),
  });
  const latestChange = changelogEntries()[0]?.date;
  const entries: MetadataRoute.Sitemap = [
    { url: absolute('/'), changeFrequency: 'weekly', priority: 1, alternates: alternates('/') },
    ...(await Promise.all(
      source.getPages().map(async (page) => ({
        url: absolute(page.url),
        // From git, as on the page: the sitemap compiles no MDX.
        lastModified: page.absolutePath ? await gitLastModified(page.absolutePath) : undefined,
        changeFrequency: 'weekly' as const,
        priority: page.url === '/docs' ? 0.9 : 0.7,
        alternates: alternates(page.url),
      })),
    )),
    {
      url: absolute('/changelog'),
      lastModified: latestChange ? new Date(`${latestChange}T00:00:00Z`) : undefined,
      changeFrequency: 'weekly',
      priority: 0.6,
      alternates: alternates('/changelog'),
    },
  ];
  if (existsSync(OPENAPI_FILE)) {
    for (const tag of referenceTags((await openApi()).resolved)) {
      entries.push({ url: absolute(tag.url), changeFrequency: 'weekly', priority: 0.6, alternates: alternates(tag.url) });
    }
  }
  const { changes } = await apiChanges();
  if (changes[0]) {
    entries.push({
      url: absolute(API_CHANGES_URL),
      lastModified: new Date(`${changes[0].date}T00:00:00Z`),
      changeFrequency: 'weekly',
      priority: 0.5,
      alternates: alternates(API_CHANGES_URL),
    });
  }
  return entries;
}
