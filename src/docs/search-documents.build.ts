// Build step: every English page's search document (src/search/search-document.ts), from its source:
// the docs pages from their MDX through the content source, one page at a time (cached on disk by
// everything the document is made of, so a rebuild converts only the pages that changed), the REST
// reference from the OpenAPI document and the changelog from its entries (search-pages.ts). Nothing
// here waits for Next: the index is built beside `next build`, the same for both targets.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_FILE, openApi } from '@/api-reference/load-openapi';
import { referenceTags } from '@/api-reference/openapi-model';
import { translatorFor } from '@/i18n/catalogues';
import type { Root } from 'mdast';
import { markdownTreeOf, mdxToMarkdownTree } from '@/mdx/mdx-to-markdown';
import type { SearchDocument } from '@/search/build-search-index.build';
import { searchDocument } from '@/search/search-document';
import { cacheKey, readCacheEntry, writeCacheEntry } from './cache-entry.mjs';
import { CHANGELOG_URL } from './links/content-index.build';
import { entryAnchor } from './changelog/changelog-model';
import { changelogEntries } from './changelog/changelog-source';
import { pageSection } from './nav-label';
import { apiChangesSearchPage, changelogSearchPage, referenceSearchPage } from './search-pages';
import { apiChanges } from './api-changes';
import { API_CHANGES_URL } from '../api-reference/openapi-model';
import { API_CHANGES_DESCRIPTION, API_CHANGES_TITLE } from '../api-reference/changes-page-text';
import { source } from './source';

/** Where documents are kept between builds, and what else they depend on (the code that makes them). */
export type DocumentCache = { dir: string; salt: string };

/** Where the build keeps the pages' search documents between builds, keyed by the code that makes them. */
export function searchDocumentCache(root: string = process.cwd()): DocumentCache {
  const salt = cacheKey(root, { code: ['src/docs/search-documents.build.ts'] });
  return { dir: path.join(/* turbopackIgnore: true */ root, '.next', 'cache', 'tessera-search'), salt };
}

type Page = ReturnType<typeof source.getPages>[number];

const english = translatorFor('en');
const factsOf = (page: Page) => ({
  title: page.data.title,
  description: page.data.description,
  keywords: page.data.keywords,
  section: pageSection(page.url),
});

type Facts = ReturnType<typeof factsOf>;

/** Where a page's document is kept: named by everything it is made of. */
function documentFile(cache: DocumentCache, page: Page, facts: Facts, raw: string): string {
  const key = createHash('sha256').update(`${cache.salt}\0${page.url}\0${JSON.stringify(facts)}\0${raw}`);
  return path.join(cache.dir, `${key.digest('hex')}.html`);
}

/**
 * Keeps the document of the page at `file` (an absolute path), parsed by another step (the link check
 * parses every page with the same plugins), so that searchDocuments finds it. Not a docs page: nothing.
 */
export function searchDocumentKeeper(cache: DocumentCache): (file: string, raw: string, tree: Root) => Promise<void> {
  const pages = new Map(source.getPages().flatMap((page) => (page.absolutePath ? [[path.resolve(page.absolutePath), page] as const] : [])));
  return async (file, raw, tree) => {
    const page = pages.get(path.resolve(file));
    if (!page) return;
    const facts = factsOf(page);
    await writeCacheEntry(
      documentFile(cache, page, facts, raw),
      searchDocument({ ...facts, content: markdownTreeOf(tree, { t: english }) }),
    );
  };
}

/** The REST reference's pages, one per tag, its changes page, and the changelog page. */
async function* dataPageDocuments(): AsyncGenerator<SearchDocument> {
  if (existsSync(OPENAPI_FILE)) {
    const { resolved } = await openApi();
    for (const tag of referenceTags(resolved)) yield { url: tag.url, html: searchDocument(referenceSearchPage(tag, resolved)) };
  }
  if ((await apiChanges()).since !== null) {
    yield { url: API_CHANGES_URL, html: searchDocument(apiChangesSearchPage(API_CHANGES_TITLE, API_CHANGES_DESCRIPTION)) };
  }
  const entries = await Promise.all(
    changelogEntries().map(async (entry) => ({
      anchor: entryAnchor(entry),
      title: entry.title,
      date: entry.date,
      kindLabel: english(`changelog.${entry.type}`),
      body: mdxToMarkdownTree(await readFile(entry.info.fullPath, 'utf8'), { t: english, file: entry.info.path }),
    })),
  );
  yield { url: CHANGELOG_URL, html: searchDocument(changelogSearchPage(english('changelog.title'), entries)) };
}

/** Every page's URL and search document: the docs pages in the content source's order, then the pages made from data. */
export async function* searchDocuments(cache?: DocumentCache): AsyncGenerator<SearchDocument> {
  for (const page of source.getPages()) {
    if (!page.absolutePath) throw new Error(`docs page ${page.url} has no source file`);
    // Read directly: fumadocs' getText('raw') imports node:fs on each call, 2 ms a page under the build's module hooks.
    const raw = await readFile(page.absolutePath, 'utf8');
    const facts = factsOf(page);
    const file = cache && documentFile(cache, page, facts, raw);
    const hit = file ? await readCacheEntry(file) : null;
    if (hit !== null) {
      yield { url: page.url, html: hit };
      continue;
    }
    const html = searchDocument({ ...facts, content: mdxToMarkdownTree(raw, { t: english, file: page.path, headingIds: true }) });
    if (file) await writeCacheEntry(file, html);
    yield { url: page.url, html };
  }
  yield* dataPageDocuments();
}
