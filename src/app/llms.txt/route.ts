import { publishedSkillsIndex } from '@/docs/machine/agent-skills';
import { llmsIndex } from '@/docs/machine/markdown-docs';
import { markdownPages } from '@/docs/machine/markdown-source';
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export async function GET() {
  const site = { title: SITE_NAME, description: SITE_DESCRIPTION, origin: siteUrl().origin, skillsIndex: publishedSkillsIndex() };
  const text = llmsIndex(await markdownPages(), site);
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
