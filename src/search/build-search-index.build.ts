// Build step after `next build` (and in `npm run dev`): indexes the docs with Pagefind and writes the
// chunked index to public/pagefind, so a query downloads only the index pieces it needs. The MDX pages
// come as search documents made from their sources (src/docs/search-documents.build.ts), since a
// server build renders only some of them; the pages made from other data (the REST reference, the
// changelog) are read as Next rendered them.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { glob } from 'tinyglobby';
import { DEFAULT_LOCALE, splitLocalePath } from '../i18n/locales';

/** Where Next writes prerendered pages (server output, for `next start`). */
export const PRERENDERED_DIR = path.resolve('.next/server/app');
export const SEARCH_OUTPUT_DIR = path.resolve('public/pagefind');

/** A page to index, as HTML with Pagefind's marks (data-pagefind-body…). */
export type SearchDocument = { url: string; html: string };

/** `docs/authentication.html` → `/docs/authentication`, `index.html` → `/`. */
export function urlOfPrerenderedFile(relativePath: string): string {
  const withoutExtension = relativePath.split(path.sep).join('/').replace(/\.html$/, '');
  const url = `/${withoutExtension.replace(/(^|\/)index$/, '')}`;
  return url.length > 1 ? url.replace(/\/$/, '') : url;
}

/**
 * `documents`: the MDX pages' search documents. `expectedPages`: the docs pages the content source has
 * (the site index). Each must be found among the documents and the prerendered pages, so a change in
 * where or how Next writes them fails the build instead of shipping a search that finds nothing.
 */
export async function buildSearchIndex({
  sourceDir = PRERENDERED_DIR as string | null,
  outputDir = SEARCH_OUTPUT_DIR,
  expectedPages = [] as readonly string[],
  documents = [] as AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  /** Remove the last index first. `npm run dev` writes over it instead: a tab that loaded it keeps searching until reloaded. */
  clean = true,
  /** Resolves once `sourceDir` holds Next's pages: the documents are indexed meanwhile (scripts/build.mjs). */
  rendered = Promise.resolve() as Promise<void>,
} = {}) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', includeCharacters: '_-:./' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const found = new Set<string>();
  const add = async (url: string, content: string) => {
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    found.add(url);
  };
  try {
    for await (const { url, html } of documents) await add(url, html);
    await rendered;
    // No prerendered pages in `npm run dev`: everything comes as documents.
    const files = sourceDir ? (await glob('**/*.html', { cwd: sourceDir })).sort().map((file) => ({ url: urlOfPrerenderedFile(file), file: path.join(sourceDir, file) })) : [];
    // One page read at a time and handed to Pagefind: at 10 000 pages the HTML is 1.5 GB, which
    // read all at once was the build's largest process (4.7 GB resident).
    // Only pages that mark their content for search (docs articles) are indexed, in English: other
    // locales show the same English content (or a translation of it) under their own prefix.
    for (const { url, file } of files) {
      if (found.has(url) || splitLocalePath(url).locale !== DEFAULT_LOCALE) continue;
      const content = await readFile(file, 'utf8');
      if (content.includes('data-pagefind-body')) await add(url, content);
    }
    const missing = expectedPages.filter((url) => !found.has(url));
    if (found.size === 0 || missing.length > 0) {
      throw new Error(
        `${found.size} pages for search (from their sources, and marked in ${sourceDir}); missing: ${missing.slice(0, 5).join(', ') || 'all'}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''} (docs/next-internals.md)`,
      );
    }
    if (clean) await rm(outputDir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputDir}: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return { pages: found.size };
}
