// Build step: every English docs page's search document (src/search/search-document.ts), read from its MDX
// source through the content source, one page at a time. Cached on disk by everything the document
// is made of, so a rebuild reads and converts only the pages that changed.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { translatorFor } from '@/i18n/catalogues';
import { mdxToMarkdownTree } from '@/mdx/mdx-to-markdown';
import type { SearchDocument } from '@/search/build-search-index.build';
import { searchDocument } from '@/search/search-document';
import { readCacheEntry, writeCacheEntry } from './cache-entry';
import { pageSection } from './nav-label';
import { source } from './source';

/** Where documents are kept between builds, and what else they depend on (the code that makes them). */
export type DocumentCache = { dir: string; salt: string };

/** Bumped when what a document holds changes in a way its inputs do not show. */
const DOCUMENT_FORMAT = 1;

/** Every docs page's URL and search document, in the content source's order. */
export async function* searchDocuments(cache?: DocumentCache): AsyncGenerator<SearchDocument> {
  const english = translatorFor('en');
  for (const page of source.getPages()) {
    const raw = await page.data.getText('raw');
    const facts = { title: page.data.title, description: page.data.description, section: pageSection(page.url) };
    const file = cache && path.join(cache.dir, `${createHash('sha256').update(`${DOCUMENT_FORMAT}\0${cache.salt}\0${page.url}\0${JSON.stringify(facts)}\0${raw}`).digest('hex')}.html`);
    const hit = file ? await readCacheEntry(file) : null;
    if (hit !== null) {
      yield { url: page.url, html: hit };
      continue;
    }
    const html = searchDocument({ ...facts, content: mdxToMarkdownTree(raw, { t: english, file: page.path, headingIds: true }) });
    if (file) await writeCacheEntry(file, html);
    yield { url: page.url, html };
  }
}
