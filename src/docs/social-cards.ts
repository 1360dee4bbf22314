// What the Open Graph card of a docs URL shows: a guide page, or a REST reference tag (server only).
import { existsSync } from 'node:fs';
import type { SocialCardContent } from '@/shell/social/SocialCard';
import { breadcrumbs } from './nav-model';
import { OPENAPI_FILE, openApi } from './openapi/load-openapi';
import { referenceTags } from './openapi/openapi-model';
import { navLabel } from './Sidebar';
import { source } from './source';

export const socialCardUrl = (pageUrl: string) => `/og${pageUrl}`;

export async function socialCardContent(url: string): Promise<SocialCardContent | null> {
  const page = source.getPages().find((entry) => entry.url === url);
  if (page) {
    return {
      title: page.data.title,
      description: page.data.description,
      section: breadcrumbs(source.pageTree, page.url, navLabel)[0]?.label ?? 'Guides',
    };
  }
  if (!existsSync(OPENAPI_FILE)) return null;
  const tag = referenceTags((await openApi()).resolved).find((entry) => entry.url === url);
  return tag ? { title: tag.name, description: `${tag.name} endpoints of the Tessera REST API.`, section: 'REST API reference' } : null;
}
