import { changelogAtom } from '@/docs/changelog/changelog-model';
import { changelogEntries } from '@/docs/changelog/changelog-source';
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export function GET() {
  const xml = changelogAtom(changelogEntries(), { origin: siteUrl().origin, title: SITE_NAME, description: SITE_DESCRIPTION });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
