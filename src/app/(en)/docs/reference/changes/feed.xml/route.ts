import { apiChanges } from '@/docs/api-changes';
import { API_CHANGES_FEED_URL, API_CHANGES_URL } from '@/api-reference/openapi-model';
import { apiChangesAtom } from '@/docs/machine/api-changes-markdown';
import { SITE_NAME, siteUrl } from '@/config/site';

export const dynamic = 'force-static';

export async function GET() {
  const xml = apiChangesAtom(await apiChanges(), {
    origin: siteUrl().origin,
    title: SITE_NAME,
    pageUrl: API_CHANGES_URL,
    feedUrl: API_CHANGES_FEED_URL,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
