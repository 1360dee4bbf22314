// Build step after `next build` (and in `npm run dev`): indexes the docs into the site's search index
// (`search.json` and `search/<version>/`, src/search/word-index.build.ts), so a query downloads only
// the pieces it needs. The MDX pages come as search documents made from their sources
// (src/docs/search-documents.build.ts), since a server build renders only some of them; the pages made
// from other data (the REST reference, the changelog) are read as Next rendered them.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { DEFAULT_LOCALE, splitLocalePath } from '../i18n/locales';
import { type PageText, pageTextOf } from './search-page-text.build';
import { ENTRY_FILE, INDEX_FOLDER } from './word-index-query';
import { buildWordIndex } from './word-index.build';
import type { WordIndexEntry } from './word-index-format';

/** Where Next writes prerendered pages (server output, for `next start`). */
export const PRERENDERED_DIR = path.resolve('.next/server/app');
/** The folder the index goes in: the site's public files (the static export's root for build:static). */
export const SEARCH_SITE_DIR = path.resolve('public');

/** A page to index, as HTML with the search marks (data-search-body…). */
export type SearchDocument = { url: string; html: string };

/** `docs/authentication.html` → `/docs/authentication`, `index.html` → `/`. */
export function urlOfPrerenderedFile(relativePath: string): string {
  const withoutExtension = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  const url = `/${withoutExtension.replace(/(^|\/)index$/, '')}`;
  return url.length > 1 ? url.replace(/\/$/, '') : url;
}

async function lastEntry(siteDir: string): Promise<WordIndexEntry | null> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, ENTRY_FILE), 'utf8')) as WordIndexEntry;
  } catch {
    return null;
  }
}

/**
 * `documents`: the MDX pages' search documents. `expectedPages`: the docs pages the content source has
 * (the site index). Each must be found among the documents and the prerendered pages, so a change in
 * where or how Next writes them fails the build instead of shipping a search that finds nothing.
 */
export async function buildSearchIndex({
  sourceDir = PRERENDERED_DIR as string | null,
  siteDir = SEARCH_SITE_DIR,
  expectedPages = [] as readonly string[],
  documents = [] as AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  /**
   * Remove the last index first. `npm run dev` keeps the one before instead: a tab that loaded its
   * entry keeps searching its files until reloaded.
   */
  clean = true,
  /** Resolves once `sourceDir` holds Next's pages: the documents are indexed meanwhile (scripts/build.mjs). */
  rendered = Promise.resolve() as Promise<void>,
} = {}) {
  const pages = new Map<string, PageText>();
  const add = (url: string, html: string) => {
    const page = pageTextOf(url, html);
    if (page) pages.set(url, page);
  };
  for await (const { url, html } of documents) add(url, html);
  await rendered;
  // No prerendered pages in `npm run dev`: everything comes as documents.
  const files = sourceDir
    ? (await glob('**/*.html', { cwd: sourceDir }))
        .sort()
        .map((file) => ({ url: urlOfPrerenderedFile(file), file: path.join(sourceDir, file) }))
    : [];
  // One page read at a time: at 10 000 pages the HTML is 1.5 GB. Only pages that mark their content
  // for search (docs articles) are indexed, in English: other locales show the same English content
  // (or a translation of it) under their own prefix.
  for (const { url, file } of files) {
    if (pages.has(url) || splitLocalePath(url).locale !== DEFAULT_LOCALE) continue;
    const content = await readFile(file, 'utf8');
    if (content.includes('data-search-body')) add(url, content);
  }
  const missing = expectedPages.filter((url) => !pages.has(url));
  if (pages.size === 0 || missing.length > 0) {
    throw new Error(
      `${pages.size} pages for search (from their sources, and marked in ${sourceDir}); missing: ${missing.slice(0, 5).join(', ') || 'all'}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''} (docs/next-internals.md)`,
    );
  }
  // Numbered in URL order, so the same pages make the same files whatever order they came in.
  const { entry, files: indexFiles } = buildWordIndex([...pages.keys()].sort().map((url) => pages.get(url) as PageText));
  const folder = path.join(siteDir, INDEX_FOLDER);
  const kept = clean ? null : (await lastEntry(siteDir))?.version;
  if (clean) await rm(folder, { recursive: true, force: true });
  else {
    const versions = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      versions
        .filter((version) => version !== kept && version !== entry.version)
        .map((version) => rm(path.join(folder, version), { recursive: true, force: true })),
    );
  }
  const versionDir = path.join(folder, entry.version);
  const dirs = new Set([...indexFiles.keys()].map((file) => path.dirname(path.join(versionDir, file))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  for (const [file, bytes] of indexFiles) await writeFile(path.join(versionDir, file), bytes);
  // The entry last: until it names the new folder, a reader gets the old index whole.
  const entryFile = path.join(siteDir, ENTRY_FILE);
  await writeFile(`${entryFile}.tmp`, JSON.stringify(entry));
  await rename(`${entryFile}.tmp`, entryFile);
  return { pages: pages.size, files: indexFiles.size };
}
