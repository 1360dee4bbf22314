import type { MetadataRoute } from 'next';
import { siteSitemap } from '@/docs/sitemap';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return siteSitemap();
}
