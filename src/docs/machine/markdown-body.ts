// A docs page's Markdown body (its `.md` twin, 'Copy page', llms-full.txt), from its MDX source: each
// component in its Markdown form (src/mdx/mdx-to-markdown.ts), the page's own images at the URLs the
// build publishes them under. Kept under .next/cache/tessera-markdown by the page's path and source
// and a hash of what else makes it, so a build converts only the pages that changed; the content
// check, which parses every page anyway, leaves the bodies of the pages it parses (keepMarkdownBody).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root } from 'mdast';
import { translatorFor } from '@/i18n/catalogues';
import { CONTENT_MEDIA_FOLDER, isRelativeMediaReference } from '@/mdx/content-media';
import { markdownOfTree, mdxToMarkdown } from '@/mdx/mdx-to-markdown';
import { contentMediaUrl } from '@/mdx/remark-content-media';
import { cacheKey, readCacheEntry, writeCacheEntry } from '../cache-entry.mjs';

export type MarkdownBodyCache = { dir: string; salt: string };

/** The cache under `root`: salted with the packages, the Markdown forms, the messages they use and the published images. */
export function markdownBodyCache(root: string = process.cwd()): MarkdownBodyCache {
  const salt = cacheKey(root, { code: ['src/docs/machine/markdown-body.ts'], listed: [`public/${CONTENT_MEDIA_FOLDER}`] });
  return { dir: path.join(/* turbopackIgnore: true */ root, '.next', 'cache', 'tessera-markdown'), salt };
}

const entryFile = (cache: MarkdownBodyCache, file: string, raw: string) =>
  path.join(
    cache.dir,
    `${createHash('sha256')
      .update(`${cache.salt}\0${path.resolve(file)}\0${raw}`)
      .digest('hex')}.md`,
  );

const options = (file: string) => ({
  t: translatorFor('en'),
  // The page's own images at the URL the build publishes them under, as on the HTML page.
  mediaUrl: (url: string) => (isRelativeMediaReference(url) ? contentMediaUrl(url, file) : url),
});

/** The body of the page at `file` (`name` names it in errors), from the cache when given one that has it. */
export async function markdownBody(file: string, raw: string, name: string, cache?: MarkdownBodyCache): Promise<string> {
  const stored = cache && entryFile(cache, file, raw);
  const hit = stored ? await readCacheEntry(stored) : null;
  if (hit !== null) return hit;
  const body = mdxToMarkdown(raw, { ...options(file), file: name });
  if (stored) await writeCacheEntry(stored, body);
  return body;
}

/** Keeps the body of the page at `file`, parsed by another step with remark-mdx and remark-gfm. */
export async function keepMarkdownBody(cache: MarkdownBodyCache, file: string, raw: string, tree: Root): Promise<void> {
  await writeCacheEntry(entryFile(cache, file, raw), markdownOfTree(tree, options(file)));
}
