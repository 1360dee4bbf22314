// Open Graph cards, drawn on first request and then served from Next's cache (no build time spent
// on images nobody shares). The static export has no server, so it draws them all at build.
import { STATIC_EXPORT } from '@/config/build-mode.mjs';
import { socialCardContent, socialCardPageUrl, socialCardPageUrls, socialCardUrl } from '@/docs/social-cards';
import { socialCard } from '@/shell/social/SocialCard';

export const revalidate = 86_400;

export async function generateStaticParams() {
  if (!STATIC_EXPORT) return [];
  return (await socialCardPageUrls()).map((url) => ({ slug: socialCardUrl(url).split('/').filter(Boolean).slice(1) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const content = await socialCardContent(socialCardPageUrl(`/${(await params).slug.join('/')}`));
  if (!content) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const image = await socialCard(content);
  image.headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  return image;
}
