// The search index (src/search/build-search-index.build.ts): the docs pages from their MDX sources,
// the pages made from other data (the REST reference, the changelog) as rendered.
//   tsx scripts/build-search.ts              after `next build`: those read from its prerendered HTML
//   tsx scripts/build-search.ts --after-next started beside `next build` (scripts/build.mjs): the MDX
//       pages first, then those, once the parent says 'rendered' (it stops this step if Next fails)
//   tsx scripts/build-search.ts --dev URL [--refetch]
//       for `npm run dev` (scripts/dev-search.ts): those fetched from the dev server at URL (one it cannot
//       fetch is left out, said so) and kept for the next run, which fetches them again with --refetch
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { register } from 'fumadocs-mdx/node';
import { writeCacheEntry } from '../src/docs/cache-entry.mjs';
import type { SearchDocument } from '../src/search/build-search-index.build';
import { searchDocumentCache } from './search-cache';

// The content source (src/docs/source.ts) imports MDX collections, which Node loads through fumadocs-mdx's hooks.
register();
const { CHANGELOG_URL, docsPages } = await import('../src/docs/links/content-index.build');
const { source } = await import('../src/docs/source');
const { buildSearchIndex } = await import('../src/search/build-search-index.build');
const { searchDocuments } = await import('../src/docs/search-documents.build');

/** A page of the dev server, if it answers in time with a page marked for search. */
async function fetched(origin: string, url: string): Promise<SearchDocument | null> {
  try {
    const response = await fetch(new URL(url, origin), { signal: AbortSignal.timeout(60_000) });
    const html = await response.text();
    if (response.ok && html.includes('data-search-body')) return { url, html };
    console.warn(`search: ${url} left out (the dev server answered ${response.status})`);
  } catch (error) {
    console.warn(`search: ${url} left out (${error instanceof Error ? error.message : String(error)})`);
  }
  return null;
}

const documentCache = searchDocumentCache();
/** The pages `npm run dev` fetched last time: rendering them takes the dev server seconds, and an MDX edit changes none. */
const DEV_FETCHED = path.join(documentCache.dir, 'dev-fetched.json');

async function lastFetched(): Promise<SearchDocument[] | null> {
  try {
    const documents = JSON.parse(await readFile(DEV_FETCHED, 'utf8')) as unknown;
    return Array.isArray(documents) && documents.every((entry) => typeof entry?.url === 'string' && typeof entry?.html === 'string')
      ? documents
      : null;
  } catch {
    return null;
  }
}

async function* devDocuments(origin: string, mdxPages: ReadonlySet<string>, refetch: boolean): AsyncGenerator<SearchDocument> {
  yield* searchDocuments(documentCache);
  const kept = refetch ? null : await lastFetched();
  if (kept) return yield* kept;
  const others = [...(await docsPages()).filter((url) => !mdxPages.has(url)), CHANGELOG_URL];
  const documents = (await Promise.all(others.map((url) => fetched(origin, url)))).filter((document) => document !== null);
  await writeCacheEntry(DEV_FETCHED, JSON.stringify(documents));
  yield* documents;
}

/** Resolves when the parent (scripts/build.mjs) says Next has written its pages; a parent gone ends this step. */
function nextRendered(): Promise<void> {
  if (!process.send) throw new Error('--after-next wants to be started by scripts/build.mjs, with an IPC channel');
  return new Promise((resolve) => {
    let rendered = false;
    process.on('message', (message) => {
      if (message !== 'rendered') return;
      rendered = true;
      process.disconnect();
      resolve();
    });
    process.once('disconnect', () => {
      if (rendered) return;
      console.error('search: the build stopped before Next had written its pages');
      process.exit(1);
    });
  });
}

const started = performance.now();
const devAt = process.argv.indexOf('--dev');
try {
  const devOrigin = devAt >= 0 ? process.argv[devAt + 1] : undefined;
  if (devAt >= 0 && !devOrigin) throw new Error('--dev needs the dev server URL');
  const mdxPages = new Set(source.getPages().map((page) => page.url));
  const { pages } = devOrigin
    ? await buildSearchIndex({
        sourceDir: null,
        expectedPages: [...mdxPages],
        documents: devDocuments(devOrigin, mdxPages, process.argv.includes('--refetch')),
        clean: false,
      })
    : await buildSearchIndex({
        expectedPages: await docsPages(),
        documents: searchDocuments(documentCache),
        rendered: process.argv.includes('--after-next') ? nextRendered() : undefined,
      });
  console.log(`search: indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`search: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
