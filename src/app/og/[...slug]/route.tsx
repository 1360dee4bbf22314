// Open Graph cards, drawn at build: a static site has no server to draw one on request.
import { socialCardContent, socialCardPageUrl, socialCardPageUrls, socialCardUrl } from '@/docs/social-cards';
import { socialCard } from '@/shell/social/SocialCard';

export const revalidate = 86_400;

export async function generateStaticParams() {
  return (await socialCardPageUrls()).map((url) => ({ slug: socialCardUrl(url).split('/').filter(Boolean).slice(1) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const content = await socialCardContent(socialCardPageUrl(`/${(await params).slug.join('/')}`));
  if (!content) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const image = await socialCard(content);
  image.headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  return image;
}
