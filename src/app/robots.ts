import type { MetadataRoute } from 'next';
import { siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl().origin;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/design-kit', '/fixtures/', '/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
