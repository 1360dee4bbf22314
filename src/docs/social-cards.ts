// What the Open Graph card of a docs URL shows: a guide page, or a REST reference tag (drawn at build: scripts/build-copies.ts).
import { existsSync } from 'node:fs';
import type { SocialCardContent } from '@/shell/social/SocialCard';
import { OPENAPI_FILE, openApi } from '../api-reference/load-openapi';
import { referenceTags } from '../api-reference/openapi-model';
import { pageSection } from './nav-label';
import { source } from './source';

/** A file name with an extension, so a static host serves it as a PNG and `/og/docs.png` sits beside `/og/docs/`. */
export const socialCardUrl = (pageUrl: string) => `/og${pageUrl}.png`;

export async function socialCardContent(url: string): Promise<SocialCardContent | null> {
  const page = source.getPages().find((entry) => entry.url === url);
  if (page) {
    return {
      title: page.data.title,
      description: page.data.description,
      section: pageSection(page.url),
    };
  }
  if (!existsSync(OPENAPI_FILE)) return null;
  const tag = referenceTags((await openApi()).resolved).find((entry) => entry.url === url);
  return tag ? { title: tag.name, description: `${tag.name} endpoints of the Tessera REST API.`, section: 'REST API reference' } : null;
}

/** Every page URL that has a card: the guides and the REST reference tags. */
export async function socialCardPageUrls(): Promise<string[]> {
  const guides = source.getPages().map((page) => page.url);
  if (!existsSync(OPENAPI_FILE)) return guides;
  return [...guides, ...referenceTags((await openApi()).resolved).map((tag) => tag.url)];
}
