// Each page as Markdown. Public URL: the page's URL plus `.md` (a rewrite in next.config.mjs; the
// static export moves these files there). The `.md` stays in the slug so `/docs.md` and `/docs/` can
// both be written out as files.
import { pageMarkdown } from '@/docs/machine/markdown-docs';
import { markdownPage, markdownPages } from '@/docs/machine/markdown-source';
import { siteUrl } from '@/config/site';
import { prerendersPage } from '@/docs/page-route';

export const dynamic = 'force-static';
// The twins of pages the build leaves to their first request are made on theirs (src/docs/prerender-pages.ts).

export async function generateStaticParams() {
  return (await markdownPages())
    .filter((page) => prerendersPage(page.url))
    .map((page) => ({ slug: `${page.url}.md`.split('/').filter(Boolean) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const page = await markdownPage(`/${(await params).slug.join('/')}`.replace(/\.md$/, ''));
  if (!page) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(pageMarkdown(page, siteUrl().origin), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
