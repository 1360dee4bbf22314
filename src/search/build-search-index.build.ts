// Build step (and `npm run dev`): indexes the English pages into the site's search index
// (`search.json` and `search/<version>/`, src/search/word-index.build.ts), so a query downloads only
// the pieces it needs. The pages come as search documents made from their sources
// (src/docs/search-documents.build.ts): the index needs nothing Next renders.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PageText, pageTextOf } from './search-page-text.build';
import { ENTRY_FILE, INDEX_FOLDER } from './word-index-query';
import { buildWordIndex } from './word-index.build';
import type { SynonymRule } from './synonyms';
import type { WordIndexEntry } from './word-index-format';

/** The folder the index goes in by default: public/, for `npm run dev` (the build passes out/). */
export const SEARCH_SITE_DIR = path.resolve('public');

/** A page to index: its search document, HTML with the search marks (data-search-body…). */
export type SearchDocument = { url: string; html: string };

async function lastEntry(siteDir: string): Promise<WordIndexEntry | null> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, ENTRY_FILE), 'utf8')) as WordIndexEntry;
  } catch {
    return null;
  }
}

/**
 * `documents`: the pages' search documents. `expectedPages`: the docs pages the content source has
 * (the site index). Each must be among the documents, so a page the documents miss fails the build
 * instead of shipping a search that cannot find it.
 */
export async function buildSearchIndex({
  siteDir = SEARCH_SITE_DIR,
  expectedPages = [] as readonly string[],
  documents = [] as AsyncIterable<SearchDocument> | Iterable<SearchDocument>,
  /** The readers' words (content/search/synonyms.yml, src/search/synonyms.ts). */
  synonyms = [] as readonly SynonymRule[],
  /**
   * Remove the last index first. `npm run dev` keeps the one before instead: a tab that loaded its
   * entry keeps searching its files until reloaded.
   */
  clean = true,
} = {}) {
  const pages = new Map<string, PageText>();
  for await (const { url, html } of documents) {
    const page = pageTextOf(url, html);
    if (page) pages.set(url, page);
  }
  const missing = expectedPages.filter((url) => !pages.has(url));
  if (pages.size === 0 || missing.length > 0) {
    throw new Error(
      `${pages.size} pages for search from their sources; missing: ${missing.slice(0, 5).join(', ') || 'all'}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    );
  }
  // Numbered in URL order, so the same pages make the same files whatever order they came in.
  const {
    entry,
    files: indexFiles,
    idleSynonyms,
  } = buildWordIndex(
    [...pages.keys()].sort().map((url) => pages.get(url) as PageText),
    synonyms,
  );
  for (const phrases of idleSynonyms) {
    console.warn(
      `search: synonyms: no page has ${phrases.map((phrase) => `'${phrase.join(' ')}'`).join(' or ')}, so the entry finds nothing`,
    );
  }
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
