// Each page as Markdown. Public URL: the page's URL plus `.md` (a rewrite in next.config.mjs; the
// static export moves these files there). The `.md` stays in the slug so `/docs.md` and `/docs/` can
// both be written out as files.
import { pageMarkdown } from '@/docs/machine/markdown-docs';
import { markdownPage, markdownPages } from '@/docs/machine/markdown-source';
import { siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export async function generateStaticParams() {
  return (await markdownPages()).map((page) => ({ slug: `${page.url}.md`.split('/').filter(Boolean) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const page = await markdownPage(`/${(await params).slug.join('/')}`.replace(/\.md$/, ''));
  if (!page) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(pageMarkdown(page, siteUrl().origin), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
