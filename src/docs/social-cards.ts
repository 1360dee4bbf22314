// What the Open Graph card of a docs URL shows: a guide page, or a REST reference tag (drawn at build: scripts/build-copies.ts).
import { existsSync } from 'node:fs';
import type { SocialCardContent } from '@/shell/social/SocialCard';
import { OPENAPI_FILE, openApi } from '../api-reference/load-openapi';
import { referenceTags } from '../api-reference/openapi-model';
import { pageSection } from './nav-label';
import { source } from './source';

/** A file name with an extension, so a static host serves it as a PNG and `/og/docs.png` sits beside `/og/docs/`. */
export const socialCardUrl = (pageUrl: string) => `/og${pageUrl}.png`;

/** Every card to draw, each with the URL of its page: the guides' pages and the REST reference's tags. */
export async function socialCards(): Promise<{ pageUrl: string; content: SocialCardContent }[]> {
  const guides = source.getPages().map((page) => ({
    pageUrl: page.url,
    content: { title: page.data.title, description: page.data.description, section: pageSection(page.url) },
  }));
  if (!existsSync(OPENAPI_FILE)) return guides;
  const tags = referenceTags((await openApi()).resolved).map((tag) => ({
    pageUrl: tag.url,
    content: { title: tag.name, description: `${tag.name} endpoints of the Tessera REST API.`, section: 'REST API reference' },
  }));
  return [...guides, ...tags];
}
