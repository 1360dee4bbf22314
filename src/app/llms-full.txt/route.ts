import { llmsFull } from '@/docs/machine/markdown-docs';
import { markdownPages } from '@/docs/machine/markdown-source';
import { siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export async function GET() {
  return new Response(llmsFull(await markdownPages(), siteUrl().origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
